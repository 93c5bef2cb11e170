/**
 * Social connections (spec part 2, section 7, Social): connections, the connect popup, sync as
 * background jobs, the content library and the Hub's figures.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialPlatform } from '@contract/social';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export type SocialConnectionsReply = ApiReply<'get', '/api/social/connections'>;
export type SocialConnection = SocialConnectionsReply['connections'][number];
export type SocialPlatformSetup = SocialConnectionsReply['platforms'][number];
export type SocialContentReply = ApiReply<'get', '/api/social/content'>;
export type SocialContentItem = SocialContentReply['content'][number];
export type SocialOverview = ApiReply<'get', '/api/social/overview'>;

export interface ContentFilter {
  platform: SocialPlatform | 'all';
  videosOnly: boolean;
  page: number;
}

export const socialKeys = {
  all: ['social'] as const,
  connections: (viewerId: number | null) => ['social', 'connections', viewerId] as const,
  content: (viewerId: number | null, filter?: ContentFilter) =>
    filter
      ? (['social', 'content', viewerId, filter] as const)
      : (['social', 'content', viewerId] as const),
  overview: (viewerId: number | null) => ['social', 'overview', viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

export function useSocialConnections() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: socialKeys.connections(viewerId),
    queryFn: () => unwrap(api.GET('/api/social/connections')),
    enabled: viewerId !== null,
  });
}

export function useSocialContent(filter: ContentFilter) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: socialKeys.content(viewerId, filter),
    queryFn: () =>
      unwrap(
        api.GET('/api/social/content', {
          params: {
            query: {
              platform: filter.platform,
              videos_only: filter.videosOnly ? 'true' : undefined,
              page: filter.page,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: viewerId !== null,
  });
}

export function useSocialOverview() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: socialKeys.overview(viewerId),
    queryFn: () => unwrap(api.GET('/api/social/overview')),
    enabled: viewerId !== null,
  });
}

/** Every social query again: after connecting, disconnecting or a sync. */
export function useRefreshSocial() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: socialKeys.all });
}

export function fetchOAuthUrl(platform: SocialPlatform) {
  return unwrap(api.GET('/api/social/{platform}/oauth-url', { params: { path: { platform } } }));
}

export function useDisconnect() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (platform: SocialPlatform) =>
      unwrap(api.DELETE('/api/social/{platform}/disconnect', { params: { path: { platform } } })),
    onSuccess: () => refresh(),
  });
}

export function useRequestSync() {
  return useMutation({
    mutationFn: (platform: SocialPlatform | 'all') =>
      unwrap(api.POST('/api/social/sync', { body: { platform } })),
  });
}

export type Publication = ApiReply<'get', '/api/social/publications/{id}'>['publication'];

/** Post Now: queues the publication; its job publishes it. */
export function usePublish() {
  return useMutation({
    mutationFn: ({
      platform,
      text,
      posts,
    }: {
      platform: SocialPlatform;
      text: string;
      /** A thread's posts, published as a reply chain. */
      posts?: string[];
    }) =>
      unwrap(
        api.POST('/api/social/{platform}/publish', {
          params: { path: { platform } },
          body: posts ? { text, posts } : { text },
        }),
      ),
  });
}

export function fetchPublication(id: number) {
  return unwrap(api.GET('/api/social/publications/{id}', { params: { path: { id } } }));
}
