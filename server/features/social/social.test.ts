import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  OAuthUrlReply,
  PublicationReply,
  PublishReply,
  SocialConnectionsReply,
  SocialContentReply,
  SocialOverviewReply,
  SocialPlatform,
  SyncReply,
} from '../../../contract/social';
import { updateSettings } from '../../platform/settings/settings.service';
import type { ApiClient } from '../../test/api-client';
import { FAKE_ACCOUNTS, FakeSocialPlatforms, fakeItem } from '../../test/fake-social-platforms';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { refreshSocialTokens } from './jobs/refresh-social-tokens';
import { tokenCipher } from './token-cipher';

let t: TestApp;
const fake = new FakeSocialPlatforms();

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    ...fake.env(['tiktok', 'youtube', 'twitter', 'instagram']),
    SOCIAL_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.rateLimit = { remaining: 0, retryAfterSeconds: 30 };
  fake.onContentCall = null;
  fake.picture = null;
  fake.pictureRedirect = null;
  fake.failPostNumber = null;
  fake.refreshBehaviour = 'ok';
  t.setNow(null);
});

async function connect(client: ApiClient, platform: SocialPlatform) {
  const start = await client.get<OAuthUrlReply>(`/api/social/${platform}/oauth-url`);
  expect(start.status).toBe(200);
  const { code, state } = fake.approve(start.body.oauth_url);
  return client.get(
    `/api/social/${platform}/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
  );
}

async function connectionRow(userId: number, platform: SocialPlatform) {
  return t.ctx.db
    .selectFrom('social_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('platform', '=', platform)
    .executeTakeFirst();
}

async function jobOf(id: number) {
  return t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function sync(client: ApiClient, platform: SocialPlatform | 'all') {
  const reply = await client.post<SyncReply>('/api/social/sync', { platform });
  expect(reply.status).toBe(202);
  await t.runJobs();
  return reply.body.jobs;
}

describe('connecting with OAuth 2 (state and PKCE)', () => {
  it('sends state and an S256 challenge, connects on the return, and seals the tokens', async () => {
    const { client, user } = await signUp(t);
    const start = await client.get<OAuthUrlReply>('/api/social/tiktok/oauth-url');
    const url = new URL(start.body.oauth_url);
    expect(url.origin + url.pathname).toBe(`${fake.baseUrl}/tiktok/v2/auth/authorize/`);
    expect(url.searchParams.get('client_key')).toBe('tiktok-client-key');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.ctx.config.publicUrl}/api/social/tiktok/callback`,
    );

    const { code, state } = fake.approve(start.body.oauth_url);
    const back = await client.get(`/api/social/tiktok/callback?code=${code}&state=${state}`);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toContain('text/html');
    expect(back.text).toContain('data-type="social_connected"');
    expect(back.text).toContain('data-platform="tiktok"');
    expect(back.text).toContain('TikTok connected successfully!');
    expect(back.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(String(back.headers['content-security-policy'])).toMatch(/script-src 'sha256-/);

    const list = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(list.body.connections).toEqual([
      expect.objectContaining({
        platform: 'tiktok',
        platform_username: FAKE_ACCOUNTS.tiktok.username,
        is_active: true,
        needs_reauth: false,
        token_expired: false,
        followers: FAKE_ACCOUNTS.tiktok.followers,
        last_synced_at: null,
        last_synced_display: 'Never',
      }),
    ]);
    const row = await connectionRow(user.id, 'tiktok');
    expect(row?.access_token_enc).toMatch(/^v1\./);
    expect(row?.access_token_enc).not.toContain('tiktok-at-');
    expect(row?.refresh_token_enc).not.toContain('tiktok-rt-');
    expect(tokenCipher(t.ctx.config).decrypt(row?.access_token_enc ?? '')).toMatch(/^tiktok-at-/);
    // The first sync is queued with the connection.
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(queued.map((job) => job.kind)).toContain('social.sync');
  });

  it('refuses a state it did not issue, a state used twice, and a wrong platform', async () => {
    const { client, user } = await signUp(t);
    const start = await client.get<OAuthUrlReply>('/api/social/tiktok/oauth-url');
    const { code, state } = fake.approve(start.body.oauth_url);

    const forged = await client.get(`/api/social/tiktok/callback?code=${code}&state=forged`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('data-type="social_connect_failed"');
    expect(forged.text).toContain('expired or is not valid');

    const wrongPlatform = await client.get(
      `/api/social/youtube/callback?code=${code}&state=${state}`,
    );
    expect(wrongPlatform.status).toBe(400);
    // That attempt used the state up: the right return now fails too.
    const again = await client.get(`/api/social/tiktok/callback?code=${code}&state=${state}`);
    expect(again.status).toBe(400);
    expect(await connectionRow(user.id, 'tiktok')).toBeUndefined();
  });

  it('refuses a handshake started by someone else, and a verifier that does not match', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const start = await owner.client.get<OAuthUrlReply>('/api/social/tiktok/oauth-url');
    const { code, state } = fake.approve(start.body.oauth_url);
    const stolen = await other.client.get(
      `/api/social/tiktok/callback?code=${code}&state=${state}`,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.text).toContain('started by another account');
    expect(await connectionRow(other.user.id, 'tiktok')).toBeUndefined();

    // A code issued for another challenge: the token endpoint refuses the verifier.
    const second = await owner.client.get<OAuthUrlReply>('/api/social/tiktok/oauth-url');
    const tampered = new URL(second.body.oauth_url);
    tampered.searchParams.set('code_challenge', 'A'.repeat(43));
    const grant = fake.approve(tampered.href);
    const refused = await owner.client.get(
      `/api/social/tiktok/callback?code=${grant.code}&state=${grant.state}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('invalid_grant');
    expect(await connectionRow(owner.user.id, 'tiktok')).toBeUndefined();
  });

  it('says so when the person denied access on the platform', async () => {
    const { client } = await signUp(t);
    const denied = await client.get('/api/social/tiktok/callback?error=access_denied&state=x');
    expect(denied.status).toBe(400);
    expect(denied.text).toContain('You did not allow Backline to connect TikTok');
  });

  it('shows how to configure a platform without credentials instead of a broken connect', async () => {
    const bare = await createTestApp();
    try {
      const { client } = await signUp(bare);
      const list = await client.get<SocialConnectionsReply>('/api/social/connections');
      expect(list.body.platforms.find((p) => p.platform === 'tiktok')).toEqual({
        platform: 'tiktok',
        configured: false,
        settings: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
        redirect_uri: `${bare.ctx.config.publicUrl}/api/social/tiktok/callback`,
        publishes_text: false,
      });
      const start = await client.get('/api/social/tiktok/oauth-url');
      expect(start.status).toBe(400);
      expect(start.body.error).toContain('TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET');
    } finally {
      await bare.close();
    }
  });
});

describe('connections are their owner’s alone', () => {
  it('hides another person’s connection, content and pictures, and refuses their disconnect', async () => {
    const owner = await signUp(t);
    expect((await connect(owner.client, 'tiktok')).status).toBe(200);
    await t.runJobs();
    const ownContent = await owner.client.get<SocialContentReply>('/api/social/content');
    const someItem = ownContent.body.content[0];

    const other = await signUp(t);
    const list = await other.client.get<SocialConnectionsReply>('/api/social/connections');
    expect(list.body.connections).toEqual([]);
    const content = await other.client.get<SocialContentReply>('/api/social/content');
    expect(content.body.pagination.total).toBe(0);
    expect((await other.client.get(`/api/social/content/${someItem.id}/thumbnail`)).status).toBe(
      404,
    );
    const disconnect = await other.client.delete('/api/social/tiktok/disconnect');
    expect(disconnect.status).toBe(404);
    expect(disconnect.body).toEqual({ error: 'TikTok is not connected' });
    const overview = await other.client.get<SocialOverviewReply>('/api/social/overview');
    expect(overview.body).toMatchObject({ connected_platforms: 0, synced_content: 0 });
    expect(await connectionRow(owner.user.id, 'tiktok')).toBeDefined();
  });

  it('needs sign-in, a selling role, premium access and the feature switched on', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/social/connections')).status).toBe(401);
    expect((await anonymous.get('/api/social/tiktok/oauth-url')).status).toBe(401);
    const callback = await anonymous.get('/api/social/tiktok/callback?code=x&state=y');
    expect(callback.status).toBe(401);
    expect(callback.text).toContain('Sign in to Backline');

    const fan = await signUp(t, { role: 'fan' });
    expect((await fan.client.get('/api/social/connections')).status).toBe(403);

    const lapsed = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', lapsed.user.id)
      .execute();
    expect((await lapsed.client.get('/api/social/connections')).status).toBe(403);
    expect((await lapsed.client.post('/api/social/sync', { platform: 'all' })).status).toBe(403);

    const creator = await signUp(t);
    await updateSettings(t.ctx, null, { category: 'features', settings: { social_media: false } });
    t.ctx.settings.invalidate();
    try {
      expect((await creator.client.get('/api/social/connections')).status).toBe(404);
    } finally {
      await updateSettings(t.ctx, null, { category: 'features', settings: { social_media: true } });
      t.ctx.settings.invalidate();
    }
  });
});

describe('syncing content', () => {
  it('pages through TikTok, upserts the figures, and serves the library a page at a time', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'tiktok');
    await t.runJobs();
    const row = await connectionRow(user.id, 'tiktok');
    expect(row?.last_synced_at).not.toBeNull();
    // 45 videos in pages of 20: three pages.
    const firstPage = await client.get<SocialContentReply>('/api/social/content?page=1');
    expect(firstPage.body.pagination).toEqual({ page: 1, limit: 20, total: 45, total_pages: 3 });
    const newest = firstPage.body.content[0];
    const item = fakeItem('tiktok', 0);
    expect(newest).toMatchObject({
      platform: 'tiktok',
      platform_username: FAKE_ACCOUNTS.tiktok.username,
      title: item.title,
      is_video: true,
      thumbnail_url: `/api/social/content/${newest.id}/thumbnail`,
      engagement_display: {
        views: item.views,
        likes: item.likes,
        comments: item.comments,
        shares: item.shares,
      },
    });
    expect(newest.engagement_rate).toBeCloseTo(
      (item.likes + item.comments + item.shares) / item.views,
    );
    const last = await client.get<SocialContentReply>('/api/social/content?page=3');
    expect(last.body.content).toHaveLength(5);
    // A page past the end is the last page.
    const past = await client.get<SocialContentReply>('/api/social/content?page=9');
    expect(past.body.pagination.page).toBe(3);
    expect((await client.get('/api/social/content?limit=51')).body).toEqual({
      error: 'limit: limit must be at most 50',
    });

    // Asking twice while a sync is queued joins it; syncing again updates in place.
    const first = await client.post<SyncReply>('/api/social/sync', { platform: 'tiktok' });
    const second = await client.post<SyncReply>('/api/social/sync', { platform: 'all' });
    expect(second.body.jobs).toEqual(first.body.jobs);
    await t.runJobs();
    expect((await jobOf(first.body.jobs[0].job_id)).status).toBe('done');
    const again = await client.get<SocialContentReply>('/api/social/content');
    expect(again.body.pagination.total).toBe(45);

    const picture = await client.get(newest.thumbnail_url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('reports total_synced: the items each sync brought in, as its job counted them', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'tiktok');
    const before = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(before.body.connections[0].total_synced).toBeNull();
    await t.runJobs();
    await connect(client, 'youtube');
    const jobs = await sync(client, 'all');
    const list = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(
      Object.fromEntries(list.body.connections.map((c) => [c.platform, c.total_synced])),
    ).toEqual({ tiktok: 45, youtube: 30 });
    // The figure the screen shows ("Synced {n} items successfully!") is each job's count.
    for (const queued of jobs) {
      expect((await jobOf(queued.job_id)).progress_done).toBe(
        queued.platform === 'tiktok' ? 45 : 30,
      );
    }
    const synced = await t.ctx.db
      .selectFrom('social_activity')
      .select(['platform', 'items'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'synced')
      .execute();
    expect(synced.map((row) => `${row.platform} ${row.items}`).sort()).toEqual([
      'tiktok 45',
      'tiktok 45',
      'youtube 30',
    ]);
  });

  it('serves a thumbnail only when its bytes are a PNG, JPEG, WebP or GIF, with that type', async () => {
    const { client } = await signUp(t);
    await connect(client, 'tiktok');
    await t.runJobs();
    const library = await client.get<SocialContentReply>('/api/social/content');
    const address = library.body.content[0].thumbnail_url ?? '';
    const pixel = sharp({
      create: { width: 2, height: 2, channels: 3, background: { r: 200, g: 30, b: 30 } },
    });
    const rasters = {
      'image/jpeg': await pixel.clone().jpeg().toBuffer(),
      'image/webp': await pixel.clone().webp().toBuffer(),
      'image/gif': await pixel.clone().gif().toBuffer(),
    };
    for (const [type, body] of Object.entries(rasters)) {
      // Sent with a wrong or vague Content-Type: the bytes decide.
      fake.picture = { contentType: 'application/octet-stream', body };
      const served = await client.get(address);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>fetch("/api/social/connections")</script>');
    const refused = [
      { contentType: 'image/svg+xml', body: svg },
      { contentType: 'image/png', body: svg },
      { contentType: 'image/jpeg', body: html },
      { contentType: 'text/html', body: html },
      { contentType: 'image/png', body: Buffer.alloc(0) },
      // A raster type we do not serve.
      { contentType: 'image/tiff', body: await pixel.clone().tiff().toBuffer() },
    ];
    for (const picture of refused) {
      fake.picture = picture;
      const reply = await client.get(address);
      expect(reply.status).toBe(502);
      expect(reply.body).toEqual({ error: 'The platform did not send a picture' });
    }
    // Larger than 5 MB: not read to the end.
    const huge = Buffer.concat([rasters['image/gif'], Buffer.alloc(6 * 1024 * 1024)]);
    fake.picture = { contentType: 'image/gif', body: huge };
    expect((await client.get(address)).status).toBe(502);
  });

  it("follows a picture's redirect on the platform's host only: never to another host", async () => {
    const { client } = await signUp(t);
    await connect(client, 'tiktok');
    await t.runJobs();
    const library = await client.get<SocialContentReply>('/api/social/content');
    const address = library.body.content[0].thumbnail_url ?? '';
    const platform = new URL(fake.baseUrl);

    fake.pictureRedirect = `${fake.baseUrl}/moved/cover.png`;
    const moved = await client.get(address);
    expect(moved.status).toBe(200);
    expect(moved.headers['content-type']).toBe('image/png');

    // The same server under another name: as good as an address inside our own network.
    const elsewhere = platform.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    fake.pictureRedirect = `http://${elsewhere}:${platform.port}/moved/cover.png`;
    const refused = await client.get(address);
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ error: 'The platform did not send the picture' });

    // A redirect loop on the platform's host ends too.
    fake.pictureRedirect = `${fake.baseUrl}/cdn/again.png`;
    expect((await client.get(address)).status).toBe(502);
  });

  it('syncs YouTube, X and Instagram through their own APIs, with filters', async () => {
    const { client } = await signUp(t);
    for (const platform of ['youtube', 'twitter', 'instagram'] as const) {
      expect((await connect(client, platform)).status).toBe(200);
    }
    await t.runJobs();
    const list = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(
      Object.fromEntries(list.body.connections.map((c) => [c.platform, c.synced_items])),
    ).toEqual({ youtube: 30, twitter: 25, instagram: 12 });
    expect(
      Object.fromEntries(list.body.connections.map((c) => [c.platform, c.platform_username])),
    ).toEqual({
      youtube: FAKE_ACCOUNTS.youtube.username,
      twitter: FAKE_ACCOUNTS.twitter.username,
      instagram: FAKE_ACCOUNTS.instagram.username,
    });
    const all = await client.get<SocialContentReply>('/api/social/content');
    expect(all.body.pagination.total).toBe(67);
    const youtube = await client.get<SocialContentReply>('/api/social/content?platform=youtube');
    expect(youtube.body.pagination.total).toBe(30);
    expect(youtube.body.content.every((item) => item.platform === 'youtube')).toBe(true);
    // Every third X post and Instagram item is a picture, not a video.
    const videos = await client.get<SocialContentReply>(
      '/api/social/content?platform=twitter&videos_only=true',
    );
    expect(videos.body.pagination.total).toBe(25 - 8);
    const instagramVideos = await client.get<SocialContentReply>(
      '/api/social/content?platform=instagram&videos_only=true&limit=50',
    );
    expect(instagramVideos.body.content.every((item) => item.is_video)).toBe(true);
    // Instagram does not give views without insights: no made-up rate.
    expect(instagramVideos.body.content[0].engagement_rate).toBeNull();
  });

  it('waits out a 429 for as long as Retry-After says, then finishes', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'youtube');
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 120 };
    const started = Date.now();
    await t.runJobs();
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'social.sync')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(job.last_error).toContain('rate limit');
    const waitMs = new Date(job.run_at).getTime() - started;
    expect(waitMs).toBeGreaterThanOrEqual(119_000);
    expect(waitMs).toBeLessThan(130_000);

    t.setNow(new Date(Date.now() + 121_000));
    await t.runJobs();
    expect((await jobOf(job.id)).status).toBe('done');
    expect((await connectionRow(user.id, 'youtube'))?.last_synced_at).not.toBeNull();
  });

  it('stops at a 429 mid-sync and resumes from the saved cursor once Retry-After has passed', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'tiktok');
    const pagesAsked: number[] = [];
    fake.onContentCall = (platform, from) => {
      if (platform === 'tiktok' && from !== null) pagesAsked.push(from);
    };
    // The first page (items 0-19) goes through; the second is refused once.
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 90, fromItem: 20 };
    const started = Date.now();
    await t.runJobs();
    expect(pagesAsked).toEqual([0]);
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'social.sync')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(job.progress_done).toBe(20);
    const waitMs = new Date(job.run_at).getTime() - started;
    expect(waitMs).toBeGreaterThanOrEqual(89_000);
    expect(waitMs).toBeLessThan(100_000);
    const stopped = await connectionRow(user.id, 'tiktok');
    expect(stopped).toMatchObject({ sync_cursor: '20', last_synced_at: null });
    const partial = await client.get<SocialContentReply>('/api/social/content');
    expect(partial.body.pagination.total).toBe(20);
    // Its owner sees why it stopped and when it goes on.
    const waiting = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(waiting.body.connections[0]).toMatchObject({
      sync_resumes_at: job.run_at,
      last_error: expect.stringContaining('TikTok asked Backline to slow down'),
    });

    // Not before Retry-After has passed.
    t.setNow(new Date(started + 60_000));
    await t.runJobs();
    expect(pagesAsked).toEqual([0]);

    t.setNow(new Date(started + 91_000));
    await t.runJobs();
    // From the saved cursor, not from the newest item again.
    expect(pagesAsked).toEqual([0, 20, 40]);
    const finished = await jobOf(job.id);
    expect(finished).toMatchObject({ status: 'done', progress_done: 45 });
    expect(await connectionRow(user.id, 'tiktok')).toMatchObject({
      sync_cursor: null,
      last_sync_total: 45,
    });
    const list = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(list.body.connections[0]).toMatchObject({
      total_synced: 45,
      synced_items: 45,
      sync_resumes_at: null,
      last_error: null,
    });

    // The next sync is a new one: it starts from the newest item.
    pagesAsked.length = 0;
    await sync(client, 'tiktok');
    expect(pagesAsked).toEqual([0, 20, 40]);

    // So does a sync asked for after one that gave up half-way (its cursor is not reused).
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 90, fromItem: 20 };
    pagesAsked.length = 0;
    const [cutShort] = await sync(client, 'tiktok');
    expect(await connectionRow(user.id, 'tiktok')).toMatchObject({ sync_cursor: '20' });
    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'dead' })
      .where('id', '=', cutShort.job_id)
      .execute();
    const [fresh] = await sync(client, 'tiktok');
    expect(fresh.job_id).not.toBe(cutShort.job_id);
    expect(pagesAsked).toEqual([0, 0, 20, 40]);
    expect((await jobOf(fresh.job_id)).progress_done).toBe(45);
  });

  it('waits until X’s rate-limit window reopens (x-rate-limit-reset; X sends no Retry-After)', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'twitter');
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 900 };
    const started = Date.now();
    await t.runJobs();
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'social.sync')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    const waitMs = new Date(job.run_at).getTime() - started;
    expect(waitMs).toBeGreaterThanOrEqual(899_000);
    expect(waitMs).toBeLessThan(910_000);
  });

  it('waits for YouTube’s daily quota to reset (403 quotaExceeded) and Instagram’s usage window', async () => {
    const { client, user } = await signUp(t);
    const syncJob = async (platform: SocialPlatform) => {
      const connection = await connectionRow(user.id, platform);
      return jobOf(connection?.sync_job_id ?? 0);
    };
    await connect(client, 'youtube');
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 30, dailyQuota: true };
    await t.runJobs();
    const youtube = await syncJob('youtube');
    expect(youtube.status).toBe('queued');
    expect(youtube.last_error).toContain('rate limit');
    // Queued for midnight in Los Angeles, when Google resets the quota.
    const losAngeles = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(youtube.run_at));
    expect(losAngeles).toBe('00:00');
    expect(new Date(youtube.run_at).getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    await connect(client, 'instagram');
    fake.rateLimit = { remaining: 1, retryAfterSeconds: 600 };
    const started = Date.now();
    await t.runJobs();
    const instagram = await syncJob('instagram');
    expect(instagram.status).toBe('queued');
    const waitMs = new Date(instagram.run_at).getTime() - started;
    expect(waitMs).toBeGreaterThanOrEqual(599_000);
    expect(waitMs).toBeLessThan(610_000);
    expect((await connectionRow(user.id, 'instagram'))?.needs_reauth).toBe(0);
  });

  it('marks a revoked connection for reconnecting and says why, without retrying', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'twitter');
    await t.runJobs();
    fake.revokeAccess('twitter');
    const [queued] = await sync(client, 'twitter');
    const job = await jobOf(queued.job_id);
    expect(job.status).toBe('dead');
    expect(job.attempts).toBe(1);
    const list = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(list.body.connections[0]).toMatchObject({ needs_reauth: true });
    expect((await connectionRow(user.id, 'twitter'))?.needs_reauth).toBe(1);
    const blocked = await client.post('/api/social/sync', { platform: 'twitter' });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ error: 'Reconnect Twitter before syncing' });

    // Reconnecting clears it.
    expect((await connect(client, 'twitter')).status).toBe(200);
    expect((await connectionRow(user.id, 'twitter'))?.needs_reauth).toBe(0);
  });

  it('asks for a connection before syncing', async () => {
    const { client } = await signUp(t);
    const none = await client.post('/api/social/sync', { platform: 'all' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'Connect a platform before syncing' });
    expect((await client.post('/api/social/sync', { platform: 'tiktok' })).status).toBe(404);
    expect((await client.post('/api/social/sync', { platform: 'myspace' })).status).toBe(400);
  });
});

