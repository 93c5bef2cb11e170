/**
 * Storefronts (spec part 1, sections 2, 4 and 7; calls 15-17 and 23): the creator's own
 * settings and subscription tiers, and a public storefront as a visitor sees it: settings,
 * open tiers, content for sale, the viewer's subscription, subscribing, cancelling and
 * buying a pay-per-view post.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { paidOrRedirect, returnPath } from './checkout-redirect';
import {
  publicStorefrontSettingsQuery,
  publicTiersQuery,
  storefrontContentQuery,
  storefrontKeys,
  viewerSubscriptionQuery,
} from './storefront.queries';

export type Tier = ApiReply<'get', '/api/storefront/tiers'>['tiers'][number];
export type TierBody = ApiBody<'post', '/api/storefront/tiers'>;
export type StorefrontSettingsBody = ApiBody<'post', '/api/storefront/settings'>;
export type StorefrontItem = ApiReply<
  'get',
  '/api/users/{userId}/storefront-content'
>['content'][number];
export type StorefrontSettings = ApiReply<'get', '/api/storefront/settings'>['settings'];
/** The viewer's subscription to a creator. */
export type ViewerSubscription = NonNullable<
  ApiReply<'get', '/api/users/{userId}/subscription-status'>['subscription']
>;

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/* ------------------------------------------------------------------ the creator's side */

export function useStorefrontSettings() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storefrontKeys.settings(viewerId),
    queryFn: () => unwrap(api.GET('/api/storefront/settings')).then((reply) => reply.settings),
    enabled: viewerId !== null,
  });
}

export function useSaveStorefrontSettings() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (input: StorefrontSettingsBody) =>
      unwrap(api.POST('/api/storefront/settings', { body: input })),
    onSuccess: (reply) => {
      queryClient.setQueryData(storefrontKeys.settings(viewerId), reply.settings);
      if (viewerId !== null) {
        queryClient.setQueryData(storefrontKeys.publicSettings(viewerId), reply);
      }
    },
  });
}

export function useOwnTiers() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storefrontKeys.tiers(viewerId),
    queryFn: () => unwrap(api.GET('/api/storefront/tiers')).then((reply) => reply.tiers),
    enabled: viewerId !== null,
  });
}

function useTierChange<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.tiers(viewerId) });
      if (viewerId !== null) {
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.publicTiers(viewerId) });
      }
    },
  });
}

/** Creates a tier (no id) or saves an edit. */
export function useSaveTier() {
  return useTierChange(({ id, input }: { id: number | null; input: TierBody }) =>
    unwrap(
      id === null
        ? api.POST('/api/storefront/tiers', { body: input })
        : api.PUT('/api/storefront/tiers/{id}', { params: { path: { id } }, body: input }),
    ).then((reply) => reply.tier),
  );
}

export function useSetTierActive() {
  return useTierChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    unwrap(
      api.PUT('/api/storefront/tiers/{id}/active', {
        params: { path: { id } },
        body: { is_active: isActive },
      }),
    ),
  );
}

export function useDeleteTier() {
  return useTierChange((id: number) =>
    unwrap(api.DELETE('/api/storefront/tiers/{id}', { params: { path: { id } } })),
  );
}

/* ------------------------------------------------------------------ a public storefront */

export function usePublicStorefrontSettings(creatorId: number) {
  return useQuery({
    ...publicStorefrontSettingsQuery(creatorId),
    select: (reply) => reply.settings,
  });
}

/** False while payments go through Stripe and the artist has no payout account yet. */
export function useCanSell(creatorId: number) {
  return useQuery({
    ...publicStorefrontSettingsQuery(creatorId),
    select: (reply) => reply.can_sell !== false,
  });
}

export function usePublicTiers(creatorId: number) {
  return useQuery(publicTiersQuery(creatorId));
}

/** Content for sale (price above 0), newest first, a page at a time. */
export function useStorefrontContent(creatorId: number) {
  return useInfiniteQuery(storefrontContentQuery(creatorId, useViewerId()));
}

/** The viewer's subscription to this creator; null when none (or nobody is signed in). */
export function useViewerSubscription(creatorId: number) {
  return useQuery(viewerSubscriptionQuery(creatorId, useViewerId()));
}

/** After a subscription changes: its status, and the content it may unlock (spec call 16). */
function refreshAfterSubscription(
  queryClient: ReturnType<typeof useQueryClient>,
  creatorId: number,
) {
  void queryClient.invalidateQueries({ queryKey: ['storefront', 'subscription', creatorId] });
  void queryClient.invalidateQueries({ queryKey: ['storefront', 'content', creatorId] });
  void queryClient.invalidateQueries({ queryKey: ['posts'] });
}

export function useSubscribe(creatorId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (request: ApiBody<'post', '/api/subscriptions/create'>) =>
      unwrap(
        api.POST('/api/subscriptions/create', { body: { ...request, return_path: returnPath() } }),
      ).then(paidOrRedirect),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        storefrontKeys.subscription(creatorId, viewerId),
        reply.subscription,
      );
      refreshAfterSubscription(queryClient, creatorId);
    },
  });
}

export function useCancelSubscription(creatorId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      unwrap(
        api.POST('/api/subscriptions/{id}/cancel', { params: { path: { id: subscriptionId } } }),
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        storefrontKeys.subscription(creatorId, viewerId),
        reply.subscription,
      );
      refreshAfterSubscription(queryClient, creatorId);
    },
  });
}

/** What moving to each of the creator's tiers would do and cost now, for a subscriber. */
export function useTierOptions(subscriptionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'tier-options', subscriptionId] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/subscriptions/{id}/tier-options', {
          params: { path: { id: subscriptionId } },
        }),
      ).then((reply) => reply.options),
    enabled,
    // A quote moves with the clock (an upgrade's charge shrinks): ask again each time it opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useChangeTier(creatorId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({
      subscriptionId,
      ...body
    }: { subscriptionId: number } & ApiBody<'post', '/api/subscriptions/{id}/change-tier'>) =>
      unwrap(
        api.POST('/api/subscriptions/{id}/change-tier', {
          params: { path: { id: subscriptionId } },
          body,
        }),
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        storefrontKeys.subscription(creatorId, viewerId),
        reply.subscription,
      );
      refreshAfterSubscription(queryClient, creatorId);
    },
  });
}

/** Undoes a cancel while the paid period lasts. */
export function useResumeSubscription(creatorId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      unwrap(
        api.POST('/api/subscriptions/{id}/resume', { params: { path: { id: subscriptionId } } }),
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        storefrontKeys.subscription(creatorId, viewerId),
        reply.subscription,
      );
      refreshAfterSubscription(queryClient, creatorId);
    },
  });
}

export type TierOption = ApiReply<'get', '/api/subscriptions/{id}/tier-options'>['options'][number];

/** Buys a pay-per-view post; the storefront then shows it unlocked (its content comes with the refresh). */
export function usePurchaseContent(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiBody<'post', '/api/content/purchase'>) =>
      unwrap(
        api.POST('/api/content/purchase', { body: { ...request, return_path: returnPath() } }),
      ).then(paidOrRedirect),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      await queryClient.invalidateQueries({ queryKey: ['storefront', 'content', creatorId] });
    },
  });
}
