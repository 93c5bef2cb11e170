/** Payouts (Stripe Connect), the billing portal and refunds. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export const paymentKeys = {
  payoutAccount: (userId: number | null) => ['payments', 'payout-account', userId] as const,
};

export function usePayoutAccount() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: paymentKeys.payoutAccount(userId),
    queryFn: () => unwrap(api.GET('/api/payments/payout-account')),
    enabled: userId !== null,
  });
}

/** Opens Stripe's onboarding for the seller's payout account (the page leaves for Stripe). */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/payments/payout-account/onboarding')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens Stripe's customer portal (subscriptions and payment method). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/payments/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Refunds a payment in full (the seller who was paid, or an administrator). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      unwrap(api.POST('/api/payments/{id}/refund', { params: { path: { id: paymentId } } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export type Sale = ApiReply<'get', '/api/payments/sales'>['sales'][number];

/** What the seller was paid, newest first, a page at a time. */
export function useSales() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useInfiniteQuery({
    queryKey: ['payments', 'sales', userId] as const,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/payments/sales', { params: { query: { cursor: pageParam ?? undefined } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: userId !== null,
  });
}