describe('refreshing tokens', () => {
  async function runRefresh() {
    await t.ctx.jobs.enqueue(t.ctx.db, refreshSocialTokens, {});
    await t.runJobs();
  }

  async function expireSoon(userId: number, platform: SocialPlatform) {
    await t.ctx.db
      .updateTable('social_connections')
      .set({ token_expires_at: new Date(Date.now() + 5 * 60_000).toISOString() })
      .where('user_id', '=', userId)
      .where('platform', '=', platform)
      .execute();
  }

  it('refreshes ahead of expiry, keeping the stored refresh token when none comes back', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'youtube');
    await t.runJobs();
    const before = await connectionRow(user.id, 'youtube');
    await expireSoon(user.id, 'youtube');
    await runRefresh();
    const after = await connectionRow(user.id, 'youtube');
    const cipher = tokenCipher(t.ctx.config);
    expect(cipher.decrypt(after?.access_token_enc ?? '')).not.toBe(
      cipher.decrypt(before?.access_token_enc ?? ''),
    );
    // Google sends no refresh token on refresh: the stored one stays.
    expect(cipher.decrypt(after?.refresh_token_enc ?? '')).toBe(
      cipher.decrypt(before?.refresh_token_enc ?? ''),
    );
    expect(new Date(after?.token_expires_at ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 50 * 60_000,
    );
    expect(after?.needs_reauth).toBe(0);
  });

  it('stores a rotated refresh token, and refreshes a lapsed token before syncing', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'twitter');
    await t.runJobs();
    const before = await connectionRow(user.id, 'twitter');
    fake.expireAccess('twitter');
    await t.ctx.db
      .updateTable('social_connections')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', before?.id ?? 0)
      .execute();
    const listed = await client.get<SocialConnectionsReply>('/api/social/connections');
    expect(listed.body.connections[0].token_expired).toBe(true);
    const [queued] = await sync(client, 'twitter');
    expect((await jobOf(queued.job_id)).status).toBe('done');
    const after = await connectionRow(user.id, 'twitter');
    const cipher = tokenCipher(t.ctx.config);
    expect(cipher.decrypt(after?.refresh_token_enc ?? '')).not.toBe(
      cipher.decrypt(before?.refresh_token_enc ?? ''),
    );
    expect(after?.needs_reauth).toBe(0);
  });

  it('marks needs_reauth only when the grant is refused; a 503 is tried again', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'tiktok');
    await t.runJobs();
    await expireSoon(user.id, 'tiktok');

    fake.refreshBehaviour = 'unavailable';
    await runRefresh();
    const failing = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'social.refresh-token')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failing.status).toBe('queued');
    expect(failing.last_error).toContain('503');
    expect((await connectionRow(user.id, 'tiktok'))?.needs_reauth).toBe(0);

    fake.refreshBehaviour = 'invalid_grant';
    t.setNow(new Date(Date.now() + 10 * 60_000));
    await t.runJobs();
    expect((await jobOf(failing.id)).status).toBe('done');
    const row = await connectionRow(user.id, 'tiktok');
    expect(row?.needs_reauth).toBe(1);
    expect(row?.last_error).toContain('invalid_grant');
    const overview = await client.get<SocialOverviewReply>('/api/social/overview');
    expect(overview.body.recent_activity[0]).toMatchObject({
      platform: 'tiktok',
      kind: 'needs_reauth',
    });
  });

  it('refreshes Instagram’s 60-day tokens a week ahead, the others minutes ahead', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'instagram');
    await connect(client, 'tiktok');
    await t.runJobs();
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await t.ctx.db
      .updateTable('social_connections')
      .set({ token_expires_at: inThreeDays })
      .where('user_id', '=', user.id)
      .execute();
    await runRefresh();
    const instagram = await connectionRow(user.id, 'instagram');
    const tiktok = await connectionRow(user.id, 'tiktok');
    expect(instagram?.token_expires_at).not.toBe(inThreeDays);
    expect(tiktok?.token_expires_at).toBe(inThreeDays);
  });

  it('refreshes Instagram’s long-lived token with itself', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'instagram');
    await t.runJobs();
    const before = await connectionRow(user.id, 'instagram');
    expect(before?.refresh_token_enc).toBeNull();
    await expireSoon(user.id, 'instagram');
    await runRefresh();
    const after = await connectionRow(user.id, 'instagram');
    expect(after?.access_token_enc).not.toBe(before?.access_token_enc);
    expect(after?.needs_reauth).toBe(0);
  });
});

