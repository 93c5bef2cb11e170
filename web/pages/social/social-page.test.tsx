import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  SocialConnection,
  SocialConnectionsReply,
  SocialContentItem,
  SocialOverviewReply,
} from '@contract/social';
import { SOCIAL_PLATFORMS } from '@contract/social';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import type { ApiCall } from '../../components/posts/test-kit';
import { premiumRoutes, trialStatus } from '../monetize/monetize-test-kit';
import { recommendations } from './analytics-tab';
import { FakeJobStream } from './fake-job-stream';
import { connectionStatus } from './social-format';
import { SocialPage } from './social-page';

beforeEach(() => {
  FakeJobStream.instances = [];
  vi.stubGlobal('EventSource', FakeJobStream);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiktok: SocialConnection = {
  platform: 'tiktok',
  platform_username: 'beatmaker.tt',
  is_active: true,
  needs_reauth: false,
  token_expired: false,
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  last_synced_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  last_synced_display: '2h ago',
  followers: 12_400,
  synced_items: 45,
  total_synced: 45,
  sync_resumes_at: null,
  last_error: null,
};

function connectionsReply(
  connections: SocialConnection[],
  unconfigured: string[] = [],
): SocialConnectionsReply {
  return {
    connections,
    platforms: SOCIAL_PLATFORMS.map((platform) => ({
      platform,
      configured: !unconfigured.includes(platform),
      settings: [`${platform.toUpperCase()}_CLIENT_ID`, `${platform.toUpperCase()}_CLIENT_SECRET`],
      redirect_uri: `http://localhost/api/social/${platform}/callback`,
      publishes_text: platform === 'twitter',
    })),
  };
}

function item(id: number, overrides: Partial<SocialContentItem> = {}): SocialContentItem {
  return {
    id,
    platform: 'tiktok',
    platform_username: 'beatmaker.tt',
    title: `Clip ${id}`,
    description: null,
    thumbnail_url: `/api/social/content/${id}/thumbnail`,
    media_url: `https://www.tiktok.com/@beatmaker.tt/video/${id}`,
    is_video: true,
    posted_at: '2026-11-20T10:00:00.000Z',
    posted_display: '3d ago',
    engagement_display: { views: 12_500, likes: 900, comments: 40, shares: 60 },
    engagement_rate: 0.08,
    ...overrides,
  };
}

const emptyOverview: SocialOverviewReply = {
  connected_platforms: 0,
  total_followers: null,
  synced_content: 0,
  avg_engagement: null,
  platforms: [],
  recent_activity: [],
};

describe('connection status', () => {
  it('follows the spec: Needs Reauth, else Connected when active, else Disconnected', () => {
    expect(connectionStatus({ needs_reauth: true, token_expired: false, is_active: true })).toBe(
      'Needs Reauth',
    );
    expect(connectionStatus({ needs_reauth: false, token_expired: true, is_active: true })).toBe(
      'Needs Reauth',
    );
    expect(connectionStatus({ needs_reauth: false, token_expired: false, is_active: true })).toBe(
      'Connected',
    );
    expect(connectionStatus({ needs_reauth: false, token_expired: false, is_active: false })).toBe(
      'Disconnected',
    );
  });
});

describe('Social Media Hub', () => {
  it('says how to connect when nothing is connected, and goes to Manage Connections', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/overview': emptyOverview,
      'GET /api/social/connections': connectionsReply([]),
    });
    renderPage(<SocialPage />, { path: '/social' });
    expect(await screen.findByRole('heading', { name: 'Social Media Hub' })).toBeTruthy();
    expect(await screen.findByText('No platforms connected yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Connections' }));
    expect(await screen.findByRole('button', { name: 'Connect TikTok' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sync All' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByText('Connection Summary')).toBeNull();
  });

  it('shows real figures and recent activity on the Overview', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/overview': {
        connected_platforms: 2,
        total_followers: 17_500,
        synced_content: 57,
        avg_engagement: 0.0825,
        platforms: [],
        recent_activity: [
          {
            id: 2,
            platform: 'tiktok',
            kind: 'synced',
            items: 45,
            detail: null,
            created_at: new Date().toISOString(),
          },
        ],
      } satisfies SocialOverviewReply,
    });
    renderPage(<SocialPage />, { path: '/social' });
    expect(await screen.findByText('17.5K')).toBeTruthy();
    expect(screen.getByText('57')).toBeTruthy();
    expect(screen.getByText('8.3%')).toBeTruthy();
    expect(screen.getByText('Synced 45 items from TikTok')).toBeTruthy();
  });

  it('keeps the hub behind the Social Media Management gate once the trial is over', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/subscription/status': {
        ...trialStatus,
        isTrialActive: false,
        isTrialExpired: true,
      },
    });
    renderPage(<SocialPage />, { path: '/social' });
    expect(await screen.findByText('Social Media Management is a Pro feature')).toBeTruthy();
  });
});

