/**
 * The admin console's Platform Settings (spec part 2, section 7: `GET/PUT /api/admin/settings`,
 * `GET /api/admin/system-status`), the integrations with their checks, and the outbox of
 * e-mail and texts kept without a provider.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationName } from '@contract/system';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { settingsKeys } from './settings.api';

export type AdminSettingsReply = ApiReply<'get', '/api/admin/settings'>;
export type SettingsUpdate = ApiBody<'put', '/api/admin/settings'>;
export type SystemStatus = ApiReply<'get', '/api/admin/system-status'>['system_status'];
export type Integration = ApiReply<'get', '/api/admin/integrations'>['integrations'][number];
export type IntegrationCheck = ApiReply<'post', '/api/admin/integrations/{name}/check'>;
export type OutboxMessage = ApiReply<'get', '/api/admin/outbox'>['messages'][number];
export type OutboxFilter = { to?: string; channel?: 'email' | 'sms' };

export const systemKeys = {
  settings: ['admin', 'settings'] as const,
  status: ['admin', 'system-status'] as const,
  integrations: ['admin', 'integrations'] as const,
  outboxAll: ['admin', 'outbox'] as const,
  outbox: (filter: OutboxFilter) => ['admin', 'outbox', filter] as const,
};

export function useAdminSettings() {
  return useQuery({
    queryKey: systemKeys.settings,
    queryFn: () => unwrap(api.GET('/api/admin/settings')),
  });
}

/**
 * Saves some settings of one category. On success the reply is the settings as they now are,
 * and the public settings (name, maintenance, flags) every screen reads are read again, so
 * a switched-off feature leaves the sidebar at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) => unwrap(api.PUT('/api/admin/settings', { body })),
    onSuccess: (reply) => {
      queryClient.setQueryData(systemKeys.settings, reply);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.public });
    },
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: () => unwrap(api.GET('/api/admin/system-status')).then((reply) => reply.system_status),
  });
}

export function useIntegrations() {
  return useQuery({
    queryKey: systemKeys.integrations,
    queryFn: () => unwrap(api.GET('/api/admin/integrations')).then((reply) => reply.integrations),
  });
}

/** Runs one integration's check; a test message lands in the outbox, so that is read again. */
export function useCheckIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, to }: { name: IntegrationName; to?: string }) =>
      unwrap(
        api.POST('/api/admin/integrations/{name}/check', {
          params: { path: { name } },
          body: to ? { to } : {},
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: systemKeys.outboxAll });
      void queryClient.invalidateQueries({ queryKey: systemKeys.status });
    },
  });
}

/** The outbox, newest first, a page at a time ("Load more" brings older messages). */
export function useOutbox(filter: OutboxFilter) {
  return useInfiniteQuery({
    queryKey: systemKeys.outbox(filter),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/admin/outbox', {
          params: {
            query: {
              cursor: pageParam ?? undefined,
              to: filter.to || undefined,
              channel: filter.channel,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
