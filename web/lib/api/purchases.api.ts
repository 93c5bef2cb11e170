/** The signed-in person's purchase history (posts bought, subscriptions, Pro, merch orders). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export type PurchaseHistoryItem = ApiReply<'get', '/api/users/me/purchases'>['purchases'][number];
export type PurchaseKind = PurchaseHistoryItem['kind'];

export const purchaseKeys = {
  all: ['purchases'] as const,
  history: (viewerId: number | null, kind: PurchaseKind | null) =>
    ['purchases', 'history', viewerId, kind] as const,
};

export function usePurchaseHistory(kind: PurchaseKind | null) {
  const viewerId = useAuth().user?.id ?? null;
  return useInfiniteQuery({
    queryKey: purchaseKeys.history(viewerId, kind),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/users/me/purchases', {
          params: { query: { cursor: pageParam ?? undefined, kind: kind ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}
