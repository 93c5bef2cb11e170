/**
 * Move That Work's own calls: the stat cards (real figures from the payments ledger) and
 * publishing a post from the Create Posts tab (spec part 1, section 7, call 12).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';

export type MonetizeStats = ApiReply<'get', '/api/monetize/stats'>;

export const monetizeKeys = {
  stats: (viewerId: number | null) => ['monetize', 'stats', viewerId] as const,
};

export function useMonetizeStats() {
  const viewerId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: monetizeKeys.stats(viewerId),
    queryFn: () => unwrap(api.GET('/api/monetize/stats')),
    enabled: viewerId !== null,
  });
}

export function createPost(input: ApiBody<'post', '/api/posts'>) {
  return unwrap(api.POST('/api/posts', { body: input }));
}

/** Publishes a post; every list that may show it, the stats and the author's counts refresh. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['monetize'] });
      void queryClient.invalidateQueries({ queryKey: ['people'] });
      void queryClient.invalidateQueries({ queryKey: ['storefront', 'content'] });
    },
  });
}
