/**
 * The first reads of the screens a page load opens most, started by `preloadScreen`
 * (routes.tsx) from the first bundle, beside the screen's chunks: otherwise each waits until
 * the chunks have loaded and the screen has rendered, a round trip or two on a phone before
 * the first paint. The screens read the same queries and find them under way or answered.
 */
import type { QueryClient } from '@tanstack/react-query';
import { betaStatusQuery, subscriptionStatusQuery } from './lib/api/access.queries';
import { creatorsQuery, profileQuery } from './lib/api/people.queries';
import { feedPostsQuery, feedStatsQuery } from './lib/api/posts.queries';
import {
  publicStorefrontSettingsQuery,
  publicTiersQuery,
  storefrontContentQuery,
  storefrontCreatorId,
  viewerSubscriptionQuery,
} from './lib/api/storefront.queries';

export interface ScreenReads {
  queryClient: QueryClient;
  /**
   * Who is looking, which keys the reads: the id in the signed-in hint at once, else the
   * session read's answer (null for a visitor).
   */
  viewerId: Promise<number | null>;
  /** The route's parameters (`/storefront/:userId` gives `userId`). */
  params: Readonly<Partial<Record<string, string>>>;
}

export type Prefetch = (reads: ScreenReads) => void;

/** Runs `start` with the viewer's id once it is known that someone is signed in. */
function whenSignedIn({ viewerId }: ScreenReads, start: (viewerId: number) => void): void {
  void viewerId.then((id) => {
    if (id !== null) start(id);
  });
}

/** The signed-in frame's banners, which the page waits for (components/app-shell.tsx). */
export const frameReads: Prefetch = (reads) =>
  whenSignedIn(reads, (viewerId) => {
    void reads.queryClient.prefetchQuery(betaStatusQuery());
    void reads.queryClient.prefetchQuery(subscriptionStatusQuery(viewerId));
  });

/** The feed's posts, its tab counts and the creators beside them (pages/feed). */
export const feedReads: Prefetch = (reads) =>
  whenSignedIn(reads, (viewerId) => {
    void reads.queryClient.prefetchInfiniteQuery(feedPostsQuery(viewerId));
    void reads.queryClient.prefetchInfiniteQuery(creatorsQuery(viewerId));
    void reads.queryClient.prefetchQuery(feedStatsQuery());
  });

/** An artist's storefront, for a visitor or a signed-in viewer (pages/storefront). */
export const storefrontReads: Prefetch = (reads) => {
  const creatorId = storefrontCreatorId(reads.params.userId);
  if (creatorId === null) return;
  const { queryClient } = reads;
  void queryClient.prefetchQuery(publicStorefrontSettingsQuery(creatorId));
  void queryClient.prefetchQuery(publicTiersQuery(creatorId));
  void reads.viewerId.then((viewerId) => {
    void queryClient.prefetchQuery(profileQuery(creatorId, viewerId));
    void queryClient.prefetchInfiniteQuery(storefrontContentQuery(creatorId, viewerId));
    if (viewerId !== null) {
      void queryClient.prefetchQuery(viewerSubscriptionQuery(creatorId, viewerId));
    }
  });
  frameReads(reads);
};
