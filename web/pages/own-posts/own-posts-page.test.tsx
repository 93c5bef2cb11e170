import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makePost, renderPage, serve } from '../../components/posts/test-kit';
import { OwnPostsPage } from './own-posts-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mine = { creator_id: 1, can: { edit: true, delete: true } };
const draft = makePost({ ...mine, id: 21, title: 'Studio diary', hidden: false });
const stems = makePost({
  ...mine,
  id: 22,
  title: 'Paid stems',
  visibility: 'ppv',
  price_cents: 499,
  hidden: true,
});

function open(path = '/posts/mine') {
  return renderPage(<OwnPostsPage />, { path, pattern: '/posts/mine' });
}

describe('OwnPostsPage', () => {
  it('lists the creator’s posts with who sees each, and pages on with the cursor', async () => {
    const fetchMock = serve({
      'GET /api/posts/mine?show=all': { posts: [draft, stems], nextCursor: 'c1' },
      'GET /api/posts/mine?cursor=c1&show=all': {
        posts: [makePost({ ...mine, id: 5, title: 'Older one' })],
        nextCursor: null,
      },
    });
    open();
    const row = (await screen.findByRole('article', { name: 'Paid stems' })).closest('li')!;
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(within(row).getByText(/Pay-per-view · \$4\.99/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Show' })).toBeTruthy();
    const visible = screen.getByRole('article', { name: 'Studio diary' }).closest('li')!;
    expect(within(visible).getByText('Public')).toBeTruthy();
    expect(within(visible).getByRole('button', { name: 'Hide' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Older one' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/posts/mine')).toHaveLength(2);
  });

  it('hides a post and shows it again through the API', async () => {
    let hidden = false;
    const fetchMock = serve({
      'GET /api/posts/mine?show=all': () =>
        json(200, { posts: [{ ...draft, hidden }], nextCursor: null }),
      'PUT /api/posts/21/hidden': (call: { body: unknown }) => {
        hidden = (call.body as { hidden: boolean }).hidden;
        return json(200, { post: { ...draft, hidden } });
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Post hidden')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Show' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Post visible again')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/posts/21/hidden').map((call) => call.body)).toEqual([
      { hidden: true },
      { hidden: false },
    ]);
  });

  it('asks before deleting, and deletes only after Delete', async () => {
    const fetchMock = serve({
      'GET /api/posts/mine?show=all': { posts: [draft], nextCursor: null },
      'DELETE /api/posts/21': { success: true },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(
      within(dialog).getByText(/Are you sure you want to delete "Studio diary"\?/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/21')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete post' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Post deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/21')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Studio diary' })).toBeNull());
  });

  it('opens the Hidden tab from the address, with its own empty state, and shows load errors', async () => {
    serve({
      'GET /api/posts/mine?show=hidden': { posts: [], nextCursor: null },
      'GET /api/posts/mine?show=all': json(500, { error: 'Database unavailable' }),
    });
    open('/posts/mine?show=hidden');
    expect(await screen.findByText('No hidden posts')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Hidden' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'All posts' }));
    expect(await screen.findByText('Could not load your posts')).toBeTruthy();
  });
});
