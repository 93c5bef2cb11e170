/**
 * The keys of storefront caches and the reads a public storefront's first paint waits for,
 * apart from storefront.api.ts so the first bundle can start them (screen-reads.ts) without
 * the mutations and hooks.
 */
import { StorefrontLimits } from '@contract/limits';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/** Everything here lives under `['storefront']`; what depends on the viewer has their id in the key. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  settings: (viewerId: number | null) => ['storefront', 'settings', viewerId] as const,
  tiers: (viewerId: number | null) => ['storefront', 'tiers', viewerId] as const,
  publicSettings: (creatorId: number) => ['storefront', 'public-settings', creatorId] as const,
  publicTiers: (creatorId: number) => ['storefront', 'public-tiers', creatorId] as const,
  content: (creatorId: number, viewerId: number | null) =>
    ['storefront', 'content', creatorId, viewerId] as const,
  subscription: (creatorId: number, viewerId: number | null) =>
    ['storefront', 'subscription', creatorId, viewerId] as const,
};

export function publicStorefrontSettingsQuery(creatorId: number) {
  return queryOptions({
    queryKey: storefrontKeys.publicSettings(creatorId),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/storefront-settings', {
          params: { path: { userId: creatorId } },
        }),
      ),
  });
}

export function publicTiersQuery(creatorId: number) {
  return queryOptions({
    queryKey: storefrontKeys.publicTiers(creatorId),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/subscription-tiers', {
          params: { path: { userId: creatorId } },
        }),
      ).then((reply) => reply.tiers),
  });
}

/** Content for sale (price above 0), newest first, a page at a time. */
export function storefrontContentQuery(creatorId: number, viewerId: number | null) {
  return infiniteQueryOptions({
    queryKey: storefrontKeys.content(creatorId, viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/users/{userId}/storefront-content', {
          params: {
            path: { userId: creatorId },
            query: { limit: StorefrontLimits.contentPageSize, cursor: pageParam ?? undefined },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The viewer's subscription to this creator; null when none (or nobody is signed in). */
export function viewerSubscriptionQuery(creatorId: number, viewerId: number | null) {
  return queryOptions({
    queryKey: storefrontKeys.subscription(creatorId, viewerId),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/subscription-status', {
          params: { path: { userId: creatorId } },
        }),
      ).then((reply) => reply.subscription),
    enabled: viewerId !== null,
  });
}

/** The artist's id in a storefront's address (`/storefront/:userId`), or null when it is none. */
export function storefrontCreatorId(userId: string | undefined): number | null {
  const creatorId = Number(userId);
  return Number.isInteger(creatorId) && creatorId > 0 ? creatorId : null;
}