describe('disconnecting and the Hub', () => {
  it('computes the Hub from synced data, and disconnecting deletes tokens and content', async () => {
    const { client, user } = await signUp(t);
    const empty = await client.get<SocialOverviewReply>('/api/social/overview');
    expect(empty.body).toEqual({
      connected_platforms: 0,
      total_followers: null,
      synced_content: 0,
      avg_engagement: null,
      platforms: [],
      recent_activity: [],
    });

    await connect(client, 'tiktok');
    await connect(client, 'instagram');
    await t.runJobs();
    const hub = await client.get<SocialOverviewReply>('/api/social/overview');
    const tiktokItems = Array.from({ length: 45 }, (_, i) => fakeItem('tiktok', i));
    const views = tiktokItems.reduce((sum, item) => sum + item.views, 0);
    const engagements = tiktokItems.reduce(
      (sum, item) => sum + item.likes + item.comments + item.shares,
      0,
    );
    expect(hub.body).toMatchObject({
      connected_platforms: 2,
      total_followers: FAKE_ACCOUNTS.tiktok.followers + FAKE_ACCOUNTS.instagram.followers,
      synced_content: 57,
    });
    // Instagram has no views, so only TikTok's items carry a rate.
    expect(hub.body.avg_engagement).toBeCloseTo(engagements / views);
    const tiktok = hub.body.platforms.find((p) => p.platform === 'tiktok');
    expect(tiktok).toMatchObject({ items: 45, views, followers: FAKE_ACCOUNTS.tiktok.followers });
    expect(hub.body.recent_activity.map((a) => a.kind).sort()).toEqual([
      'connected',
      'connected',
      'synced',
      'synced',
    ]);
    expect(
      hub.body.recent_activity.find((a) => a.kind === 'synced' && a.platform === 'tiktok')?.items,
    ).toBe(45);

    const gone = await client.delete('/api/social/tiktok/disconnect');
    expect(gone.status).toBe(200);
    expect(await connectionRow(user.id, 'tiktok')).toBeUndefined();
    const leftover = await t.ctx.db
      .selectFrom('social_content')
      .select('id')
      .where('user_id', '=', user.id)
      .where('platform', '=', 'tiktok')
      .execute();
    expect(leftover).toEqual([]);
    const after = await client.get<SocialOverviewReply>('/api/social/overview');
    expect(after.body).toMatchObject({ connected_platforms: 1, synced_content: 12 });
    expect(after.body.recent_activity[0]).toMatchObject({
      platform: 'tiktok',
      kind: 'disconnected',
    });
    expect((await client.delete('/api/social/tiktok/disconnect')).status).toBe(404);
  });

  it('withdraws the grant at the platform on disconnect, and disconnects even when that fails', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'youtube');
    await connect(client, 'twitter');
    await connect(client, 'instagram');
    const youtube = await connectionRow(user.id, 'youtube');
    const accessToken = tokenCipher(t.ctx.config).decrypt(youtube?.access_token_enc ?? '');
    const before = fake.revocations.length;
    expect((await client.delete('/api/social/youtube/disconnect')).status).toBe(200);
    expect(fake.revocations.slice(before)).toEqual(['youtube']);
    const refused = await fetch(`${fake.baseUrl}/youtube/v3/channels?part=id&mine=true`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(refused.status).toBe(401);

    fake.revocationDown = true;
    try {
      expect((await client.delete('/api/social/twitter/disconnect')).status).toBe(200);
    } finally {
      fake.revocationDown = false;
    }
    expect(await connectionRow(user.id, 'twitter')).toBeUndefined();
    // Instagram has no revocation endpoint: its connection simply goes.
    expect((await client.delete('/api/social/instagram/disconnect')).status).toBe(200);
    expect(fake.revocations.slice(before)).toEqual(['youtube']);
  });
});

