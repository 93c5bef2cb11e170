import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePost } from '../../lib/api/posts.api';
import { LINK_COPIED, ShareButton } from './share-button';
import { callsTo, makePost, renderPage, serve } from './test-kit';

function ShareOfPost() {
  const { data } = usePost(10);
  return data ? <ShareButton post={data.post} /> : null;
}

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareButton', () => {
  it('without a share sheet, copies the post link, says so, then counts the share', async () => {
    const fetchMock = serve({
      'GET /api/posts/10': { post: makePost({ share_count: 1 }) },
      'POST /api/posts/10/share': { share_count: 2 },
    });
    renderPage(<ShareOfPost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share (1 share)' }));

    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/10`),
    );
    expect(await screen.findByText(LINK_COPIED)).toBeTruthy();
    expect(LINK_COPIED).toBe('Post link copied to clipboard!');
    expect(await screen.findByRole('button', { name: 'Share (2 shares)' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/posts/10/share')).toHaveLength(1);
  });

  it('uses the share sheet when there is one, and counts nothing when it is closed', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const fetchMock = serve({ 'GET /api/posts/10': { post: makePost() } });
    renderPage(<ShareOfPost />);
    fireEvent.click(await screen.findByRole('button', { name: /^Share/ }));

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Post number 10',
        url: `${window.location.origin}/post/10`,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/posts/10/share')).toHaveLength(0);
  });
});
