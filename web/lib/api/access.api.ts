/** Beta, trial and Pro standing, the upgrade, and feature-use logging (spec part 1, §7 calls 5-8). */
import type {
  BetaStatus,
  LogFeatureAccessRequest,
  PaymentProviderInfo,
  ProPlan,
  SubscriptionStatus,
  UpgradeReply,
} from '@contract/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { apiFetch } from './api-client';

export const accessKeys = {
  beta: ['beta-status'] as const,
  provider: ['payment-provider'] as const,
  /** Per user, so a different account never sees the previous one's standing. */
  subscription: (userId: number | null) => ['subscription-status', userId] as const,
};

export function useBetaStatus() {
  return useQuery({
    queryKey: accessKeys.beta,
    queryFn: () => apiFetch<BetaStatus>('/api/beta/status'),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's standing; idle (no request) while nobody is signed in. */
export function useSubscriptionStatus() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: accessKeys.subscription(userId),
    queryFn: () => apiFetch<SubscriptionStatus>('/api/subscription/status'),
    enabled: userId !== null,
  });
}

export function usePaymentProvider() {
  return useQuery({
    queryKey: accessKeys.provider,
    queryFn: () => apiFetch<PaymentProviderInfo>('/api/subscription/provider'),
    staleTime: Infinity,
  });
}

export function useUpgradeToPro() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: (plan: ProPlan) =>
      apiFetch<UpgradeReply>('/api/subscription/upgrade', { method: 'POST', json: { plan } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(accessKeys.subscription(userId), reply.status);
      void queryClient.invalidateQueries({ queryKey: ['subscription-status'] });
    },
  });
}

/** Records a use of a feature for the admin analytics. Best effort: a failure never bothers the user. */
export async function logFeatureAccess(event: LogFeatureAccessRequest): Promise<void> {
  try {
    await apiFetch('/api/features/log-access', { method: 'POST', json: event });
  } catch {
    // Analytics only; the user's action goes on regardless.
  }
}
