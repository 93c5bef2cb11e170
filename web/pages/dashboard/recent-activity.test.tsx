import { PostLimits } from '@contract/limits';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makePost, renderPage, serve } from '../../components/posts/test-kit';
import { RecentActivity } from './recent-activity';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentActivity', () => {
  it('lists the latest 5 posts with a 120-character preview and links to all posts', async () => {
    const long = `${'y'.repeat(PostLimits.previewLength)}HIDDEN`;
    const fetchMock = serve({
      'GET /api/posts?limit=5': {
        posts: [makePost({ id: 1, title: 'Night drive', content: long, like_count: 12 })],
        nextCursor: null,
      },
    });
    renderPage(<RecentActivity />);
    const item = (await screen.findByText('Night drive')).closest('a') as HTMLElement;
    expect(item.getAttribute('href')).toBe('/post/1');
    expect(within(item).getByText(`${'y'.repeat(PostLimits.previewLength)}…`)).toBeTruthy();
    expect(item.textContent).not.toContain('HIDDEN');
    expect(within(item).getByText('3h ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all posts' }).getAttribute('href')).toBe(
      '/posts/mine',
    );
    expect(callsTo(fetchMock, 'GET', '/api/posts')).toHaveLength(1);
  });

  it("offers 'Start D-Cyphering' when there are no posts yet", async () => {
    serve({ 'GET /api/posts?limit=5': { posts: [], nextCursor: null } });
    renderPage(<RecentActivity />);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start D-Cyphering' }).getAttribute('href')).toBe(
      '/writers-block',
    );
  });
});
