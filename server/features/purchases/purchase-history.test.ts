import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchProduct } from '../../../contract/merch';
import type { Post } from '../../../contract/posts';
import type { PurchaseHistoryItem } from '../../../contract/purchase-history';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type HistoryReply = { purchases: PurchaseHistoryItem[]; nextCursor: string | null };

const address = {
  name: 'Sam Fan',
  line1: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
};

/** A creator selling a pay-per-view post, a tier and a product. */
async function creatorWithEverything() {
  const artist = await signUp(t, { displayName: 'Nova Beats' });
  const { post } = (
    await artist.client.post<{ post: Post }>('/api/posts', {
      title: 'Stems',
      content: 'the stems',
      visibility: 'ppv',
      price_cents: 900,
    })
  ).body;
  const { tier } = (
    await artist.client.post<{ tier: { id: number } }>('/api/storefront/tiers', {
      name: 'Inner Circle',
      price_cents: 500,
      features: ['Demos'],
    })
  ).body;
  const { product } = (
    await artist.client.post<{ product: MerchProduct }>('/api/merch/products', {
      name: 'Tour Tee',
      price_cents: 2500,
      variants: [{ name: 'Black M', inventory_count: 3 }],
    })
  ).body;
  return { artist, post, tier, product };
}

async function buyEverything(
  fan: ApiClient,
  shop: Awaited<ReturnType<typeof creatorWithEverything>>,
) {
  const bought = await fan.post('/api/content/purchase', {
    content_id: shop.post.id,
    price_cents: 900,
  });
  expect(bought.status).toBe(201);
  const subscribed = await fan.post('/api/subscriptions/create', {
    creator_id: shop.artist.user.id,
    tier_id: shop.tier.id,
    price_cents: 500,
  });
  expect(subscribed.status).toBe(201);
  const ordered = await fan.post<{ order: { id: number } }>(
    `/api/merch/products/${shop.product.id}/order`,
    {
      variant_id: shop.product.variants[0].id,
      quantity: 1,
      price_cents: 2500,
      shipping_address: address,
    },
  );
  expect(ordered.status).toBe(201);
  return ordered.body.order.id;
}

describe('purchase history', () => {
  it('lists posts bought, subscriptions and orders newest first, with the order as it stands now', async () => {
    const shop = await creatorWithEverything();
    const fan = await signUp(t, { role: 'fan' });
    const orderId = await buyEverything(fan.client, shop);
    await shop.artist.client.post(`/api/merch/orders/${orderId}/ship`, {
      tracking_note: 'USPS 9400 1000',
    });

    const history = await fan.client.get<HistoryReply>('/api/users/me/purchases');
    expect(history.status).toBe(200);
    const creator = { id: shop.artist.user.id, name: 'Nova Beats' };
    expect(history.body.purchases).toEqual([
      expect.objectContaining({
        kind: 'order',
        is_refund: false,
        amount_cents: 2500,
        creator,
        post_id: null,
        order: expect.objectContaining({
          id: orderId,
          status: 'shipped',
          tracking_note: 'USPS 9400 1000',
          product_name: 'Tour Tee',
          variant_name: 'Black M',
          shipping_address: expect.objectContaining({ city: 'Austin', country: 'US' }),
        }),
      }),
      expect.objectContaining({
        kind: 'subscription',
        amount_cents: 500,
        description: 'Inner Circle subscription',
        creator,
        order: null,
      }),
      expect.objectContaining({
        kind: 'post',
        amount_cents: 900,
        creator,
        post_id: shop.post.id,
        test_mode: true,
      }),
    ]);
    expect(history.body.nextCursor).toBeNull();
  });

  it('shows a refund as its own line, with the order cancelled', async () => {
    const shop = await creatorWithEverything();
    const fan = await signUp(t, { role: 'fan' });
    const orderId = await buyEverything(fan.client, shop);
    expect((await shop.artist.client.post(`/api/merch/orders/${orderId}/refund`)).status).toBe(200);

    const orders = await fan.client.get<HistoryReply>('/api/users/me/purchases?kind=order');
    expect(orders.body.purchases).toEqual([
      expect.objectContaining({
        kind: 'order',
        is_refund: true,
        amount_cents: -2500,
        order: expect.objectContaining({ id: orderId, status: 'cancelled' }),
      }),
      expect.objectContaining({
        kind: 'order',
        is_refund: false,
        amount_cents: 2500,
        order: expect.objectContaining({ id: orderId, status: 'cancelled' }),
      }),
    ]);
  });

  it('pages by keyset and filters by kind', async () => {
    const shop = await creatorWithEverything();
    const fan = await signUp(t, { role: 'fan' });
    await buyEverything(fan.client, shop);

    const first = await fan.client.get<HistoryReply>('/api/users/me/purchases?limit=2');
    expect(first.body.purchases.map((item) => item.kind)).toEqual(['order', 'subscription']);
    const second = await fan.client.get<HistoryReply>(
      `/api/users/me/purchases?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.purchases.map((item) => item.kind)).toEqual(['post']);
    expect(second.body.nextCursor).toBeNull();

    const posts = await fan.client.get<HistoryReply>('/api/users/me/purchases?kind=post');
    expect(posts.body.purchases.map((item) => item.kind)).toEqual(['post']);
    expect((await fan.client.get('/api/users/me/purchases?kind=cars')).status).toBe(400);
    expect((await fan.client.get('/api/users/me/purchases?cursor=%%%')).status).toBe(400);
  });

  it('shows each person only their own history; the creator who was paid sees none of it as theirs', async () => {
    const shop = await creatorWithEverything();
    const fan = await signUp(t, { role: 'fan' });
    const otherFan = await signUp(t, { role: 'fan' });
    await buyEverything(fan.client, shop);

    expect(
      (await otherFan.client.get<HistoryReply>('/api/users/me/purchases')).body.purchases,
    ).toEqual([]);
    expect(
      (await shop.artist.client.get<HistoryReply>('/api/users/me/purchases')).body.purchases,
    ).toEqual([]);
    expect((await t.client().get('/api/users/me/purchases')).status).toBe(401);
  });
});
