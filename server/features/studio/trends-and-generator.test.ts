import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation, TrendingTopic } from '../../../contract/studio';
import { FEATURE_OFF_MESSAGE } from '../../platform/settings/feature-gates';
import { updateSettings } from '../../platform/settings/settings.service';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
let withModel: TestApp;
let modelAnswer: { status: number; text: string } = { status: 500, text: '' };
let fakeModel: Server;
const ADMIN = 'chief@example.test';

async function startFakeModel(): Promise<string> {
  fakeModel = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (modelAnswer.status !== 200) {
        response.writeHead(modelAnswer.status).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: modelAnswer.text } }],
        }),
      );
    });
  });
  fakeModel.listen(0, '127.0.0.1');
  await once(fakeModel, 'listening');
  return `http://127.0.0.1:${(fakeModel.address() as AddressInfo).port}/v1`;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  withModel = await createTestApp({
    LLM_BASE_URL: await startFakeModel(),
    LLM_MODEL: 'fake-copywriter',
    LLM_TIMEOUT_MS: '1500',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  await withModel.close();
  fakeModel.closeAllConnections();
  fakeModel.close();
});

async function post(
  app: TestApp,
  creatorId: number,
  content: string,
  at: Date,
  figures: { views?: number; shares?: number; likes?: number } = {},
) {
  await app.ctx.db
    .insertInto('posts')
    .values({
      creator_id: creatorId,
      title: null,
      content,
      visibility: 'public',
      price_cents: 0,
      content_type: null,
      view_count: figures.views ?? 0,
      share_count: figures.shares ?? 0,
      like_count: figures.likes ?? 0,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

const trending = (client: ReturnType<TestApp['client']>, query = '') =>
  client.get<{ trending_topics: TrendingTopic[] }>(`/api/backline/trending${query}`);

describe('GET /api/backline/trending', () => {
  it('ships a curated catalog, labelled, with no figures it did not measure', async () => {
    const creator = await signUp(t);
    const reply = await trending(creator.client);
    expect(reply.status).toBe(200);
    const topics = reply.body.trending_topics;
    expect(topics.length).toBeGreaterThanOrEqual(20);
    const bedroom = topics.find((topic) => topic.topic === 'Bedroom pop');
    expect(bedroom).toMatchObject({
      source: 'curated',
      category: 'Music',
      platform: 'tiktok',
      view_count: 0,
      share_count: 0,
      engagement_rate: 0,
      trend_score: 0,
    });
    expect(bedroom?.hashtags.split(' ').length).toBeLessThanOrEqual(5);
  });

  it('filters by category and platform on the server, and refuses unknown ones', async () => {
    const creator = await signUp(t);
    const gaming = (await trending(creator.client, '?category=Gaming')).body.trending_topics;
    expect(gaming.length).toBeGreaterThan(0);
    expect(gaming.every((topic) => topic.category === 'Gaming')).toBe(true);
    const both = (await trending(creator.client, '?category=Music&platform=youtube')).body
      .trending_topics;
    expect(both.every((topic) => topic.category === 'Music' && topic.platform === 'youtube')).toBe(
      true,
    );
    expect((await trending(creator.client, '?category=Cooking')).status).toBe(400);
    expect((await trending(creator.client, '?platform=myspace')).status).toBe(400);
  });

  it('ranks a topic that several accounts start using today, with the figures of their posts', async () => {
    const now = new Date();
    const people = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    for (const [index, person] of people.slice(0, 3).entries()) {
      await post(
        t,
        person.user.id,
        `Late night session #BedroomPop vibes ${index}`,
        new Date(now.getTime() - 3_600_000),
        {
          views: 100,
          shares: 2,
          likes: 8,
        },
      );
    }
    // Someone's own tag, used by three accounts: a topic born on this instance.
    for (const person of people.slice(1, 4)) {
      await post(
        t,
        person.user.id,
        'first listen of the demo #synthwavefriday',
        new Date(now.getTime() - 7_200_000),
      );
    }
    const topics = (await trending(people[0].client)).body.trending_topics;
    const bedroom = topics.find((topic) => topic.topic === 'Bedroom pop');
    // 3 accounts today against an expected 1: (3 − 1)² / 1 = 4.
    expect(bedroom).toMatchObject({
      trend_score: 4,
      accounts_today: 3,
      view_count: 300,
      share_count: 6,
      engagement_rate: 0.1,
    });
    const born = topics.find((topic) => topic.id === 'tag:synthwavefriday');
    expect(born).toMatchObject({ source: 'instance', platform: 'backline', trend_score: 4 });
    expect(topics.indexOf(bedroom as TrendingTopic)).toBeLessThan(
      topics.findIndex((topic) => topic.trend_score === 0),
    );
  });

  it('counts what creators posted on their connected platforms, by hashtag and by keyword', async () => {
    const now = new Date();
    const people = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    for (const [index, person] of people.entries()) {
      const connection = await t.ctx.db
        .insertInto('social_connections')
        .values({
          user_id: person.user.id,
          platform: 'tiktok',
          platform_user_id: `tt-${person.user.id}`,
          platform_username: `artist${index}`,
          access_token_enc: 'sealed',
          refresh_token_enc: null,
          token_expires_at: null,
          followers: null,
          last_synced_at: now.toISOString(),
          last_error: null,
          sync_job_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = (id: string, title: string, description: string, postedAt: Date) => ({
        connection_id: connection.id,
        user_id: person.user.id,
        platform: 'tiktok',
        platform_item_id: id,
        title,
        description,
        thumbnail_source: null,
        media_url: null,
        is_video: 1 as const,
        posted_at: postedAt.toISOString(),
        views: 1000,
        likes: 40,
        comments: 5,
        shares: 5,
        synced_at: now.toISOString(),
      });
      await t.ctx.db
        .insertInto('social_content')
        .values([
          item(`a${index}`, 'Log drum test', 'Amapiano sunday #kalimbaloops', hoursAgo(now, 2)),
          // Chiptune is a curated topic: synced posts about it give it real figures.
          item(`b${index}`, 'Game boy jam', 'made on a handheld #chiptune', hoursAgo(now, 3)),
          // Posted a month ago and only synced now: not a trend of this week.
          item(`c${index}`, 'Old one', '#dustyarchive', hoursAgo(now, 24 * 30)),
        ])
        .execute();
    }
    const topics = (await trending(people[0].client)).body.trending_topics;
    expect(topics.find((topic) => topic.id === 'tag:kalimbaloops')).toMatchObject({
      source: 'instance',
      platform: 'tiktok',
      topic: '#kalimbaloops',
      accounts_today: 3,
      trend_score: 4,
      view_count: 3000,
      share_count: 15,
      engagement_rate: 0.05,
      description: 'Used by 3 accounts on Backline and their connected platforms this week',
    });
    expect(topics.find((topic) => topic.id === 'word:amapiano')).toMatchObject({
      source: 'instance',
      topic: 'amapiano',
      accounts_today: 3,
      view_count: 3000,
      description:
        'Written about by 3 accounts on Backline and their connected platforms this week',
    });
    expect(topics.find((topic) => topic.topic === 'Chiptune')).toMatchObject({
      source: 'curated',
      trend_score: 4,
      view_count: 3000,
    });
    // Everyday words are not topics, and old posts synced today do not trend.
    expect(topics.some((topic) => topic.id === 'word:sunday' || topic.id === 'word:test')).toBe(
      false,
    );
    expect(topics.some((topic) => topic.id === 'tag:dustyarchive')).toBe(false);
    const onTiktok = (await trending(people[0].client, '?platform=tiktok')).body.trending_topics;
    expect(onTiktok.some((topic) => topic.id === 'tag:kalimbaloops')).toBe(true);
    expect(onTiktok.every((topic) => topic.platform === 'tiktok')).toBe(true);
  });

  it('lets administrators add, edit and hide topics, and nobody else', async () => {
    const admin = await signUp(t, { email: ADMIN });
    const creator = await signUp(t);
    const form = {
      topic: 'Vinyl restocks',
      category: 'Music',
      platform: 'instagram',
      description: 'Record stores restocking limited pressings',
      hashtags: 'vinyl #recordstore',
    };
    expect((await creator.client.post('/api/admin/backline/topics', form)).status).toBe(403);
    const added = await admin.client.post<{ id: number; hashtags: string; source: string }>(
      '/api/admin/backline/topics',
      form,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ hashtags: '#vinyl #recordstore', source: 'admin' });
    expect(
      (await trending(creator.client)).body.trending_topics.find(
        (topic) => topic.topic === 'Vinyl restocks',
      ),
    ).toMatchObject({ source: 'admin', id: String(added.body.id) });
    expect(
      (
        await admin.client.post('/api/admin/backline/topics', {
          ...form,
          hashtags: '#a #b #c #d #e #f',
        })
      ).status,
    ).toBe(400);
    const hidden = await admin.client.put(`/api/admin/backline/topics/${added.body.id}`, {
      ...form,
      hidden: true,
    });
    expect(hidden.status).toBe(200);
    expect(
      (await trending(creator.client)).body.trending_topics.some(
        (topic) => topic.topic === 'Vinyl restocks',
      ),
    ).toBe(false);
    expect(
      (await creator.client.put(`/api/admin/backline/topics/${added.body.id}`, form)).status,
    ).toBe(403);
    expect((await admin.client.put('/api/admin/backline/topics/999999', form)).status).toBe(404);
  });

  it('refuses anonymous callers, expired trials, and everyone while switched off', async () => {
    expect((await trending(t.client())).status).toBe(401);
    const lapsed = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', lapsed.user.id)
      .execute();
    expect((await trending(lapsed.client)).status).toBe(403);
    const creator = await signUp(t);
    await updateSettings(t.ctx, null, {
      category: 'features',
      settings: { backline_studio: false },
    });
    try {
      const off = await trending(creator.client);
      expect(off.status).toBe(404);
      expect(off.body).toEqual({ error: FEATURE_OFF_MESSAGE });
    } finally {
      await updateSettings(t.ctx, null, {
        category: 'features',
        settings: { backline_studio: true },
      });
    }
  });
});

const request = {
  prompt: 'my new single Neon Rain, out Friday',
  platform: 'instagram',
  content_type: 'caption',
  tone: 'engaging',
  include_hashtags: true,
  include_emojis: true,
};

describe('POST /api/backline/generate', () => {
  it('writes copy with hashtags and a score whose factors it lists', async () => {
    const creator = await signUp(t);
    const topic = (await trending(creator.client)).body.trending_topics.find(
      (candidate) => candidate.topic === 'Bedroom pop',
    );
    const reply = await creator.client.post<Generation>('/api/backline/generate', {
      ...request,
      topic_id: topic?.id,
    });
    expect(reply.status).toBe(200);
    const generation = reply.body;
    expect(generation).toMatchObject({
      platform: 'instagram',
      content_type: 'caption',
      engine: 'builtin',
      saved: false,
    });
    expect(generation.generated_content).toContain('Neon Rain');
    expect(generation.hashtags.slice(0, 2)).toEqual(
      ['#bedroompop', '#indiemusic'].map((tag) => tag.slice(1)),
    );
    expect(generation.generated_content.length).toBeLessThanOrEqual(2200);
    expect(generation.score_factors).toHaveLength(6);
    const sum = generation.score_factors.reduce((total, factor) => total + factor.points, 0);
    expect(generation.performance_score).toBe(Math.round(sum));
    // Bedroom pop is trending on this instance (the test above), so the match is credited.
    const match = generation.score_factors.find((factor) => factor.key === 'trend_match');
    expect(match?.note).toContain('#bedroompop');
  });

  it('splits a thread into posts of at most 280 characters', async () => {
    const creator = await signUp(t);
    const { body } = await creator.client.post<Generation>('/api/backline/generate', {
      ...request,
      platform: 'twitter',
      content_type: 'thread',
    });
    expect(body.posts.length).toBeGreaterThanOrEqual(3);
    for (const part of body.posts) expect(part.length).toBeLessThanOrEqual(280);
  });

  it('refuses a blank prompt, one over the platform’s limit, an unknown topic and bad options', async () => {
    const creator = await signUp(t);
    const blank = await creator.client.post('/api/backline/generate', {
      ...request,
      prompt: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('Prompt is required');
    const long = await creator.client.post('/api/backline/generate', {
      ...request,
      platform: 'twitter',
      prompt: 'x'.repeat(281),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('at most 280 characters');
    expect(
      (await creator.client.post('/api/backline/generate', { ...request, topic_id: 'nope' }))
        .status,
    ).toBe(400);
    expect(
      (await creator.client.post('/api/backline/generate', { ...request, tone: 'angry' })).status,
    ).toBe(400);
    expect((await t.client().post('/api/backline/generate', request)).status).toBe(401);
  });

  it('saves a generation for its writer only, and lists the history', async () => {
    const writer = await signUp(t);
    const other = await signUp(t);
    const first = (await writer.client.post<Generation>('/api/backline/generate', request)).body;
    const second = (await writer.client.post<Generation>('/api/backline/generate', request)).body;
    expect((await other.client.post(`/api/backline/generations/${first.id}/save`)).status).toBe(
      404,
    );
    const saved = await writer.client.post<Generation>(
      `/api/backline/generations/${first.id}/save`,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(true);
    const history = await writer.client.get<{ generations: Generation[] }>(
      '/api/backline/generations',
    );
    expect(history.body.generations.map((generation) => generation.id)).toEqual([
      second.id,
      first.id,
    ]);
    const savedOnly = await writer.client.get<{ generations: Generation[] }>(
      '/api/backline/generations?saved=true',
    );
    expect(savedOnly.body.generations.map((generation) => generation.id)).toEqual([first.id]);
    expect(
      (await other.client.get<{ generations: Generation[] }>('/api/backline/generations')).body
        .generations,
    ).toEqual([]);
  });
});

describe('with a language model configured', () => {
  it('uses the model’s copy when it fits, and scores it the same way', async () => {
    modelAnswer = {
      status: 200,
      text: 'Did you hear it yet? Neon Rain is out Friday.\n\nComment your favourite line!\n\n#newmusic #neonrain',
    };
    const creator = await signUp(withModel);
    const { body } = await creator.client.post<Generation>('/api/backline/generate', request);
    expect(body.engine).toBe('model');
    expect(body.hashtags).toEqual(['newmusic', 'neonrain']);
    expect(body.score_factors.find((factor) => factor.key === 'call_to_action')?.points).toBe(15);
  });

  it('falls back to the built-in writer when the model fails or overflows the platform', async () => {
    const creator = await signUp(withModel);
    modelAnswer = { status: 500, text: '' };
    expect(
      (await creator.client.post<Generation>('/api/backline/generate', request)).body.engine,
    ).toBe('builtin');
    modelAnswer = { status: 200, text: 'x'.repeat(300) };
    const tweet = await creator.client.post<Generation>('/api/backline/generate', {
      ...request,
      platform: 'twitter',
    });
    expect(tweet.body.engine).toBe('builtin');
    expect(tweet.body.generated_content.length).toBeLessThanOrEqual(280);
  });
});
