import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nova, serve, callsTo } from './components/posts/test-kit';
import { preloadScreen } from './routes';

afterEach(() => vi.unstubAllGlobals());

const readsOf = (api: ReturnType<typeof serve>) =>
  api.calls.filter((call) => call.method === 'GET').map((call) => call.url.pathname);

/** Lets the promises and timers already due run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function openScreen(pathname: string, viewerId: Promise<number | null>, signedIn = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  preloadScreen(pathname, signedIn, { queryClient, viewerId });
  return queryClient;
}

describe('preloadScreen', () => {
  it("starts the feed's and the frame's first reads once it is known who is looking", async () => {
    const api = serve({
      'GET /api/feed/posts': { posts: [], nextCursor: null },
      'GET /api/feed/users': { users: [], nextCursor: null },
      'GET /api/feed/stats': { post_count: 0, creator_count: 0 },
    });
    let answerSession: (viewerId: number | null) => void = () => undefined;
    openScreen('/feed', new Promise((resolve) => (answerSession = resolve)));
    // Nothing is read before then: the reads are keyed by the viewer.
    await settle();
    expect(readsOf(api)).toEqual([]);

    answerSession(nova.id);
    await vi.waitFor(() =>
      expect(readsOf(api).sort()).toEqual([
        '/api/beta/status',
        '/api/feed/posts',
        '/api/feed/stats',
        '/api/feed/users',
        '/api/subscription/status',
      ]),
    );
  });

  it('reads nothing for a signed-in screen when nobody turns out to be signed in', async () => {
    const api = serve({});
    openScreen('/feed', Promise.resolve(null));
    await settle();
    expect(readsOf(api)).toEqual([]);
  });

  it("starts a storefront's reads for a visitor, without the viewer's own subscription", async () => {
    const api = serve({});
    const queryClient = openScreen('/storefront/7', Promise.resolve(null), false);
    await vi.waitFor(() =>
      expect(callsTo(api, 'GET', '/api/users/7/storefront-content')).toHaveLength(1),
    );
    expect(readsOf(api).sort()).toEqual([
      '/api/users/7/profile',
      '/api/users/7/storefront-content',
      '/api/users/7/storefront-settings',
      '/api/users/7/subscription-tiers',
    ]);
    // Under the keys the page reads, so its first render finds them under way.
    expect(queryClient.getQueryState(['people', 'profile', 7, null])).toBeDefined();
  });

  it('reads nothing for a storefront address that names no artist', async () => {
    const api = serve({});
    openScreen('/storefront/not-a-number', Promise.resolve(null), false);
    await settle();
    expect(readsOf(api)).toEqual([]);
  });
});
