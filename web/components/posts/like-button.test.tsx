import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePost } from '../../lib/api/posts.api';
import { LikeButton } from './like-button';
import { callsTo, json, makePost, renderPage, serve } from './test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The button as a page shows it: reading the post from the query cache. */
function LikeOfPost() {
  const { data } = usePost(10);
  return data ? <LikeButton post={data.post} /> : null;
}

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('LikeButton', () => {
  it('shows the like at once and keeps it when the server agrees', async () => {
    const reply = deferred();
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ like_count: 3, liked_by_me: false }) },
      'POST /api/posts/10/like': () => reply.promise,
    });
    renderPage(<LikeOfPost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));

    const liked = await screen.findByRole('button', { name: 'Unlike (4 likes)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/api/posts/10/like')).toHaveLength(1);

    await act(async () => reply.resolve(json(200, { liked: true, like_count: 4 })));
    expect(screen.getByRole('button', { name: 'Unlike (4 likes)' })).toBeTruthy();
  });

  it('takes a like back with DELETE', async () => {
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ like_count: 4, liked_by_me: true }) },
      'DELETE /api/posts/10/like': { liked: false, like_count: 3 },
    });
    renderPage(<LikeOfPost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlike (4 likes)' }));
    expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/10/like')).toHaveLength(1);
  });

  it('puts the count back and says why when the server refuses', async () => {
    const reply = deferred();
    serve({
      'GET /api/posts/10': { post: makePost({ like_count: 3, liked_by_me: false }) },
      'POST /api/posts/10/like': () => reply.promise,
    });
    renderPage(<LikeOfPost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
    expect(await screen.findByRole('button', { name: 'Unlike (4 likes)' })).toBeTruthy();

    await act(async () => reply.resolve(json(404, { error: 'Post not found' })));

    const button = await screen.findByRole('button', { name: 'Like (3 likes)' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('Could not like this post')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Post not found')).toBeTruthy());
  });
});
