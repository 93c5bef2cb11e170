/**
 * A fan's dashboard: the people they follow (most recently followed first) and the new posts
 * of those people, each a page at a time. Following changes both, so the follow mutation's
 * success refreshes them (see `refreshFanHome`).
 */
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import { storefrontKeys } from './storefront.queries';

/** How many followed people the dashboard shows before "Show more". */
export const FOLLOWING_PAGE_SIZE = 8;

export const fanHomeKeys = {
  /** Under `people`, so what refreshes people (a profile change) refreshes this list too. */
  following: (viewerId: number | null) => ['people', 'following', viewerId] as const,
  /** Under `posts`, so every post change (a like, a hide) reaches these cards too. */
  followingPosts: (viewerId: number | null) => ['posts', 'following', viewerId] as const,
};

export function useFollowing() {
  const viewerId = useAuth().user?.id ?? null;
  return useInfiniteQuery({
    queryKey: fanHomeKeys.following(viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/users/me/following', {
          params: { query: { cursor: pageParam ?? undefined, limit: FOLLOWING_PAGE_SIZE } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}

export function useFollowingPosts() {
  const viewerId = useAuth().user?.id ?? null;
  return useInfiniteQuery({
    queryKey: fanHomeKeys.followingPosts(viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/feed/following', { params: { query: { cursor: pageParam ?? undefined } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}

/** After a follow or unfollow: who is followed, and whose posts the dashboard shows. */
export function refreshFanHome(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['people', 'following'] });
  void queryClient.invalidateQueries({ queryKey: ['posts', 'following'] });
}

interface FollowedPerson {
  id: number;
}

/**
 * The viewer's subscriptions among `people`, from each one's subscription-status (the
 * storefront's call and cache key, so a subscription started there shows here at once).
 */
export function useFollowedSubscriptions<Person extends FollowedPerson>(people: Person[]) {
  const viewerId = useAuth().user?.id ?? null;
  return useQueries({
    queries: people.map((person) => ({
      queryKey: storefrontKeys.subscription(person.id, viewerId),
      queryFn: () =>
        unwrap(
          api.GET('/api/users/{userId}/subscription-status', {
            params: { path: { userId: person.id } },
          }),
        ).then((reply) => reply.subscription),
      enabled: viewerId !== null,
    })),
    combine: (results) => ({
      list: results.flatMap((result, index) =>
        result.data ? [{ person: people[index], subscription: result.data }] : [],
      ),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
