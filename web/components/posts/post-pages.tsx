/**
 * A paged list of posts as the feed and profiles show it: a skeleton while the first page
 * loads, an error with a retry when it fails, the caller's empty state when there are none,
 * then the posts with the next page loading as the end comes near.
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-client';
import { ErrorState } from '../ui/states';
import { LoadMore } from './load-more';
import { PostCard, PostListSkeleton } from './post-card';
import type { PostsPage } from '../../lib/api/posts.api';

interface PostPagesQuery {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  error: unknown;
  data: { pages: PostsPage[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface PostPagesProps {
  query: PostPagesQuery;
  errorTitle: string;
  /** Shown when the list is empty to the end. */
  empty: ReactNode;
  skeletonCount?: number;
  /** Offer "Hide post" on each card (the feed does; a profile does not). */
  allowHide?: boolean;
  /** After the last page, when there were posts. */
  end?: ReactNode;
  /** Fetch the next page as the end comes near (off where more follows below the list). */
  autoLoad?: boolean;
}

export function PostPages({
  query,
  errorTitle,
  empty,
  skeletonCount,
  allowHide = false,
  end,
  autoLoad = true,
}: PostPagesProps) {
  if (query.isPending) return <PostListSkeleton count={skeletonCount} />;
  if (!query.data) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0 && !query.hasNextPage) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} allowHide={allowHide} countView />
      ))}
      <LoadMore query={query} auto={autoLoad} />
      {!query.hasNextPage && end}
    </div>
  );
}
