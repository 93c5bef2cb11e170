/**
 * Posts, the community feed, likes, shares, views, reports, hides and comments (spec part 1,
 * sections 2, 4 and 7; calls 9-12). A post can sit in several caches at once (the feed, a
 * profile, the dashboard, its own page), so every change goes through the helpers below,
 * which find it wherever it is.
 */
import { PostLimits } from '@contract/limits';
import type { OwnPostsFilter } from '@contract/posts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { feedPostsQuery, feedStatsQuery, postKeys, postPages } from './posts.queries';
import type { PostsReply } from './posts.queries';

export type Post = ApiReply<'get', '/api/posts/{id}'>['post'];
export type PostBody = ApiBody<'put', '/api/posts/{id}'>;
type PostReply = ApiReply<'get', '/api/posts/{id}'>;
type CommentsReply = ApiReply<'get', '/api/posts/{id}/comments'>;
export type PostsPage = PostsReply;
export type { OwnPostsFilter };
export type Comment = CommentsReply['comments'][number];

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/* ------------------------------------------------------------------ cache helpers */

type PostPages = InfiniteData<PostsReply, string | null>;

function isPostPages(data: unknown): data is PostPages {
  return Boolean(data && typeof data === 'object' && 'pages' in data);
}
function isPostsReply(data: unknown): data is PostsReply {
  return Boolean(data && typeof data === 'object' && 'posts' in data);
}
function isPostReply(data: unknown): data is PostReply {
  return Boolean(data && typeof data === 'object' && 'post' in data);
}

function mapPosts(posts: Post[], postId: number, update: (post: Post) => Post): Post[] {
  let changed = false;
  const next = posts.map((post) => {
    if (post.id !== postId) return post;
    changed = true;
    return update(post);
  });
  return changed ? next : posts;
}

/** Applies `update` to post `postId` in every cache that holds it. */
export function updatePostInCaches(
  queryClient: QueryClient,
  postId: number,
  update: (post: Post) => Post,
): void {
  queryClient.setQueriesData<unknown>({ queryKey: postKeys.all }, (data: unknown) => {
    if (isPostPages(data)) {
      const pages = data.pages.map((page) => {
        const posts = mapPosts(page.posts, postId, update);
        return posts === page.posts ? page : { ...page, posts };
      });
      return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
    }
    if (isPostsReply(data)) {
      const posts = mapPosts(data.posts, postId, update);
      return posts === data.posts ? data : { ...data, posts };
    }
    if (isPostReply(data) && data.post.id === postId) return { post: update(data.post) };
    return data;
  });
}

interface RemovedPost {
  queryKey: QueryKey;
  pageIndex: number;
  index: number;
  post: Post;
}

/**
 * Takes post `postId` out of every list (not its own page) and returns a function that puts
 * it back where it was, for Undo.
 */
export function removePostFromLists(queryClient: QueryClient, postId: number): () => void {
  const removed: RemovedPost[] = [];
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({
    queryKey: postKeys.all,
  })) {
    const pages = isPostPages(data) ? data.pages : isPostsReply(data) ? [data] : null;
    if (!pages) continue;
    pages.forEach((page, pageIndex) => {
      const index = page.posts.findIndex((post) => post.id === postId);
      if (index >= 0) removed.push({ queryKey, pageIndex, index, post: page.posts[index] });
    });
    const without = (posts: Post[]) => posts.filter((post) => post.id !== postId);
    if (isPostPages(data)) {
      queryClient.setQueryData<PostPages>(queryKey, {
        ...data,
        pages: data.pages.map((page) => ({ ...page, posts: without(page.posts) })),
      });
    } else if (isPostsReply(data)) {
      queryClient.setQueryData<PostsReply>(queryKey, { ...data, posts: without(data.posts) });
    }
  }

  return () => {
    for (const { queryKey, pageIndex, index, post } of removed) {
      queryClient.setQueryData<unknown>(queryKey, (data: unknown) => {
        const insert = (posts: Post[]) =>
          posts.some((existing) => existing.id === post.id)
            ? posts
            : [...posts.slice(0, index), post, ...posts.slice(index)];
        if (isPostPages(data)) {
          return {
            ...data,
            pages: data.pages.map((page, at) =>
              at === pageIndex ? { ...page, posts: insert(page.posts) } : page,
            ),
          };
        }
        if (isPostsReply(data)) return { ...data, posts: insert(data.posts) };
        return data;
      });
    }
  };
}

/* ------------------------------------------------------------------ reads */

export function useFeedStats() {
  return useQuery(feedStatsQuery());
}

function usePostPages(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<PostsReply>,
  enabled = true,
) {
  return useInfiniteQuery(postPages(queryKey, fetchPage, enabled));
}

/** The community feed, newest first, a page at a time. */
export function useFeedPosts() {
  return useInfiniteQuery(feedPostsQuery(useViewerId()));
}

/** One person's posts, a page at a time. */
export function useUserPosts(userId: number, enabled = true) {
  return usePostPages(
    postKeys.byUser(userId, useViewerId()),
    (cursor) =>
      unwrap(
        api.GET('/api/users/{userId}/posts', {
          params: { path: { userId }, query: { cursor } },
        }),
      ),
    enabled,
  );
}

/** The signed-in user's latest posts for the dashboard (call 9). */
export function useRecentPosts() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: postKeys.recent(viewerId),
    queryFn: () =>
      unwrap(
        api.GET('/api/posts', { params: { query: { limit: PostLimits.dashboardRecent } } }),
      ).then((reply) => reply.posts),
    enabled: viewerId !== null,
  });
}

