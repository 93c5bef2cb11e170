import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { Tier } from '../../../contract/storefront';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/monetize/stats', () => {
  it('starts at zero for a new creator', async () => {
    const artist = await signUp(t);
    expect((await artist.client.get('/api/monetize/stats')).body).toEqual({
      revenue_this_month_cents: 0,
      revenue_last_month_cents: 0,
      active_subscribers: 0,
      post_count: 0,
      product_count: 0,
    });
  });

  it('reports real revenue, subscribers, posts and products from the ledger and the data', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { tier } = (
      await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', {
        name: 'Gold',
        price_cents: 800,
        features: [],
      })
    ).body;
    const { post } = (
      await artist.client.post<{ post: Post }>('/api/posts', {
        content: 'stems',
        visibility: 'ppv',
        price_cents: 300,
      })
    ).body;
    await artist.client.post('/api/merch/products', { name: 'Tee', price_cents: 2000 });
    await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: 800,
    });
    await fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: 300 });
    // A payment from last month counts there, not in this month.
    const lastMonth = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15),
    ).toISOString();
    await t.ctx.db
      .insertInto('payments')
      .values({
        payer_id: fan.user.id,
        payee_id: artist.user.id,
        kind: 'ppv_purchase',
        reference_id: post.id,
        description: 'old',
        amount_cents: 450,
        currency: 'usd',
        provider: 'test',
        provider_ref: 'old',
        test_mode: 1,
        created_at: lastMonth,
      })
      .execute();

    expect((await artist.client.get('/api/monetize/stats')).body).toEqual({
      revenue_this_month_cents: 1100,
      revenue_last_month_cents: 450,
      active_subscribers: 1,
      post_count: 1,
      product_count: 1,
    });
    // The fan paid and earned nothing; a fan has no Move That Work to read figures in.
    expect((await fan.client.get('/api/monetize/stats')).status).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/monetize/stats')).status).toBe(401);
  });
});
