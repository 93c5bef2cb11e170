import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorOrder, MerchProduct } from '../../../contract/merch';
import type { ShippingAddress } from '../../../contract/shipping';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OrdersReply = { orders: CreatorOrder[]; nextCursor: string | null };
type OrderReply = { order: CreatorOrder };

const address = {
  name: 'Sam Fan',
  line1: '  1 Main St ',
  line2: '',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'us',
};

async function productOf(artist: ApiClient, stock = 5, price = 2500) {
  const reply = await artist.post<{ product: MerchProduct }>('/api/merch/products', {
    name: 'Tour Tee',
    price_cents: price,
    variants: [{ name: 'Black M', inventory_count: stock }],
  });
  if (reply.status !== 201) throw new Error(`product failed: ${reply.text}`);
  return reply.body.product;
}

async function buy(
  fan: ApiClient,
  product: MerchProduct,
  overrides: { quantity?: number; shipping_address?: unknown } = {},
) {
  return fan.post<{ order: { id: number } }>(`/api/merch/products/${product.id}/order`, {
    variant_id: product.variants[0].id,
    quantity: overrides.quantity ?? 1,
    price_cents: product.price_cents,
    shipping_address: overrides.shipping_address ?? address,
  });
}

async function stockOf(productId: number) {
  const row = await t.ctx.db
    .selectFrom('merch_variants')
    .select('inventory_count')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.inventory_count);
}

async function ledgerOf(payerId: number) {
  return t.ctx.db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'refund_of', 'payee_id'])
    .where('payer_id', '=', payerId)
    .orderBy('id')
    .execute();
}

describe('checkout with a shipping address', () => {
  it('keeps the address (tidied) with the order, and offers it for the next checkout', async () => {
    const artist = await signUp(t, { displayName: 'Nova Beats' });
    const fan = await signUp(t, { role: 'fan', displayName: 'Sam Fan' });
    const product = await productOf(artist.client);
    expect((await fan.client.get('/api/merch/shipping-address')).body).toEqual({
      shipping_address: null,
    });

    const placed = await buy(fan.client, product, { quantity: 2 });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ quantity: 2, price_cents: 5000, status: 'paid' });

    const expected: ShippingAddress = {
      name: 'Sam Fan',
      line1: '1 Main St',
      line2: null,
      city: 'Austin',
      region: 'TX',
      postal_code: '78701',
      country: 'US',
    };
    const orders = await artist.client.get<OrdersReply>('/api/merch/orders');
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toEqual([
      {
        id: placed.body.order.id,
        created_at: expect.any(String),
        status: 'paid',
        status_changed_at: null,
        tracking_note: null,
        product_id: product.id,
        product_name: 'Tour Tee',
        variant_name: 'Black M',
        quantity: 2,
        price_cents: 5000,
        buyer: { id: fan.user.id, name: 'Sam Fan', email: fan.email },
        shipping_address: expected,
        can: { ship: true, refund: true },
      },
    ]);
    expect((await fan.client.get('/api/merch/shipping-address')).body).toEqual({
      shipping_address: expected,
    });
  });

  it.each([
    ['no address', undefined, 'shipping_address'],
    [
      'a blank street',
      { ...address, line1: '  ' },
      'shipping_address.line1: Street address is required',
    ],
    [
      'an unknown country',
      { ...address, country: 'XX' },
      'shipping_address.country: Choose a country',
    ],
    [
      'a US ZIP that is not one',
      { ...address, postal_code: '7870' },
      'shipping_address.postal_code: Enter a postal code like 78701 or 78701-1234',
    ],
    [
      'a US address without a state',
      { ...address, region: '' },
      'shipping_address.region: State is required',
    ],
    [
      'a missing postal code where there are postal codes',
      { ...address, country: 'DE', postal_code: '' },
      'shipping_address.postal_code: Postal code is required',
    ],
  ])('refuses %s (400) and charges nothing', async (_case, shipping, message) => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client);
    const reply = await fan.client.post(`/api/merch/products/${product.id}/order`, {
      variant_id: product.variants[0].id,
      quantity: 1,
      price_cents: product.price_cents,
      ...(shipping ? { shipping_address: shipping } : {}),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(message);
    expect(await ledgerOf(fan.user.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('takes an address without a postal code where the country has none', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client);
    const hongKong = { name: 'Kai', line1: '8 Finance St', city: 'Central', country: 'HK' };
    expect((await buy(fan.client, product, { shipping_address: hongKong })).status).toBe(201);
  });
});

