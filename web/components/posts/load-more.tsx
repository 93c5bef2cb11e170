/**
 * The end of a paged list: an invisible sentinel that fetches the next page as it scrolls
 * into view, and a "Load more" button for when it cannot (no IntersectionObserver, keyboard
 * users, or a failed page that needs a retry).
 */
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/api/api-client';
import { Button } from '../ui/button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  query: PagedQuery;
  /** Fetch automatically when the end of the list comes near. */
  auto?: boolean;
  label?: string;
}

export function LoadMore({ query, auto = true, label = 'Load more' }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // After a failed page, wait for the button: scrolling should not hammer a failing server.
  const shouldWatch = auto && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!shouldWatch || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shouldWatch, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      {isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger-300">
          {errorMessage(query.error, 'Could not load more')}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        loading={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchNextPageError ? 'Try again' : label}
      </Button>
    </div>
  );
}
