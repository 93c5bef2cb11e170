/**
 * The keys and reads of beta, trial and Pro standing that a page's first paint waits for (the
 * frame's banners), apart from access.api.ts so the first bundle can start them
 * (screen-reads.ts) without the mutations and hooks.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

export const accessKeys = {
  beta: ['beta-status'] as const,
  provider: ['payment-provider'] as const,
  /** Per user, so a different account never sees the previous one's standing. */
  subscription: (userId: number | null) => ['subscription-status', userId] as const,
};

export function betaStatusQuery() {
  return queryOptions({
    queryKey: accessKeys.beta,
    queryFn: () => unwrap(api.GET('/api/beta/status')),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's standing; idle (no request) while nobody is signed in. */
export function subscriptionStatusQuery(userId: number | null) {
  return queryOptions({
    queryKey: accessKeys.subscription(userId),
    queryFn: () => unwrap(api.GET('/api/subscription/status')),
    enabled: userId !== null,
  });
}