describe('the Connections tab', () => {
  it('shows a connected card, the summary, and how to configure a platform without credentials', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/connections': connectionsReply([tiktok], ['instagram']),
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    expect(await screen.findByText('@beatmaker.tt')).toBeTruthy();
    // The status label, beside the "Connected" age heading.
    expect(screen.getAllByText('Connected')).toHaveLength(2);
    expect(screen.getByText('2h ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Content' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect YouTube' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Instagram' })).toBeNull();
    expect(screen.getByText('INSTAGRAM_CLIENT_ID')).toBeTruthy();
    const summary = screen.getByText('Connection Summary').parentElement as HTMLElement;
    expect(within(summary).getByText('Recently')).toBeTruthy();
    expect(within(summary).getByText('Total Connected').nextSibling?.textContent).toBe('1');
  });

  it('syncs all, follows the jobs live, and says how many items came in', async () => {
    const api = serve({
      ...premiumRoutes,
      'GET /api/social/connections': connectionsReply([tiktok, { ...tiktok, platform: 'youtube' }]),
      'POST /api/social/sync': () =>
        json(202, {
          jobs: [
            { platform: 'tiktok', job_id: 11 },
            { platform: 'youtube', job_id: 12 },
          ],
        }),
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync All' }));
    // Sync All and each card's Sync Content say so.
    expect(await screen.findAllByRole('button', { name: 'Syncing...' })).toHaveLength(3);
    expect(callsTo(api, 'POST', '/api/social/sync')[0].body).toEqual({ platform: 'all' });
    await waitFor(() => expect(FakeJobStream.instances.length).toBeGreaterThan(0));
    FakeJobStream.send({ id: 11, status: 'done', done: 45 });
    expect(screen.queryByText(/Synced .* items successfully!/)).toBeNull();
    FakeJobStream.send({ id: 12, status: 'done', done: 30 });
    expect(await screen.findByText('Synced 75 items successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sync All' })).toBeTruthy();
  });

  it('stops saying Syncing when a platform’s rate limit pauses the sync, and says when it goes on', async () => {
    let connections = [tiktok];
    serve({
      ...premiumRoutes,
      'GET /api/social/connections': () => json(200, connectionsReply(connections)),
      'POST /api/social/sync': () => json(202, { jobs: [{ platform: 'tiktok', job_id: 31 }] }),
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Content' }));
    await waitFor(() => expect(FakeJobStream.instances.length).toBeGreaterThan(0));
    FakeJobStream.send({ id: 31, status: 'running', done: 20 });
    expect(screen.getAllByRole('button', { name: 'Syncing...' }).length).toBeGreaterThan(0);
    connections = [
      {
        ...tiktok,
        last_error:
          'TikTok asked Backline to slow down (rate limit): the sync goes on by itself where it stopped',
        sync_resumes_at: '2026-11-23T11:30:00.000Z',
      },
    ];
    FakeJobStream.send({ id: 31, status: 'queued', attempts: 1, done: 20 });
    expect(
      await screen.findByText('Sync paused by the platform: it goes on by itself where it stopped'),
    ).toBeTruthy();
    expect(screen.queryByText('Synced 20 items successfully!')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sync Content' })).toBeTruthy();
    expect((await screen.findByRole('note')).textContent).toMatch(/slow down.*\(from .+\)/);
  });

  it('shows the server’s reason when a sync fails', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/connections': connectionsReply([tiktok]),
      'POST /api/social/sync': () => json(202, { jobs: [{ platform: 'tiktok', job_id: 21 }] }),
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Content' }));
    await waitFor(() => expect(FakeJobStream.instances.length).toBeGreaterThan(0));
    FakeJobStream.send({ id: 21, status: 'dead', error: 'TikTok needs reconnecting' });
    expect(await screen.findByText('TikTok needs reconnecting')).toBeTruthy();
  });

  it('offers Reconnect for a connection that needs it', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/connections': connectionsReply([
        { ...tiktok, needs_reauth: true, last_error: 'TikTok refused the authorization' },
      ]),
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    expect(await screen.findByText('Needs Reauth')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(screen.getByText('TikTok refused the authorization')).toBeTruthy();
  });

  it('opens the popup at the platform and takes social_connected from it', async () => {
    const popup = { location: { href: '' }, closed: false, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    let connected = false;
    serve({
      ...premiumRoutes,
      'GET /api/social/connections': () => json(200, connectionsReply(connected ? [tiktok] : [])),
      'GET /api/social/tiktok/oauth-url': { oauth_url: 'https://tiktok.example/authorize?x=1' },
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect TikTok' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeTruthy();
    await waitFor(() => expect(popup.location.href).toBe('https://tiktok.example/authorize?x=1'));
    expect(open).toHaveBeenCalledTimes(1);

    connected = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'social_connected', platform: 'tiktok' },
          origin: window.location.origin,
        }),
      );
    });
    expect(await screen.findByText('TikTok connected successfully!')).toBeTruthy();
    expect(await screen.findByText('@beatmaker.tt')).toBeTruthy();
  });

  it('asks before disconnecting, then says so', async () => {
    let connections = [tiktok];
    const api = serve({
      ...premiumRoutes,
      'GET /api/social/connections': () => json(200, connectionsReply(connections)),
      'DELETE /api/social/tiktok/disconnect': () => {
        connections = [];
        return json(200, { success: true });
      },
    });
    renderPage(<SocialPage />, { path: '/social?tab=connections', pattern: '/social' });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to disconnect TikTok\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('TikTok disconnected successfully')).toBeTruthy();
    expect(callsTo(api, 'DELETE', '/api/social/tiktok/disconnect')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Connect TikTok' })).toBeTruthy();
  });
});

