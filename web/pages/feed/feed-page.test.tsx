import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  makePerson,
  makePost,
  nova,
  renderPage,
  serve,
} from '../../components/posts/test-kit';
import { FeedPage } from './feed-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const feed = {
  posts: [
    makePost({ id: 1, title: 'First light' }),
    makePost({ id: 2, title: 'Second wind' }),
    makePost({
      id: 3,
      title: 'Paid stems',
      content: null,
      locked: true,
      visibility: 'ppv',
      price_cents: 499,
    }),
  ],
  nextCursor: null,
};

function serveFeed(extra: Record<string, unknown> = {}) {
  return serve({
    'GET /api/feed/posts': feed,
    'GET /api/feed/stats': { post_count: 42, creator_count: 7 },
    'GET /api/feed/users': {
      users: [makePerson(), makePerson({ id: 1, display_name: 'Nova Reyes', role: 'artist' })],
      nextCursor: null,
    },
    ...extra,
  });
}

describe('FeedPage', () => {
  it('shows both tabs with their counts, and the latest posts', async () => {
    serveFeed();
    renderPage(<FeedPage />, { path: '/feed' });
    expect(await screen.findByRole('tab', { name: /Latest Posts\s*42/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Creators\s*7/ })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'First light' })).toBeTruthy();
    const locked = screen.getByRole('article', { name: 'Paid stems' });
    expect(within(locked).getByRole('button', { name: 'Unlock for $4.99' })).toBeTruthy();
  });

  it('hides a post from the options menu: it leaves the list, the server is told, Undo brings it back', async () => {
    const fetchMock = serveFeed({
      'POST /api/posts/2/hide': { hidden: true },
      'DELETE /api/posts/2/hide': { hidden: false },
    });
    renderPage(<FeedPage />, { path: '/feed' });
    const card = await screen.findByRole('article', { name: 'Second wind' });

    fireEvent.click(within(card).getByRole('button', { name: 'Post options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide post' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Second wind' })).toBeNull());
    expect(screen.getByRole('article', { name: 'First light' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/posts/2/hide')).toHaveLength(1));

    expect(await screen.findByText('Post hidden from your feed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Second wind' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/posts/2/hide')).toHaveLength(1));
  });

  it('puts a hidden post back and says so when the server refuses', async () => {
    serveFeed({
      'POST /api/posts/2/hide': () =>
        new Response(JSON.stringify({ error: 'Post not found' }), { status: 404 }),
    });
    renderPage(<FeedPage />, { path: '/feed' });
    const card = await screen.findByRole('article', { name: 'Second wind' });
    fireEvent.click(within(card).getByRole('button', { name: 'Post options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide post' }));
    expect(await screen.findByText('Could not hide the post')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Second wind' })).toBeTruthy();
  });

  it('lists creators with Follow, but not for yourself', async () => {
    serveFeed();
    renderPage(<FeedPage />, { path: '/feed?tab=creators' });
    const dex = (await screen.findByRole('link', { name: 'Dex Okafor' })).closest(
      'li',
    ) as HTMLElement;
    await waitFor(() => expect(within(dex).getByRole('button', { name: 'Follow' })).toBeTruthy());
    const self = screen
      .getByRole('link', { name: nova.display_name as string })
      .closest('li') as HTMLElement;
    expect(within(self).getByText('You')).toBeTruthy();
    expect(within(self).queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});
