/**
 * The keys of every post cache and the reads of the feed that its first paint waits for,
 * apart from posts.api.ts so the first bundle can start them (screen-reads.ts) without the
 * mutations and hooks.
 */
import type { OwnPostsFilter } from '@contract/posts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export type PostsReply = ApiReply<'get', '/api/feed/posts'>;

/**
 * Every post list and post lives under `['posts']`; replies carry what the viewer may do
 * (`liked_by_me`, `can`), so the viewer's id is part of each key.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: (viewerId: number | null) => ['posts', 'feed', viewerId] as const,
  recent: (viewerId: number | null) => ['posts', 'recent', viewerId] as const,
  mine: (viewerId: number | null, show: OwnPostsFilter) =>
    ['posts', 'mine', viewerId, show] as const,
  byUser: (userId: number, viewerId: number | null) =>
    ['posts', 'by-user', userId, viewerId] as const,
  detail: (postId: number, viewerId: number | null) =>
    ['posts', 'detail', postId, viewerId] as const,
  /** Under `posts` too, so whatever refreshes posts (a new post) refreshes the counts. */
  stats: ['posts', 'stats'] as const,
  comments: (postId: number, viewerId: number | null) => ['comments', postId, viewerId] as const,
};

export function feedStatsQuery() {
  return queryOptions({
    queryKey: postKeys.stats,
    queryFn: () => unwrap(api.GET('/api/feed/stats')),
  });
}

/** A list of posts a page at a time, `fetchPage` given the cursor of the page after. */
export function postPages(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<PostsReply>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/** The community feed, newest first, a page at a time. */
export function feedPostsQuery(viewerId: number | null) {
  return postPages(postKeys.feed(viewerId), (cursor) =>
    unwrap(api.GET('/api/feed/posts', { params: { query: { cursor } } })),
  );
}