/** The signed-in creator's own posts (all, visible or hidden), a page at a time. */
export function useOwnPosts(show: OwnPostsFilter) {
  const viewerId = useViewerId();
  return usePostPages(
    postKeys.mine(viewerId, show),
    (cursor) => unwrap(api.GET('/api/posts/mine', { params: { query: { cursor, show } } })),
    viewerId !== null,
  );
}

export function usePost(postId: number, enabled = true) {
  return useQuery({
    queryKey: postKeys.detail(postId, useViewerId()),
    queryFn: () => unwrap(api.GET('/api/posts/{id}', { params: { path: { id: postId } } })),
    enabled,
  });
}

/* ------------------------------------------------------------------ post actions */

/** Like or take back a like: shown at once, put back if the server refuses. */
export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: number; liked: boolean }) => {
      const init = { params: { path: { id: postId } } };
      return unwrap(
        liked ? api.POST('/api/posts/{id}/like', init) : api.DELETE('/api/posts/{id}/like', init),
      );
    },
    onMutate: ({ postId, liked }) => {
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        liked_by_me: liked,
        like_count: Math.max(0, post.like_count + (liked ? 1 : -1)),
      }));
    },
    onSuccess: (reply, { postId }) => {
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        liked_by_me: reply.liked,
        like_count: reply.like_count,
      }));
    },
    onError: (_error, { postId, liked }) => {
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        liked_by_me: !liked,
        like_count: Math.max(0, post.like_count + (liked ? -1 : 1)),
      }));
    },
  });
}

/** Counts a share of the post's link; the new total replaces the shown one. */
export function useRecordShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      unwrap(api.POST('/api/posts/{id}/share', { params: { path: { id: postId } } })),
    onSuccess: ({ share_count }, postId) =>
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, share_count })),
  });
}

/** Counts a view (the server keeps one per viewer per day) and shows the new total. */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      unwrap(api.POST('/api/posts/{id}/view', { params: { path: { id: postId } } })),
    onSuccess: ({ view_count }, postId) =>
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, view_count })),
  });
}

export function reportPost(postId: number, reason: string | undefined) {
  return unwrap(
    api.POST('/api/posts/{id}/report', {
      params: { path: { id: postId } },
      body: reason ? { reason } : {},
    }),
  );
}

export function reportComment(postId: number, commentId: number, reason: string | undefined) {
  return unwrap(
    api.POST('/api/posts/{id}/comments/{commentId}/report', {
      params: { path: { id: postId, commentId } },
      body: reason ? { reason } : {},
    }),
  );
}

export function setPostHidden(postId: number, hidden: boolean) {
  const init = { params: { path: { id: postId } } };
  return unwrap(
    hidden ? api.POST('/api/posts/{id}/hide', init) : api.DELETE('/api/posts/{id}/hide', init),
  );
}

/**
 * The creator hides their post from everyone else, or shows it again. Every list may change
 * (the feed, their profile, the hidden view of their own list), so all are asked again.
 */
export function useSetPostHiddenByCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hidden }: { postId: number; hidden: boolean }) =>
      unwrap(
        api.PUT('/api/posts/{id}/hidden', { params: { path: { id: postId } }, body: { hidden } }),
      ),
    onSuccess: ({ post }) => {
      updatePostInCaches(queryClient, post.id, () => post);
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      // The creator's post count on their profile.
      void queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, input }: { postId: number; input: PostBody }) =>
      unwrap(api.PUT('/api/posts/{id}', { params: { path: { id: postId } }, body: input })),
    onSuccess: ({ post }) => updatePostInCaches(queryClient, post.id, () => post),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      unwrap(api.DELETE('/api/posts/{id}', { params: { path: { id: postId } } })),
    onSuccess: (_reply, postId) => {
      removePostFromLists(queryClient, postId);
      // Not removed: its page may still be on screen while it navigates away. Next time
      // it is shown it asks again and learns the post is gone.
      void queryClient.invalidateQueries({
        queryKey: ['posts', 'detail', postId],
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.stats });
      // The author's post count on their profile.
      void queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });
}

/* ------------------------------------------------------------------ comments */

type CommentPages = InfiniteData<CommentsReply, string | null>;

/** A post's comments, newest first; "Load more" brings older ones. */
export function useComments(postId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId, useViewerId()),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/posts/{id}/comments', {
          params: { path: { id: postId }, query: { cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

function setCommentCount(queryClient: QueryClient, postId: number, commentCount: number) {
  updatePostInCaches(queryClient, postId, (post) => ({ ...post, comment_count: commentCount }));
}

export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(
        api.POST('/api/posts/{id}/comments', {
          params: { path: { id: postId } },
          body: { content },
        }),
      ),
    onSuccess: ({ comment, comment_count }) => {
      queryClient.setQueryData<CommentPages>(postKeys.comments(postId, viewerId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first, comments: [comment, ...first.comments] }, ...rest] };
      });
      setCommentCount(queryClient, postId, comment_count);
    },
  });
}

export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (commentId: number) =>
      unwrap(
        api.DELETE('/api/posts/{id}/comments/{commentId}', {
          params: { path: { id: postId, commentId } },
        }),
      ),
    onSuccess: ({ comment_count }, commentId) => {
      queryClient.setQueryData<CommentPages>(postKeys.comments(postId, viewerId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      );
      setCommentCount(queryClient, postId, comment_count);
    },
  });
}