describe('the Content Library tab', () => {
  it('lists items with their figures and pages with the spec’s texts', async () => {
    const api = serve({
      ...premiumRoutes,
      'GET /api/social/content': (call: ApiCall) => {
        const page = Number(call.url.searchParams.get('page') ?? 1);
        const first = (page - 1) * 20;
        return json(200, {
          content: Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => item(first + i + 1)),
          pagination: { page, limit: 20, total: 45, total_pages: 3 },
        });
      },
    });
    renderPage(<SocialPage />, {
      path: '/social?tab=connections&view=library',
      pattern: '/social',
    });
    expect(await screen.findByText('Clip 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 20 of 45 items')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getAllByText('No description available').length).toBeGreaterThan(0);
    expect(screen.getAllByText('12.5K').length).toBe(20);
    expect(screen.getAllByText('8.0%').length).toBe(20);
    const view = screen.getAllByRole('link', { name: /View/ })[0];
    expect(view.getAttribute('target')).toBe('_blank');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 items')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'youtube' } });
    fireEvent.click(screen.getByLabelText('Videos Only'));
    await waitFor(() => {
      const last = callsTo(api, 'GET', '/api/social/content').at(-1);
      expect(last?.url.searchParams.get('platform')).toBe('youtube');
      expect(last?.url.searchParams.get('videos_only')).toBe('true');
      expect(last?.url.searchParams.get('page')).toBe('1');
    });
    // Three pages of twenty cards: slow on a busy machine.
  }, 20_000);

  it('says No content found, with a way to Manage Connections', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/social/content': {
        content: [],
        pagination: { page: 1, limit: 20, total: 0, total_pages: 1 },
      },
      'GET /api/social/connections': connectionsReply([]),
    });
    renderPage(<SocialPage />, {
      path: '/social?tab=connections&view=library',
      pattern: '/social',
    });
    expect(await screen.findByText('No content found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Connections' }));
    expect(await screen.findByRole('button', { name: 'Connect TikTok' })).toBeTruthy();
  });
});

describe('recommendations', () => {
  it('come from the figures, never samples', () => {
    const base = {
      platform_username: 'x',
      followers: null,
      views: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      last_synced_at: null,
    };
    const tips = recommendations([
      { ...base, platform: 'tiktok', items: 10, avg_engagement: 0.1 },
      { ...base, platform: 'youtube', items: 5, avg_engagement: 0.02 },
      { ...base, platform: 'twitter', items: 0, avg_engagement: null },
    ]);
    expect(tips[0]).toBe(
      'TikTok engages your audience most (10.0% per view): lead new releases there.',
    );
    expect(tips).toContain('Twitter has no synced posts yet: sync it to see its figures.');
  });
});
