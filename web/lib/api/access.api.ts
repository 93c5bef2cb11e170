/** Beta, trial and Pro standing, the upgrade, and feature-use logging (spec part 1, §7 calls 5-8). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { accessKeys, betaStatusQuery, subscriptionStatusQuery } from './access.queries';
import { paidOrRedirect, returnPath } from './checkout-redirect';

export type SubscriptionStatus = ApiReply<'get', '/api/subscription/status'>;

export function useBetaStatus() {
  return useQuery(betaStatusQuery());
}

/** The signed-in user's standing; idle (no request) while nobody is signed in. */
export function useSubscriptionStatus() {
  const { user } = useAuth();
  return useQuery(subscriptionStatusQuery(user?.id ?? null));
}

export function usePaymentProvider() {
  return useQuery({
    queryKey: accessKeys.provider,
    queryFn: () => unwrap(api.GET('/api/subscription/provider')),
    staleTime: Infinity,
  });
}

export function useUpgradeToPro() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: (plan: ApiBody<'post', '/api/subscription/upgrade'>['plan']) =>
      unwrap(
        api.POST('/api/subscription/upgrade', {
          body: { plan, return_path: returnPath() },
        }),
      ).then(paidOrRedirect),
    onSuccess: (reply) => {
      queryClient.setQueryData(accessKeys.subscription(userId), reply.status);
      void queryClient.invalidateQueries({ queryKey: ['subscription-status'] });
    },
  });
}

/** Records a use of a feature for the admin analytics. Best effort: a failure never bothers the user. */
export async function logFeatureAccess(
  event: ApiBody<'post', '/api/features/log-access'>,
): Promise<void> {
  try {
    await unwrap(api.POST('/api/features/log-access', { body: event }));
  } catch {
    // Analytics only; the user's action goes on regardless.
  }
}