describe('Post Now', () => {
  it('publishes text to X as a job and shows where the post is', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    const started = await client.post<PublishReply>('/api/social/twitter/publish', {
      text: 'New single out Friday',
    });
    expect(started.status).toBe(202);
    expect(started.body.publication).toMatchObject({ status: 'queued', platform: 'twitter' });
    await t.runJobs();
    expect((await jobOf(started.body.job_id)).status).toBe('done');
    expect(fake.posts.at(-1)).toBe('New single out Friday');
    const done = await client.get<PublicationReply>(
      `/api/social/publications/${started.body.publication.id}`,
    );
    expect(done.body.publication).toMatchObject({
      status: 'published',
      url: expect.stringMatching(/^https:\/\/x\.com\/i\/status\/post-\d+$/),
      error: null,
    });

    const other = await signUp(t);
    expect(
      (await other.client.get(`/api/social/publications/${started.body.publication.id}`)).status,
    ).toBe(404);
  });

  it('keeps to the platform’s limit and refuses platforms whose API takes no text posts', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    await connect(client, 'tiktok');
    const long = await client.post('/api/social/twitter/publish', { text: 'x'.repeat(281) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'Twitter posts can be at most 280 characters' });
    const blank = await client.post('/api/social/twitter/publish', { text: '   ' });
    expect(blank.status).toBe(400);
    const tiktok = await client.post('/api/social/tiktok/publish', { text: 'hello' });
    expect(tiktok.status).toBe(400);
    expect(tiktok.body.error).toContain('only accepts posts with a video or picture');
    expect((await client.post('/api/social/youtube/publish', { text: 'hi' })).status).toBe(404);
  });

  const thread = [
    '1/3 Finished the new beat tape last night after three months of late sessions.',
    '2/3 Every track was built from one old sample record, chopped a different way each time.',
    '3/3 It drops Friday. Tell me which track you want the stems for. #beatmaker',
  ];

  async function publishThread(client: ApiClient) {
    const started = await client.post<PublishReply>('/api/social/twitter/publish', {
      text: thread.join('\n\n'),
      posts: thread,
    });
    expect(started.status).toBe(202);
    return started.body;
  }

  it('publishes a thread to X as a chain of replies, in order', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    const before = fake.tweets.length;
    const started = await publishThread(client);
    expect(started.publication).toMatchObject({ posts: thread, posted_count: 0 });
    await t.runJobs();
    expect((await jobOf(started.job_id)).status).toBe('done');
    const chain = fake.tweets.slice(before);
    expect(chain.map((tweet) => tweet.text)).toEqual(thread);
    expect(chain[0]?.replyTo).toBeNull();
    expect(chain[1]?.replyTo).toBe(chain[0]?.id);
    expect(chain[2]?.replyTo).toBe(chain[1]?.id);
    const done = await client.get<PublicationReply>(
      `/api/social/publications/${started.publication.id}`,
    );
    expect(done.body.publication).toMatchObject({
      status: 'published',
      posted_count: 3,
      url: `https://x.com/i/status/${chain[0]?.id}`,
      error: null,
    });
  });

  it('carries on after the last posted part when a thread is retried after a failure', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    const before = fake.tweets.length;
    // X fails on the thread's second post.
    fake.failPostNumber = fake.posts.length + 2;
    const started = await publishThread(client);
    await t.runJobs();
    const waiting = await jobOf(started.job_id);
    expect(waiting.status).toBe('queued');
    expect(fake.tweets.slice(before).map((tweet) => tweet.text)).toEqual([thread[0]]);
    const midway = await client.get<PublicationReply>(
      `/api/social/publications/${started.publication.id}`,
    );
    expect(midway.body.publication).toMatchObject({ status: 'queued', posted_count: 1 });

    fake.failPostNumber = null;
    t.setNow(new Date(waiting.run_at));
    await t.runJobs();
    expect((await jobOf(started.job_id)).status).toBe('done');
    const chain = fake.tweets.slice(before);
    expect(chain.map((tweet) => tweet.text)).toEqual(thread);
    expect(chain.map((tweet) => tweet.replyTo)).toEqual([null, chain[0]?.id, chain[1]?.id]);
  });

  it('says how much of a thread went out when it fails for good midway', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    fake.failPostNumber = fake.posts.length + 2;
    const started = await publishThread(client);
    await t.runJobs();
    const waiting = await jobOf(started.job_id);
    fake.failPostNumber = null;
    // The person revoked the app before the retry: no more parts can go out.
    fake.revokeAccess('twitter');
    t.setNow(new Date(waiting.run_at));
    await t.runJobs();
    expect((await jobOf(started.job_id)).status).toBe('dead');
    const failed = await client.get<PublicationReply>(
      `/api/social/publications/${started.publication.id}`,
    );
    expect(failed.body.publication).toMatchObject({ status: 'failed', posted_count: 1 });
    expect(failed.body.publication.error).toMatch(
      /^1 of 3 posts went out; Twitter needs reconnecting/,
    );
  });

  it('refuses a thread with a post over 280 characters or with a single post', async () => {
    const { client } = await signUp(t);
    await connect(client, 'twitter');
    const long = await client.post('/api/social/twitter/publish', {
      text: 'a thread',
      posts: ['1/2 fine', `2/2 ${'x'.repeat(280)}`],
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: 'Twitter posts can be at most 280 characters: post 2 of the thread has 284',
    });
    const single = await client.post('/api/social/twitter/publish', {
      text: 'one',
      posts: ['one'],
    });
    expect(single.status).toBe(400);
    expect(single.body.error).toContain('at least 2 posts');
  });

  it('marks the post failed, and the connection for reconnecting, when X refuses the token', async () => {
    const { client, user } = await signUp(t);
    await connect(client, 'twitter');
    await t.runJobs();
    fake.revokeAccess('twitter');
    const started = await client.post<PublishReply>('/api/social/twitter/publish', {
      text: 'Will not go out',
    });
    await t.runJobs();
    const failed = await client.get<PublicationReply>(
      `/api/social/publications/${started.body.publication.id}`,
    );
    expect(failed.body.publication.status).toBe('failed');
    expect(failed.body.publication.error).toContain('Twitter needs reconnecting');
    expect((await connectionRow(user.id, 'twitter'))?.needs_reauth).toBe(1);
  });
});
