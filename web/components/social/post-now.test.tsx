import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SocialConnectionsReply } from '@contract/social';
import { SOCIAL_PLATFORMS } from '@contract/social';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../posts/test-kit';
import { FakeJobStream } from '../../pages/social/fake-job-stream';
import { PostNowButton } from './post-now';

beforeEach(() => {
  FakeJobStream.instances = [];
  vi.stubGlobal('EventSource', FakeJobStream);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function reply(connected: boolean): SocialConnectionsReply {
  return {
    connections: connected
      ? [
          {
            platform: 'twitter',
            platform_username: 'beatmaker_x',
            is_active: true,
            needs_reauth: false,
            token_expired: false,
            created_at: '2026-11-20T10:00:00.000Z',
            last_synced_at: null,
            last_synced_display: 'Never',
            followers: 870,
            synced_items: 0,
            total_synced: null,
            sync_resumes_at: null,
            last_error: null,
          },
        ]
      : [],
    platforms: SOCIAL_PLATFORMS.map((platform) => ({
      platform,
      configured: true,
      settings: [],
      redirect_uri: '',
      publishes_text: platform === 'twitter',
    })),
  };
}

describe('Post Now', () => {
  it('publishes to X as a job and says where the post is', async () => {
    const api = serve({
      'GET /api/social/connections': reply(true),
      'POST /api/social/twitter/publish': () =>
        json(202, {
          publication: {
            id: 7,
            platform: 'twitter',
            text: 'Out Friday',
            status: 'queued',
            url: null,
            posts: ['Out Friday'],
            posted_count: 0,
            error: null,
            created_at: '2026-11-23T10:00:00.000Z',
            published_at: null,
          },
          job_id: 41,
        }),
      'GET /api/social/publications/7': {
        publication: {
          id: 7,
          platform: 'twitter',
          text: 'Out Friday',
          status: 'published',
          url: 'https://x.com/i/status/1',
          posts: ['Out Friday'],
          posted_count: 1,
          error: null,
          created_at: '2026-11-23T10:00:00.000Z',
          published_at: '2026-11-23T10:00:01.000Z',
        },
      },
    });
    renderPage(<PostNowButton text="Out Friday" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post Now to Twitter' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/social/twitter/publish')[0].body).toEqual({
      text: 'Out Friday',
    });
    await waitFor(() => expect(FakeJobStream.instances.length).toBeGreaterThan(0));
    FakeJobStream.send({ id: 41, kind: 'social.publish', status: 'done', done: 0 });
    expect(await screen.findByText('Posted to Twitter')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Post Now to Twitter' })).toBeTruthy();
  });

  it('sends a thread’s posts so they go out as a chain, and a single post without them', async () => {
    const thread = ['1/2 Out Friday', '2/2 Stems for whoever asks'];
    const api = serve({
      'GET /api/social/connections': reply(true),
      'POST /api/social/twitter/publish': () =>
        json(202, {
          publication: {
            id: 8,
            platform: 'twitter',
            text: thread.join('\n\n'),
            status: 'queued',
            url: null,
            posts: thread,
            posted_count: 0,
            error: null,
            created_at: '2026-11-23T10:00:00.000Z',
            published_at: null,
          },
          job_id: 42,
        }),
    });
    renderPage(<PostNowButton text={thread.join('\n\n')} posts={thread} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post Now to Twitter' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/api/social/twitter/publish')).toHaveLength(1),
    );
    expect(callsTo(api, 'POST', '/api/social/twitter/publish')[0].body).toEqual({
      text: thread.join('\n\n'),
      posts: thread,
    });
    cleanup();

    renderPage(<PostNowButton text="Out Friday" posts={['Out Friday']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post Now to Twitter' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/api/social/twitter/publish')).toHaveLength(2),
    );
    expect(callsTo(api, 'POST', '/api/social/twitter/publish')[1].body).toEqual({
      text: 'Out Friday',
    });
  });

  it('says what to connect when no connected platform takes text posts', async () => {
    serve({ 'GET /api/social/connections': reply(false) });
    renderPage(<PostNowButton text="Out Friday" />);
    expect(await screen.findByText(/To post from here, connect Twitter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Social Media' }).getAttribute('href')).toBe(
      '/social?tab=connections',
    );
  });
});