describe('the creator’s orders', () => {
  it('pages newest first by keyset, and filters by status', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client, 20);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await buy(fan.client, product)).body.order.id);
    }
    const first = await artist.client.get<OrdersReply>('/api/merch/orders?limit=2');
    expect(first.body.orders.map((order) => order.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await artist.client.get<OrdersReply>(
      `/api/merch/orders?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.orders.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const third = await artist.client.get<OrdersReply>(
      `/api/merch/orders?limit=2&cursor=${second.body.nextCursor}`,
    );
    expect(third.body.orders.map((order) => order.id)).toEqual([ids[0]]);
    expect(third.body.nextCursor).toBeNull();

    await artist.client.post(`/api/merch/orders/${ids[1]}/ship`, { tracking_note: 'USPS 9400' });
    const shipped = await artist.client.get<OrdersReply>('/api/merch/orders?status=shipped');
    expect(shipped.body.orders.map((order) => order.id)).toEqual([ids[1]]);
    expect((await artist.client.get('/api/merch/orders?cursor=nonsense')).status).toBe(400);
    expect((await artist.client.get('/api/merch/orders?status=lost')).status).toBe(400);
  });

  it('ships a paid order with its tracking note, once', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client);
    const { order } = (await buy(fan.client, product)).body;

    const blank = await artist.client.post(`/api/merch/orders/${order.id}/ship`, {
      tracking_note: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('tracking_note');

    const shipped = await artist.client.post<OrderReply>(`/api/merch/orders/${order.id}/ship`, {
      tracking_note: ' UPS 1Z999AA10123456784 ',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      tracking_note: 'UPS 1Z999AA10123456784',
      status_changed_at: expect.any(String),
      can: { ship: false, refund: true },
    });
    const again = await artist.client.post(`/api/merch/orders/${order.id}/ship`, {
      tracking_note: 'again',
    });
    expect(again.status).toBe(409);
  });

  it('cancels an unshipped order: one refund row in the ledger, stock back, audited', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client, 5);
    const { order } = (await buy(fan.client, product, { quantity: 2 })).body;
    expect(await stockOf(product.id)).toBe(3);

    const cancelled = await artist.client.post<OrderReply>(`/api/merch/orders/${order.id}/refund`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      can: { ship: false, refund: false },
    });
    expect(await stockOf(product.id)).toBe(5);

    const [payment, refund] = await ledgerOf(fan.user.id);
    expect(payment).toMatchObject({ amount_cents: 5000, refund_of: null });
    expect(refund).toMatchObject({
      amount_cents: -5000,
      refund_of: payment.id,
      payee_id: artist.user.id,
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refunded')
      .where('target_id', '=', String(payment.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(artist.user.id);
    expect(JSON.parse(audit[0].details)).toMatchObject({
      refund_payment_id: refund.id,
      amount_cents: 5000,
    });

    // Refunded money leaves the creator's revenue.
    const stats = await artist.client.get<{ revenue_this_month_cents: number }>(
      '/api/monetize/stats',
    );
    expect(stats.body.revenue_this_month_cents).toBe(0);
    // A cancelled order cannot be shipped.
    expect(
      (await artist.client.post(`/api/merch/orders/${order.id}/ship`, { tracking_note: 'x' }))
        .status,
    ).toBe(409);
  });

  it('refunds a shipped order once, even when asked twice at the same moment; the stock stays sold', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client, 5);
    const { order } = (await buy(fan.client, product)).body;
    await artist.client.post(`/api/merch/orders/${order.id}/ship`, { tracking_note: 'DHL 123' });

    const replies = await Promise.all([
      artist.client.post<OrderReply>(`/api/merch/orders/${order.id}/refund`),
      artist.client.post<OrderReply>(`/api/merch/orders/${order.id}/refund`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const again = await artist.client.post(`/api/merch/orders/${order.id}/refund`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This order was already refunded');

    const ledger = await ledgerOf(fan.user.id);
    expect(ledger.map((row) => row.amount_cents)).toEqual([2500, -2500]);
    const orders = await artist.client.get<OrdersReply>('/api/merch/orders');
    expect(orders.body.orders[0]).toMatchObject({ status: 'refunded', tracking_note: 'DHL 123' });
    expect(await stockOf(product.id)).toBe(4);
  });

  it('keeps another creator, the buyer and anonymous callers away from my orders', async () => {
    const artist = await signUp(t);
    const rival = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const product = await productOf(artist.client);
    const { order } = (await buy(fan.client, product)).body;

    for (const outsider of [rival.client, fan.client]) {
      expect((await outsider.get<OrdersReply>('/api/merch/orders')).body.orders).toEqual([]);
      const ship = await outsider.post(`/api/merch/orders/${order.id}/ship`, {
        tracking_note: 'mine now',
      });
      expect(ship.status).toBe(404);
      expect(ship.body.error).toBe('Order not found');
      expect((await outsider.post(`/api/merch/orders/${order.id}/refund`)).status).toBe(404);
    }
    const anonymous = t.client();
    expect((await anonymous.get('/api/merch/orders')).status).toBe(401);
    expect(
      (await anonymous.post(`/api/merch/orders/${order.id}/ship`, { tracking_note: 'x' })).status,
    ).toBe(401);
    expect((await anonymous.post(`/api/merch/orders/${order.id}/refund`)).status).toBe(401);
    expect((await anonymous.get('/api/merch/shipping-address')).status).toBe(401);

    // Untouched by all of that.
    const mine = await artist.client.get<OrdersReply>('/api/merch/orders');
    expect(mine.body.orders[0]).toMatchObject({ id: order.id, status: 'paid' });
    expect(await ledgerOf(fan.user.id)).toHaveLength(1);
  });
});
