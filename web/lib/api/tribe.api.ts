/**
 * Find Your Tribe (spec part 2, section 7, "Email and campaigns"): the fan list, templates,
 * the test e-mail, campaigns and their analytics; and the fans' side (join, confirm,
 * unsubscribe) that works signed out.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';

export type EmailSubscriber = ApiReply<'get', '/api/email/subscribers'>['subscribers'][number];
export type EmailTemplate = ApiReply<'get', '/api/email/templates'>['templates'][number];
export type Campaign = ApiReply<'get', '/api/campaigns'>['campaigns'][number];
export type CampaignAnalytics = ApiReply<'get', '/api/campaigns/analytics'>;
export type AddSubscriberBody = ApiBody<'post', '/api/email/subscribers'>;
export type TemplateBody = ApiBody<'post', '/api/email/templates'>;
export type CampaignBody = ApiBody<'post', '/api/campaigns'>;
export type TestEmailBody = ApiBody<'post', '/api/email/test'>;
export type JoinListBody = ApiBody<'post', '/api/email/join/{creatorId}'>;

export const tribeKeys = {
  all: ['tribe'] as const,
  subscribers: (viewerId: number | null) => ['tribe', 'subscribers', viewerId] as const,
  templates: (viewerId: number | null) => ['tribe', 'templates', viewerId] as const,
  campaigns: (viewerId: number | null) => ['tribe', 'campaigns', viewerId] as const,
  analytics: (viewerId: number | null) => ['tribe', 'analytics', viewerId] as const,
  preferences: (viewerId: number | null) => ['tribe', 'preferences', viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/** After any change, every figure of the screen is read again. */
function useInvalidateTribe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tribeKeys.all });
}

/** The fan list, newest first, a page at a time. */
export function useSubscribers() {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: tribeKeys.subscribers(viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/email/subscribers', {
          params: { query: { cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}

export function useAddSubscriber() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (body: AddSubscriberBody) =>
      unwrap(api.POST('/api/email/subscribers', { body })).then((reply) => reply.subscriber),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteSubscriber() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/email/subscribers/{id}', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}

export function useTemplates() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: tribeKeys.templates(viewerId),
    queryFn: () => unwrap(api.GET('/api/email/templates')).then((reply) => reply.templates),
    enabled: viewerId !== null,
  });
}

/** Creates a template (no id) or saves an edit. */
export function useSaveTemplate() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TemplateBody }) =>
      unwrap(
        id === null
          ? api.POST('/api/email/templates', { body })
          : api.PUT('/api/email/templates/{id}', { params: { path: { id } }, body }),
      ).then((reply) => reply.template),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/email/templates/{id}', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (body: TestEmailBody) => unwrap(api.POST('/api/email/test', { body })),
  });
}

export function useCampaigns() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: tribeKeys.campaigns(viewerId),
    queryFn: () => unwrap(api.GET('/api/campaigns')).then((reply) => reply.campaigns),
    enabled: viewerId !== null,
    // While one is going out, its rates and counts move: read them again now and then.
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => campaign.status === 'sending') ? 2000 : false,
  });
}

export function useCreateCampaign() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (body: CampaignBody) =>
      unwrap(api.POST('/api/campaigns', { body })).then((reply) => reply.campaign),
    onSuccess: () => void invalidate(),
  });
}

export function useSendCampaign() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/campaigns/{id}/send', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}

export function useResumeCampaign() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/campaigns/{id}/resume', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/campaigns/{id}', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}

export function useCampaignAnalytics() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: tribeKeys.analytics(viewerId),
    queryFn: () => unwrap(api.GET('/api/campaigns/analytics')),
    enabled: viewerId !== null,
  });
}

export function useTribePreferences() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: tribeKeys.preferences(viewerId),
    queryFn: () => unwrap(api.GET('/api/email/preferences')),
    enabled: viewerId !== null,
  });
}

export function useSetTracking() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (tracking_enabled: boolean) =>
      unwrap(api.PUT('/api/email/preferences', { body: { tracking_enabled } })),
    onSuccess: () => void invalidate(),
  });
}

export function useJoinList(creatorId: number) {
  return useMutation({
    mutationFn: (body: JoinListBody) =>
      unwrap(api.POST('/api/email/join/{creatorId}', { params: { path: { creatorId } }, body })),
  });
}

export function confirmJoin(token: string) {
  return unwrap(api.POST('/api/email/confirm', { body: { token } }));
}

export function subscriptionByToken(token: string) {
  return unwrap(api.GET('/api/email/subscription/{token}', { params: { path: { token } } }));
}

export function unsubscribeByToken(token: string) {
  return unwrap(api.POST('/api/email/unsubscribe/{token}', { params: { path: { token } } }));
}

export type ImportReply = ApiReply<'post', '/api/email/subscribers/import'>;

/** A CSV import: first `dry_run` for the per-row preview, then the import itself. */
export function useImportSubscribers() {
  const invalidate = useInvalidateTribe();
  return useMutation({
    mutationFn: (body: { csv: string; dry_run: boolean }) =>
      unwrap(api.POST('/api/email/subscribers/import', { body })),
    onSuccess: (reply) => {
      if (!reply.dry_run) void invalidate();
    },
  });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

/**
 * "Get notified": asks the browser for permission, subscribes it to Web Push with the
 * server's VAPID key, and registers the subscription with the creator.
 */
export async function subscribeToPush(creatorId: number): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked in this browser');
  const registration = await navigator.serviceWorker.register('/push-sw.js');
  await navigator.serviceWorker.ready;
  const { public_key } = await unwrap(api.GET('/api/push/key'));
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(public_key),
  });
  const json = subscription.toJSON();
  await unwrap(
    api.POST('/api/push/subscribe/{creatorId}', {
      params: { path: { creatorId } },
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  );
}
