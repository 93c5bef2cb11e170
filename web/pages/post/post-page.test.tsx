import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENTS_LOCKED } from '../../components/posts/comment-list';
import { callsTo, json, makePost, nova, renderPage, serve } from '../../components/posts/test-kit';
import { PostPage } from './post-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPost(id: string) {
  return renderPage(<PostPage />, { path: `/post/${id}`, pattern: '/post/:id' });
}

const author = {
  id: 4,
  display_name: 'Lena Park',
  role: 'creator' as const,
  is_verified: false,
  avatar_url: null,
};
const comment = (id: number, content: string, canDelete = false) => ({
  id,
  post_id: 10,
  author,
  content,
  created_at: new Date().toISOString(),
  removed: false,
  can: { delete: canDelete },
});

describe('PostPage', () => {
  it('shows the whole post, counts a view once, and lists comments as plain text', async () => {
    const long = 'x'.repeat(700);
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ content: long, comment_count: 1 }) },
      'POST /api/posts/10/view': { counted: true, view_count: 8 },
      'GET /api/posts/10/comments': {
        comments: [comment(1, '<img src=x onerror=alert(1)> so good')],
        nextCursor: null,
      },
    });
    renderPost('10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 10' })).toBeTruthy();
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.queryByText('Read more')).toBeNull();
    expect(await screen.findByText('<img src=x onerror=alert(1)> so good')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(await screen.findByText('8 views')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/posts/10/view')).toHaveLength(1);
  });

  it('adds a comment at the top and updates the count; refuses an empty one', async () => {
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ comment_count: 1 }) },
      'POST /api/posts/10/view': { counted: false, view_count: 7 },
      'GET /api/posts/10/comments': { comments: [comment(1, 'First!')], nextCursor: null },
      'POST /api/posts/10/comments': {
        comment: {
          ...comment(2, 'Love the low end'),
          author: { ...author, id: nova.id, display_name: 'Nova Reyes' },
        },
        comment_count: 2,
      },
    });
    renderPost('10');
    const box = await screen.findByLabelText('Write a comment');
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment is required')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Love the low end' } });
    expect(screen.getByText('16 / 2,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const list = await screen.findByRole('list');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Love the low end'),
    );
    expect(screen.getByRole('heading', { name: /Comments/ }).textContent).toContain('(2)');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(callsTo(fetchMock, 'POST', '/api/posts/10/comments')).toHaveLength(1);
  });

  it('deletes a comment after confirming', async () => {
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ comment_count: 1 }) },
      'POST /api/posts/10/view': { counted: false, view_count: 7 },
      'GET /api/posts/10/comments': { comments: [comment(5, 'Delete me', true)], nextCursor: null },
      'DELETE /api/posts/10/comments/5': { comment_count: 0 },
    });
    renderPost('10');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete comment by Lena Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Delete me')).toBeNull());
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/10/comments/5')).toHaveLength(1);
  });

  it('shows a locked post with the unlock message instead of comments', async () => {
    const fetchMock = serve({
      'GET /api/posts/11': {
        post: makePost({
          id: 11,
          title: 'Paid stems',
          content: null,
          locked: true,
          visibility: 'ppv',
          price_cents: 499,
        }),
      },
    });
    renderPost('11');
    expect(await screen.findByRole('button', { name: 'Unlock for $4.99' })).toBeTruthy();
    expect(screen.getByText(COMMENTS_LOCKED)).toBeTruthy();
    expect(COMMENTS_LOCKED).toBe('Unlock this post to see and write comments');
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/posts/11/comments')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/posts/11/view')).toHaveLength(0);
  });

  it('buys a locked post from "Unlock for $4.99", then shows it unlocked in place', async () => {
    const locked = makePost({
      id: 12,
      title: 'Paid stems',
      content: null,
      locked: true,
      visibility: 'ppv',
      price_cents: 499,
    });
    let bought = false;
    const fetchMock = serve({
      'GET /api/posts/12': () =>
        json(200, {
          post: bought ? { ...locked, content: 'Stems link inside', locked: false } : locked,
        }),
      'GET /api/subscription/provider': { name: 'test', test_mode: true },
      'POST /api/content/purchase': () => {
        bought = true;
        return json(201, {
          purchase: { id: 1, content_id: 12, price_cents: 499, created_at: '2026-03-01T10:00:00Z' },
          payment: { id: 9, amount_cents: 499, test_mode: true },
        });
      },
      'POST /api/posts/12/view': { counted: true, view_count: 8 },
      'GET /api/posts/12/comments': { comments: [], nextCursor: null },
    });
    renderPost('12');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock for $4.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this post' });
    expect(within(dialog).getByText('$4.99')).toBeTruthy();
    expect(await within(dialog).findByText('Test mode: no card is charged.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByText('Stems link inside')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/content/purchase').map((call) => call.body)).toEqual([
      { content_id: 12, price_cents: 499, return_path: window.location.pathname },
    ]);
    expect(await screen.findByText('Unlocked: Paid stems')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock for $4.99' })).toBeNull();
  });

  it('keeps the checkout open with the reason when the purchase is refused', async () => {
    serve({
      'GET /api/posts/13': {
        post: makePost({
          id: 13,
          content: null,
          locked: true,
          visibility: 'ppv',
          price_cents: 250,
        }),
      },
      'GET /api/subscription/provider': { name: 'test', test_mode: true },
      'POST /api/content/purchase': json(402, {
        error: 'The payment did not go through: card declined',
      }),
    });
    renderPost('13');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock for $2.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $2.50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('card declined');
  });

  it('shows the unlock message when the server refuses the comments (403)', async () => {
    serve({
      'GET /api/posts/10': { post: makePost() },
      'POST /api/posts/10/view': { counted: true, view_count: 8 },
      'GET /api/posts/10/comments': json(403, {
        error: 'Unlock this post to see and write comments',
      }),
    });
    renderPost('10');
    expect(await screen.findByText(COMMENTS_LOCKED)).toBeTruthy();
  });

  it('says the post does not exist for an unknown id', async () => {
    serve({ 'GET /api/posts/404': json(404, { error: 'Post not found' }) });
    renderPost('404');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Feed' }).getAttribute('href')).toBe('/feed');
  });
});
