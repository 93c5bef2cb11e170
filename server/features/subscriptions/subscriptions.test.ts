import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { Tier } from '../../../contract/storefront';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { renewDueSubscriptions } from './subscriptions.service';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function creatorWithTier(price = 500) {
  const artist = await signUp(t);
  const { tier } = (
    await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', {
      name: 'Inner Circle',
      price_cents: price,
      features: ['Demos'],
    })
  ).body;
  const { post } = (
    await artist.client.post<{ post: Post }>('/api/posts', {
      title: 'Members demo',
      content: 'members-only words',
      visibility: 'subscribers',
      price_cents: 0,
    })
  ).body;
  return { artist, tier, post };
}

describe('subscribing', () => {
  it('charges the tier price, records the ledger row, and opens subscriber posts', async () => {
    const { artist, tier, post } = await creatorWithTier();
    const fan = await signUp(t, { role: 'fan' });
    expect((await fan.client.get<{ post: Post }>(`/api/posts/${post.id}`)).body.post.locked).toBe(
      true,
    );
    expect((await fan.client.get(`/api/users/${artist.user.id}/subscription-status`)).body).toEqual(
      { subscription: null },
    );

    const reply = await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: 500,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      subscription: { tier_name: 'Inner Circle', status: 'active', price_cents: 500 },
      payment: { amount_cents: 500, test_mode: true },
    });

    const status = await fan.client.get<{
      subscription: { tier_name: string; next_billing_date: string };
    }>(`/api/users/${artist.user.id}/subscription-status`);
    expect(status.body.subscription.tier_name).toBe('Inner Circle');
    const days =
      (new Date(status.body.subscription.next_billing_date).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    expect((await fan.client.get<{ post: Post }>(`/api/posts/${post.id}`)).body.post).toMatchObject(
      { locked: false, content: 'members-only words' },
    );
    const payments = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('payer_id', '=', fan.user.id)
      .execute();
    expect(payments).toEqual([
      expect.objectContaining({
        payee_id: artist.user.id,
        kind: 'tier_subscription',
        amount_cents: 500,
      }),
    ]);
  });

  it('refuses a tampered price and charges nothing', async () => {
    const { artist, tier } = await creatorWithTier(500);
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: 1,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('price_cents');
    expect(
      await t.ctx.db
        .selectFrom('payments')
        .select('id')
        .where('payer_id', '=', fan.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a second active subscription to the same creator, even at once', async () => {
    const { artist, tier } = await creatorWithTier();
    const fan = await signUp(t, { role: 'fan' });
    const body = { creator_id: artist.user.id, tier_id: tier.id, price_cents: tier.price_cents };
    const replies = await Promise.all(
      [1, 2, 3].map(() => fan.client.post('/api/subscriptions/create', body)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.ctx.db
      .selectFrom('tier_subscriptions')
      .select('id')
      .where('subscriber_id', '=', fan.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const payments = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('payer_id', '=', fan.user.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('refuses subscribing to yourself, to a tier of someone else, to a closed tier, and anonymously', async () => {
    const { artist, tier } = await creatorWithTier();
    const other = await creatorWithTier();
    const fan = await signUp(t, { role: 'fan' });
    expect(
      (
        await artist.client.post('/api/subscriptions/create', {
          creator_id: artist.user.id,
          tier_id: tier.id,
          price_cents: 500,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await fan.client.post('/api/subscriptions/create', {
          creator_id: artist.user.id,
          tier_id: other.tier.id,
          price_cents: 500,
        })
      ).status,
    ).toBe(404);
    await artist.client.put(`/api/storefront/tiers/${tier.id}/active`, { is_active: false });
    expect(
      (
        await fan.client.post('/api/subscriptions/create', {
          creator_id: artist.user.id,
          tier_id: tier.id,
          price_cents: 500,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.client().post('/api/subscriptions/create', {
          creator_id: artist.user.id,
          tier_id: tier.id,
          price_cents: 500,
        })
      ).status,
    ).toBe(401);
  });
});

describe('canceling and renewing', () => {
  it('keeps access until the period ends after a cancel, then closes it', async () => {
    const { artist, tier, post } = await creatorWithTier();
    const fan = await signUp(t, { role: 'fan' });
    const created = await fan.client.post<{ subscription: { id: number } }>(
      '/api/subscriptions/create',
      { creator_id: artist.user.id, tier_id: tier.id, price_cents: 500 },
    );
    const id = created.body.subscription.id;

    const stranger = await signUp(t, { role: 'fan' });
    expect((await stranger.client.post(`/api/subscriptions/${id}/cancel`)).status).toBe(404);

    const canceled = await fan.client.post(`/api/subscriptions/${id}/cancel`);
    expect(canceled.body).toMatchObject({ subscription: { status: 'canceled' } });
    expect((await fan.client.post(`/api/subscriptions/${id}/cancel`)).status).toBe(409);
    expect((await fan.client.get<{ post: Post }>(`/api/posts/${post.id}`)).body.post.locked).toBe(
      false,
    );

    t.setNow(new Date(Date.now() + 32 * DAY));
    try {
      await renewDueSubscriptions(t.ctx);
      const charges = await t.ctx.db
        .selectFrom('payments')
        .select('id')
        .where('payer_id', '=', fan.user.id)
        .execute();
      expect(charges).toHaveLength(1);
      const later = fan.client;
      // The session was created "32 days ago" from the moved clock; sign-in again is not the point here.
      await t.ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + 60 * DAY).toISOString() })
        .where('user_id', '=', fan.user.id)
        .execute();
      expect((await later.get<{ post: Post }>(`/api/posts/${post.id}`)).body.post.locked).toBe(
        true,
      );
      expect((await later.get(`/api/users/${artist.user.id}/subscription-status`)).body).toEqual({
        subscription: null,
      });
    } finally {
      t.setNow(null);
    }
  });

  it('renews an active subscription once per period, charging the ledger each time', async () => {
    const { artist, tier } = await creatorWithTier(700);
    const fan = await signUp(t, { role: 'fan' });
    await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: 700,
    });
    t.setNow(new Date(Date.now() + 32 * DAY));
    try {
      const [first, second] = await Promise.all([
        renewDueSubscriptions(t.ctx),
        renewDueSubscriptions(t.ctx),
      ]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      const payments = await t.ctx.db
        .selectFrom('payments')
        .select('amount_cents')
        .where('payer_id', '=', fan.user.id)
        .execute();
      expect(payments).toEqual([{ amount_cents: 700 }, { amount_cents: 700 }]);
      const row = await t.ctx.db
        .selectFrom('tier_subscriptions')
        .selectAll()
        .where('subscriber_id', '=', fan.user.id)
        .executeTakeFirstOrThrow();
      expect(new Date(row.current_period_end).getTime()).toBeGreaterThan(Date.now() + 50 * DAY);
    } finally {
      t.setNow(null);
    }
  });
});
