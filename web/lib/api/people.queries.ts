/**
 * The keys of profile and Creators caches and the reads a feed or a storefront waits for,
 * apart from people.api.ts so the first bundle can start them (screen-reads.ts) without the
 * mutations and hooks.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/** `is_following` depends on who looks, so the viewer's id is part of each key. */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (userId: number, viewerId: number | null) =>
    ['people', 'profile', userId, viewerId] as const,
  creators: (viewerId: number | null) => ['people', 'creators', viewerId] as const,
};

export function profileQuery(userId: number, viewerId: number | null, enabled = true) {
  return queryOptions({
    queryKey: peopleKeys.profile(userId, viewerId),
    queryFn: () =>
      unwrap(api.GET('/api/users/{userId}/profile', { params: { path: { userId } } })).then(
        (reply) => reply.user,
      ),
    enabled,
  });
}

/** The Creators tab: artists, creators and producers, most followed first. */
export function creatorsQuery(viewerId: number | null, enabled = true) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.creators(viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/feed/users', { params: { query: { cursor: pageParam ?? undefined } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
