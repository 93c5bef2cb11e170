import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/storefront';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const goldTier = {
  name: 'Gold',
  price_cents: 999,
  description: 'Every demo first',
  features: ['Demos', '', '  Lyric sheets  '],
  is_popular: true,
};

describe('storefront settings', () => {
  it('saves and reads back the settings, and shows them publicly', async () => {
    const artist = await signUp(t);
    expect((await artist.client.get('/api/storefront/settings')).body).toEqual({
      settings: { display_name: null, website: null, bio: null },
      // The built-in test mode needs no payout account.
      can_sell: true,
    });
    const saved = await artist.client.post('/api/storefront/settings', {
      display_name: ' Nova ',
      website: 'https://nova.example',
      bio: 'Hi',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      settings: { display_name: 'Nova', website: 'https://nova.example', bio: 'Hi' },
      can_sell: true,
    });
    expect((await t.client().get(`/api/users/${artist.user.id}/storefront-settings`)).body).toEqual(
      saved.body,
    );
  });

  it('refuses an invalid website, anonymous callers, and expired trials', async () => {
    const artist = await signUp(t);
    const bad = await artist.client.post('/api/storefront/settings', {
      website: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('website');
    for (const website of [
      'https://nova example.com',
      'https://nova.example\u0007',
      'http://nova',
    ]) {
      const refused = await artist.client.post('/api/storefront/settings', { website });
      expect(refused.status, website).toBe(400);
      expect(refused.body.error, website).toMatch(/^website: /);
    }
    expect((await t.client().get('/api/storefront/settings')).status).toBe(401);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', artist.user.id)
      .execute();
    expect((await artist.client.get('/api/storefront/tiers')).status).toBe(403);
  });
});

describe('tiers', () => {
  it('creates a tier, dropping empty feature lines, and lists it with its subscriber count', async () => {
    const artist = await signUp(t);
    const created = await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', goldTier);
    expect(created.status).toBe(201);
    expect(created.body.tier).toMatchObject({
      name: 'Gold',
      price_cents: 999,
      features: ['Demos', 'Lyric sheets'],
      is_popular: true,
      is_active: true,
      subscriber_count: 0,
    });
    expect((await t.client().get(`/api/users/${artist.user.id}/subscription-tiers`)).body).toEqual({
      tiers: [
        {
          id: created.body.tier.id,
          name: 'Gold',
          price_cents: 999,
          description: 'Every demo first',
          features: ['Demos', 'Lyric sheets'],
          is_popular: true,
          is_active: true,
        },
      ],
    });
  });

  it.each([
    ['no name', { ...goldTier, name: '  ' }],
    ['a price of 0', { ...goldTier, price_cents: 0 }],
  ])('refuses a tier with %s with the spec message', async (_case, body) => {
    const artist = await signUp(t);
    const reply = await artist.client.post('/api/storefront/tiers', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('Please fill in all required fields.');
  });

  it('edits, deactivates and deletes only your own tiers', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    const { tier } = (await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', goldTier))
      .body;
    expect(
      (
        await other.client.put(`/api/storefront/tiers/${tier.id}`, {
          ...goldTier,
          name: 'Hijacked',
        })
      ).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/storefront/tiers/${tier.id}`)).status).toBe(404);
    const edited = await artist.client.put<{ tier: Tier }>(`/api/storefront/tiers/${tier.id}`, {
      ...goldTier,
      name: 'Platinum',
      price_cents: 1500,
    });
    expect(edited.body.tier).toMatchObject({ name: 'Platinum', price_cents: 1500 });
    const closed = await artist.client.put<{ tier: Tier }>(
      `/api/storefront/tiers/${tier.id}/active`,
      { is_active: false },
    );
    expect(closed.body.tier.is_active).toBe(false);
    expect(
      (await t.client().get<{ tiers: Tier[] }>(`/api/users/${artist.user.id}/subscription-tiers`))
        .body.tiers,
    ).toEqual([]);
    expect((await artist.client.delete(`/api/storefront/tiers/${tier.id}`)).status).toBe(200);
    expect(
      (await artist.client.get<{ tiers: Tier[] }>('/api/storefront/tiers')).body.tiers,
    ).toEqual([]);
  });

  it('refuses to delete a tier someone subscribed to', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { tier } = (await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', goldTier))
      .body;
    await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: tier.price_cents,
    });
    const reply = await artist.client.delete(`/api/storefront/tiers/${tier.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/Deactivate it instead/);
    expect(
      (await artist.client.get<{ tiers: Tier[] }>('/api/storefront/tiers')).body.tiers[0]
        .subscriber_count,
    ).toBe(1);
  });

  it('answers 404 for the tiers of an unknown artist', async () => {
    expect((await t.client().get('/api/users/999999/subscription-tiers')).status).toBe(404);
  });
});

describe('storefront content', () => {
  it('uses the category the creator chose, and refuses one that is not a category', async () => {
    const artist = await signUp(t);
    await artist.client.post('/api/posts', {
      title: 'Acoustic set',
      content: 'live',
      visibility: 'ppv',
      price_cents: 500,
      content_type: 'Live Sessions',
    });
    const listed = await t
      .client()
      .get<{ content: { title: string; category: string; content_type: string | null }[] }>(
        `/api/users/${artist.user.id}/storefront-content`,
      );
    expect(listed.body.content).toEqual([
      expect.objectContaining({
        title: 'Acoustic set',
        category: 'Live Sessions',
        content_type: 'Live Sessions',
      }),
    ]);
    // An edit that does not mention the category keeps it.
    const acoustic = listed.body.content[0] as unknown as { id: number };
    await artist.client.put(`/api/posts/${acoustic.id}`, {
      title: 'Acoustic set (remastered)',
      content: 'live',
      visibility: 'ppv',
      price_cents: 600,
    });
    const edited = await t
      .client()
      .get<{ content: { category: string }[] }>(`/api/users/${artist.user.id}/storefront-content`);
    expect(edited.body.content[0].category).toBe('Live Sessions');
    const bad = await artist.client.post('/api/posts', {
      content: 'x',
      visibility: 'ppv',
      price_cents: 500,
      content_type: 'Podcasts',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('content_type');
  });

  it('lists only priced posts, with categories, content withheld until bought', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    await artist.client.post('/api/posts', {
      content: 'free for all',
      visibility: 'public',
      price_cents: 0,
    });
    await artist.client.post('/api/posts', {
      title: 'Members only',
      content: 'subs',
      visibility: 'subscribers',
      price_cents: 0,
    });
    const song = (
      await artist.client.post<{ post: { id: number } }>('/api/posts', {
        title: 'New song stems',
        content: 'stems inside',
        visibility: 'ppv',
        price_cents: 400,
      })
    ).body.post;
    await artist.client.post('/api/posts', {
      title: 'Cover art pack',
      content: 'art inside',
      visibility: 'ppv',
      price_cents: 200,
    });

    const before = await fan.client.get<{
      content: {
        id: number;
        title: string;
        category: string;
        content: string | null;
        locked: boolean;
        purchased: boolean;
      }[];
    }>(`/api/users/${artist.user.id}/storefront-content`);
    expect(before.body.content.map((item) => [item.title, item.category, item.locked])).toEqual([
      ['Cover art pack', 'Visual Art', true],
      ['New song stems', 'Music', true],
    ]);
    expect(before.text).not.toContain('stems inside');

    await fan.client.post('/api/content/purchase', { content_id: song.id, price_cents: 400 });
    const after = await fan.client.get<{
      content: { id: number; content: string | null; purchased: boolean }[];
    }>(`/api/users/${artist.user.id}/storefront-content`);
    expect(after.body.content.find((item) => item.id === song.id)).toMatchObject({
      content: 'stems inside',
      purchased: true,
    });
  });
});
