import { LRUCache } from 'lru-cache';
import type { Post } from '../../../contract/posts';
import type { ServiceContext } from '../../context';

export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

/** How stale a signed-out reader's feed may be when another process changed it. */
export const PUBLIC_FEED_TTL_MS = 1000;

/**
 * The feed as signed-out readers see it, each page kept for a second.
 *
 * Why: a signed-out reader has no likes, hides or purchases of their own, so every one of
 * them gets the same page, and the public feed is read far more often than it changes. A
 * page read once a second instead of once a request is most of what a busy public feed costs
 * (bench/README.md). Signed-in pages are never kept.
 *
 * Always current within this process: every write that changes what a page shows (a post,
 * a like, a comment, a share, a profile, a suspension) forgets the pages here at once. A
 * change made by another process shows within a second, as a changed setting does.
 * Concurrent misses of one page share a single read (`fetch`).
 */
export class PublicFeedPages {
  private readonly pages: LRUCache<string, PostPage, () => Promise<PostPage>>;

  constructor(now: () => Date) {
    this.pages = new LRUCache({
      max: 500,
      ttl: PUBLIC_FEED_TTL_MS,
      // The services' clock, read afresh each time (lru-cache otherwise reuses one reading
      // for a while), so tests that move time see pages expire.
      perf: { now: () => now().getTime() },
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context: read }) => read(),
    });
  }

  async page(key: string, read: () => Promise<PostPage>): Promise<PostPage> {
    return (await this.pages.fetch(key, { context: read })) as PostPage;
  }

  forget() {
    this.pages.clear();
  }
}

const perContext = new WeakMap<ServiceContext, PublicFeedPages>();

/** The pages of this app's process (one per context, so test apps never share them). */
export function publicFeedPages(ctx: ServiceContext): PublicFeedPages {
  let pages = perContext.get(ctx);
  if (!pages) {
    pages = new PublicFeedPages(ctx.now);
    perContext.set(ctx, pages);
  }
  return pages;
}
