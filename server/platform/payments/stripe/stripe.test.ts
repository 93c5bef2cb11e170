import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchProduct } from '../../../../contract/merch';
import type { Post } from '../../../../contract/posts';
import type { Tier } from '../../../../contract/storefront';
import type { ApiClient } from '../../../test/api-client';
import { expiringRows } from '../../../expiring-rows';
import { DISPUTE_WON_OUT_OF_STOCK } from '../../../features/merch/merch-orders.service';
import { signUp } from '../../../test/factories';
import { FakeStripe } from '../../../test/fake-stripe';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

const ADMIN = 'money-admin@example.test';
const PRO_ADMIN = 'pro-refund-admin@example.test';
let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await FakeStripe.start();
  t = await createTestApp({ ...stripe.env(), ADMIN_EMAILS: `${ADMIN},${PRO_ADMIN}` });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const WEBHOOK = '/api/payments/webhooks/stripe';
const CONNECT_WEBHOOK = '/api/payments/webhooks/stripe/connect';

/**
 * Delivers an event as Stripe does (signed; a connected account's event to the Connect
 * endpoint), then runs the jobs it queued.
 */
async function deliver(
  event: Record<string, unknown>,
  secret?: string,
  path = event.account ? CONNECT_WEBHOOK : WEBHOOK,
) {
  const { payload, signature } = stripe.sign(event, secret);
  const reply = await t.client().request('POST', path, {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  await t.runJobs();
  return reply;
}

/** A seller whose Stripe Express account is onboarded (Stripe said so by webhook). */
async function connectedSeller() {
  const seller = await signUp(t);
  const onboarding = await seller.client.post<{ url: string }>(
    '/api/payments/payout-account/onboarding',
  );
  expect(onboarding.status).toBe(200);
  const accountId = [...stripe.accounts.keys()].at(-1) ?? '';
  expect(onboarding.body.url).toContain(`/connect/${accountId}`);
  expect((await deliver(stripe.accountUpdated(accountId, true))).status).toBe(200);
  return { ...seller, accountId };
}

async function ppvPost(artist: ApiClient, price = 900) {
  const reply = await artist.post<{ post: Post }>('/api/posts', {
    title: 'Stems',
    content: 'stems-night-drive.zip',
    visibility: 'ppv',
    price_cents: price,
  });
  return reply.body.post;
}

async function ledgerOf(payerId: number) {
  return t.ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('payer_id', '=', payerId)
    .orderBy('id')
    .execute();
}

async function locked(fan: ApiClient, postId: number) {
  return (await fan.get<{ post: Post }>(`/api/posts/${postId}`)).body.post.locked;
}

/** Buys a post through Checkout and the webhook; returns the charge's payment intent. */
async function buyPost(fan: ApiClient, post: Post) {
  const reply = await fan.post<{ checkout_url: string }>('/api/content/purchase', {
    content_id: post.id,
    price_cents: post.price_cents,
  });
  expect(reply.status).toBe(202);
  const session = stripe.lastSession();
  await deliver(stripe.completeCheckout(session.id));
  return session.payment_intent ?? '';
}

describe('the Stripe webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    await fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: 900 });
    const forged = stripe.completeCheckout(stripe.lastSession().id);
    const eventsBefore = await t.ctx.db.selectFrom('provider_events').select('id').execute();

    const wrongSecret = await deliver(forged, 'whsec_not_the_real_one');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body).toEqual({ error: 'The Stripe signature does not match this event' });
    const unsigned = await t.client().request('POST', WEBHOOK, {
      payload: JSON.stringify(forged),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const { payload, signature } = stripe.sign(forged);
    const tampered = await t.client().request('POST', WEBHOOK, {
      payload: payload.replace('"paid"', '"PAID"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.status).toBe(400);
    await t.runJobs();

    expect(await t.ctx.db.selectFrom('provider_events').select('id').execute()).toEqual(
      eventsBefore,
    );
    expect(await ledgerOf(fan.user.id)).toEqual([]);
    expect(await locked(fan.client, post.id)).toBe(true);
  });
});

describe('Stripe Connect', () => {
  it("verifies connected accounts' events with the Connect endpoint's own secret", async () => {
    const seller = await signUp(t);
    await seller.client.post('/api/payments/payout-account/onboarding');
    const accountId = [...stripe.accounts.keys()].at(-1) ?? '';
    const enabled = stripe.accountUpdated(accountId, true);
    stripe.setAccountEnabled(accountId, false);
    const stored = () =>
      t.ctx.db
        .selectFrom('payout_accounts')
        .select(['charges_enabled', 'payouts_enabled', 'details_submitted'])
        .where('account_ref', '=', accountId)
        .executeTakeFirstOrThrow();
    // Signed with the platform endpoint's secret: not from the Connect endpoint.
    const forged = await deliver(enabled, stripe.webhookSecret, CONNECT_WEBHOOK);
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: 'The Stripe signature does not match this event' });
    // And the platform endpoint does not take the Connect endpoint's signature either.
    expect((await deliver(enabled, stripe.connectWebhookSecret, WEBHOOK)).status).toBe(400);
    expect(await stored()).toEqual({
      charges_enabled: 0,
      payouts_enabled: 0,
      details_submitted: 0,
    });
    expect((await deliver(enabled)).status).toBe(200);
    expect(await stored()).toEqual({
      charges_enabled: 1,
      payouts_enabled: 1,
      details_submitted: 1,
    });
  });

  it('asks Stripe what the account can do when the creator comes back from onboarding', async () => {
    const seller = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    await seller.client.post('/api/payments/payout-account/onboarding');
    const accountId = [...stripe.accounts.keys()].at(-1) ?? '';
    // Back on the Storefront tab without finishing: Stripe says it cannot take payments.
    expect((await seller.client.get('/api/payments/payout-account')).body).toMatchObject({
      connected: true,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
    // Finished at Stripe; no webhook has come yet, and none is needed.
    stripe.setAccountEnabled(accountId, true);
    const retrievals = () =>
      stripe.requests.filter(
        (request) => request.method === 'GET' && request.path === `/v1/accounts/${accountId}`,
      ).length;
    const before = retrievals();
    expect((await seller.client.get('/api/payments/payout-account')).body).toMatchObject({
      connected: true,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect(retrievals()).toBe(before + 1);
    const purchase = await fan.client.post('/api/content/purchase', {
      content_id: post.id,
      price_cents: 900,
    });
    expect(purchase.status).toBe(202);
    // Ready: Stripe is not asked again on every look.
    await seller.client.get('/api/payments/payout-account');
    expect(retrievals()).toBe(before + 1);
  });
});

describe('pay-per-view through Checkout', () => {
  it('refuses to sell for a seller without a connected account, and the storefront says so', async () => {
    const seller = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const reply = await fan.client.post('/api/content/purchase', {
      content_id: post.id,
      price_cents: 900,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'This artist cannot take payments yet' });
    const storefront = `/api/users/${seller.user.id}/storefront-settings`;
    expect((await fan.client.get(storefront)).body).toMatchObject({ can_sell: false });
    expect((await seller.client.get('/api/payments/payout-account')).body).toMatchObject({
      required: true,
      connected: false,
      charges_enabled: false,
      platform_fee_percent: 10,
    });
    // Started onboarding but Stripe has not enabled charges: still refused.
    await seller.client.post('/api/payments/payout-account/onboarding');
    expect(
      (await fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: 900 }))
        .status,
    ).toBe(409);
    await expect(fan.client.get('/api/payments/payout-account')).resolves.toMatchObject({
      status: 403,
    });
  });

  it('sends the fan to Checkout, and opens the post only when the webhook says it was paid (once, however often it is replayed)', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const storefront = await fan.client.get(`/api/users/${seller.user.id}/storefront-settings`);
    expect(storefront.body).toMatchObject({ can_sell: true });
    const reply = await fan.client.post<{ checkout_url: string }>('/api/content/purchase', {
      content_id: post.id,
      price_cents: 900,
    });
    expect(reply.status).toBe(202);
    const session = stripe.lastSession();
    expect(reply.body).toEqual({ checkout_url: session.url });
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 900,
      currency: 'usd',
      transfer_destination: seller.accountId,
      application_fee_amount: 90,
      success_url: `${t.ctx.config.publicUrl}/post/${post.id}?checkout=success`,
      cancel_url: `${t.ctx.config.publicUrl}/post/${post.id}?checkout=cancelled`,
    });
    // Coming back to the page proves nothing: still locked, nothing in the ledger.
    expect(await locked(fan.client, post.id)).toBe(true);
    expect(await ledgerOf(fan.user.id)).toEqual([]);

    const paid = stripe.completeCheckout(session.id);
    expect((await deliver(paid)).body).toEqual({ received: true });
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);

    expect(await locked(fan.client, post.id)).toBe(false);
    expect(await ledgerOf(fan.user.id)).toEqual([
      expect.objectContaining({
        kind: 'ppv_purchase',
        amount_cents: 900,
        payee_id: seller.user.id,
        provider: 'stripe',
        provider_ref: session.payment_intent,
        test_mode: 1,
      }),
    ]);
    const stored = await t.ctx.db
      .selectFrom('provider_events')
      .selectAll()
      .where('event_ref', '=', String(paid.id))
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.handled_at).not.toBeNull();
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'payments.stripe-event')
      .where('unique_key', '=', `stripe:${String(paid.id)}`)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('gives back nothing held when the session lapses unpaid', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const { product } = (
      await seller.client.post<{ product: MerchProduct }>('/api/merch/products', {
        name: 'Tour Tee',
        price_cents: 2500,
        variants: [{ name: 'Black M', inventory_count: 1 }],
      })
    ).body;
    const order = await fan.client.post(`/api/merch/products/${product.id}/order`, {
      variant_id: product.variants[0]?.id,
      quantity: 1,
      price_cents: 2500,
      shipping_address: {
        name: 'Sam Fan',
        line1: '1 Main St',
        city: 'Austin',
        region: 'TX',
        postal_code: '78701',
        country: 'us',
      },
    });
    expect(order.status).toBe(202);
    const stock = () =>
      t.ctx.db
        .selectFrom('merch_variants')
        .select('inventory_count')
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
    expect(Number((await stock()).inventory_count)).toBe(0);
    await deliver(stripe.expireCheckout(stripe.lastSession().id));
    expect(Number((await stock()).inventory_count)).toBe(1);
    const intent = await t.ctx.db
      .selectFrom('payment_intents')
      .select('status')
      .where('payer_id', '=', fan.user.id)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('failed');
  });
});

describe('when Stripe does not answer', () => {
  it('says nothing was charged and gives back what the checkout held', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const { product } = (
      await seller.client.post<{ product: MerchProduct }>('/api/merch/products', {
        name: 'Patch',
        price_cents: 800,
        variants: [{ name: 'One size', inventory_count: 1 }],
      })
    ).body;
    stripe.failWith = 500;
    try {
      const order = await fan.client.post(`/api/merch/products/${product.id}/order`, {
        variant_id: product.variants[0]?.id,
        quantity: 1,
        price_cents: 800,
        shipping_address: {
          name: 'Sam Fan',
          line1: '1 Main St',
          city: 'Austin',
          region: 'TX',
          postal_code: '78701',
          country: 'us',
        },
      });
      expect(order.status).toBe(503);
      expect(order.body).toEqual({
        error:
          'The payment service did not answer, so nothing was charged. Please try again in a moment.',
      });
    } finally {
      stripe.failWith = null;
    }
    const variant = await t.ctx.db
      .selectFrom('merch_variants')
      .select('inventory_count')
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(variant.inventory_count)).toBe(1);
  });

  it('answers 404 at the webhook when the server does not use Stripe', async () => {
    const plain = await createTestApp();
    try {
      const { payload, signature } = stripe.sign(stripe.event('customer.created', {}));
      const reply = await plain.client().request('POST', WEBHOOK, {
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Stripe is not set up here' });
    } finally {
      await plain.close();
    }
  });
});

describe('subscriptions through Stripe Billing', () => {
  async function tierOf(seller: ApiClient) {
    const { tier } = (
      await seller.post<{ tier: Tier }>('/api/storefront/tiers', {
        name: 'Inner Circle',
        price_cents: 500,
        features: ['Demos'],
      })
    ).body;
    const { post } = (
      await seller.post<{ post: Post }>('/api/posts', {
        title: 'Members demo',
        content: 'members-only words',
        visibility: 'subscribers',
        price_cents: 0,
      })
    ).body;
    return { tier, post };
  }

  it('starts on the webhook, renews, survives nothing unpaid, and ends when cancelled', async () => {
    const seller = await connectedSeller();
    const { tier, post } = await tierOf(seller.client);
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.post('/api/subscriptions/create', {
      creator_id: seller.user.id,
      tier_id: tier.id,
      price_cents: 500,
    });
    expect(reply.status).toBe(202);
    const session = stripe.lastSession();
    expect(session).toMatchObject({
      mode: 'subscription',
      interval: 'month',
      amount_total: 500,
      transfer_destination: seller.accountId,
      application_fee_percent: 10,
      success_url: `${t.ctx.config.publicUrl}/storefront/${seller.user.id}?checkout=success`,
    });
    expect(await locked(fan.client, post.id)).toBe(true);

    await deliver(stripe.completeCheckout(session.id));
    expect(await locked(fan.client, post.id)).toBe(false);
    const subscriptionRef = session.subscription ?? '';
    const row = await t.ctx.db
      .selectFrom('tier_subscriptions')
      .selectAll()
      .where('subscriber_id', '=', fan.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');

    // Stripe renews: one more ledger row, the period moves on to the invoice's end.
    // Stripe counts in whole seconds.
    const nextEnd = new Date(
      Math.floor(new Date(row.current_period_end).getTime() / 1000) * 1000 + 30 * 86_400_000,
    );
    const renewal = stripe.renewal(subscriptionRef, nextEnd, 500);
    await deliver(renewal.event);
    await deliver(renewal.event);
    const ledger = await ledgerOf(fan.user.id);
    expect(ledger.map((payment) => [payment.amount_cents, payment.provider_ref])).toEqual([
      [500, expect.stringMatching(/^pi_/)],
      [500, renewal.paymentIntent],
    ]);
    const renewed = await t.ctx.db
      .selectFrom('tier_subscriptions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(new Date(renewed.current_period_end).toISOString()).toBe(nextEnd.toISOString());

    // The next renewal fails: nothing is extended, and access ends with the paid period.
    await deliver(stripe.renewalFailed(subscriptionRef, nextEnd, 500));
    expect(await ledgerOf(fan.user.id)).toHaveLength(2);
    const failure = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.renewal_failed')
      .where('target_id', '=', String(row.id))
      .execute();
    expect(failure).toHaveLength(1);
    t.setNow(new Date(nextEnd.getTime() + 60_000));
    expect(await locked(fan.client, post.id)).toBe(true);
    t.setNow(null);

    // Cancelled at Stripe (the portal, or unpaid after retries).
    await deliver(stripe.subscriptionDeleted(subscriptionRef));
    const ended = await t.ctx.db
      .selectFrom('tier_subscriptions')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(ended.status).toBe('canceled');
  });

  it('follows customer.subscription.updated: cancel and resume at period end, price, past due and paid again', async () => {
    const seller = await connectedSeller();
    const { tier, post } = await tierOf(seller.client);
    const fan = await signUp(t, { role: 'fan' });
    await fan.client.post('/api/subscriptions/create', {
      creator_id: seller.user.id,
      tier_id: tier.id,
      price_cents: 500,
    });
    const session = stripe.lastSession();
    await deliver(stripe.completeCheckout(session.id));
    const subscriptionRef = session.subscription ?? '';
    const row = () =>
      t.ctx.db
        .selectFrom('tier_subscriptions')
        .select(['id', 'status', 'price_cents', 'current_period_end'])
        .where('subscriber_id', '=', fan.user.id)
        .executeTakeFirstOrThrow();
    const started = await row();
    const periodEnd = new Date(started.current_period_end).toISOString();

    // Cancelled in the portal: no renewal, but the paid month still opens the content.
    await deliver(stripe.subscriptionUpdated(subscriptionRef, { cancelAtPeriodEnd: true }));
    expect(await row()).toMatchObject({ status: 'canceled', price_cents: 500 });
    expect(await locked(fan.client, post.id)).toBe(false);
    await deliver(stripe.subscriptionUpdated(subscriptionRef, { cancelAtPeriodEnd: false }));
    expect((await row()).status).toBe('active');

    // A new price at Stripe is what the row bills from now on.
    await deliver(stripe.subscriptionUpdated(subscriptionRef, { amountCents: 700 }));
    expect((await row()).price_cents).toBe(700);

    // Stripe moved to the next period but could not take the money: access is not extended.
    const nextEnd = new Date(Date.now() + 60 * 86_400_000);
    nextEnd.setUTCMilliseconds(0);
    await deliver(
      stripe.subscriptionUpdated(subscriptionRef, { status: 'past_due', periodEnd: nextEnd }),
    );
    expect(new Date((await row()).current_period_end).toISOString()).toBe(periodEnd);
    // Paid on a retry: the period it paid for opens.
    await deliver(stripe.subscriptionUpdated(subscriptionRef, { status: 'active' }));
    expect(new Date((await row()).current_period_end).toISOString()).toBe(nextEnd.toISOString());
    expect((await row()).status).toBe('active');
    // Unpaid after every retry: no renewal, access until the paid period's end.
    await deliver(stripe.subscriptionUpdated(subscriptionRef, { status: 'unpaid' }));
    expect((await row()).status).toBe('canceled');
    expect(await locked(fan.client, post.id)).toBe(false);

    // Replayed or out of order, an event is read against Stripe's current state.
    const stale = stripe.subscriptionUpdated(subscriptionRef, {});
    await deliver(stale);
    expect((await row()).status).toBe('canceled');
  });

  it('bills every subscriber of a tier at one Stripe Price, made once', async () => {
    const seller = await connectedSeller();
    const { tier } = await tierOf(seller.client);
    const checkoutPrices: unknown[] = [];
    for (let fans = 0; fans < 2; fans += 1) {
      const fan = await signUp(t, { role: 'fan' });
      const reply = await fan.client.post('/api/subscriptions/create', {
        creator_id: seller.user.id,
        tier_id: tier.id,
        price_cents: 500,
      });
      expect(reply.status).toBe(202);
      const call = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
      checkoutPrices.push(
        (call?.body.line_items as Record<string, { price?: string }>)['0']?.price,
      );
      expect(stripe.lastSession()).toMatchObject({ amount_total: 500, interval: 'month' });
    }
    const made = [...stripe.prices.values()].filter((price) =>
      String(price.lookup_key).startsWith(`backline_tier_${tier.id}_`),
    );
    expect(made).toEqual([
      expect.objectContaining({
        unit_amount: 500,
        currency: 'usd',
        recurring: expect.objectContaining({ interval: 'month' }),
      }),
    ]);
    expect(checkoutPrices).toEqual([made[0]?.id, made[0]?.id]);
  });

  it('cancels and resumes renewal at Stripe when the fan cancels or resumes here', async () => {
    const seller = await connectedSeller();
    const { tier } = await tierOf(seller.client);
    const fan = await signUp(t, { role: 'fan' });
    await fan.client.post('/api/subscriptions/create', {
      creator_id: seller.user.id,
      tier_id: tier.id,
      price_cents: 500,
    });
    const session = stripe.lastSession();
    await deliver(stripe.completeCheckout(session.id));
    const row = await t.ctx.db
      .selectFrom('tier_subscriptions')
      .select('id')
      .where('subscriber_id', '=', fan.user.id)
      .executeTakeFirstOrThrow();
    const atStripe = () => stripe.subscriptions.get(session.subscription ?? '');
    expect((await fan.client.post(`/api/subscriptions/${row.id}/cancel`)).status).toBe(200);
    expect(atStripe()?.cancel_at_period_end).toBe(true);
    expect((await fan.client.post(`/api/subscriptions/${row.id}/resume`)).status).toBe(200);
    expect(atStripe()?.cancel_at_period_end).toBe(false);
    const change = await fan.client.post(`/api/subscriptions/${row.id}/change-tier`, {
      tier_id: tier.id,
      price_cents: 500,
    });
    expect(change.status).toBe(409);
    expect(change.body).toEqual({
      error: expect.stringContaining('Changing tiers is not available'),
    });
  });

  it('takes Pro through Checkout in subscription mode and comes back where the fan started', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.post('/api/subscription/upgrade', {
      plan: 'price_yearly',
      return_path: '/writers-block',
    });
    expect(reply.status).toBe(202);
    const session = stripe.lastSession();
    expect(session).toMatchObject({
      mode: 'subscription',
      interval: 'year',
      amount_total: 19000,
      transfer_destination: null,
      success_url: `${t.ctx.config.publicUrl}/writers-block?checkout=success`,
    });
    expect((await fan.client.get('/api/subscription/status')).body).toMatchObject({ plan: null });
    await deliver(stripe.completeCheckout(session.id));
    expect((await fan.client.get('/api/subscription/status')).body).toMatchObject({
      plan: 'price_yearly',
    });
    const bad = await fan.client.post('/api/subscription/upgrade', {
      plan: 'price_monthly',
      return_path: '//evil.example',
    });
    expect(bad.status).toBe(400);
  });
});

describe('refunds and disputes', () => {
  it('lets the seller refund a post: Stripe refunds, the ledger and access follow, the echo is counted once', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const stranger = await signUp(t);
    const post = await ppvPost(seller.client);
    const paymentIntent = await buyPost(fan.client, post);
    const [payment] = await ledgerOf(fan.user.id);
    if (!payment) throw new Error('no payment');

    const sales = await seller.client.get<{ sales: { id: number; refunded: boolean }[] }>(
      '/api/payments/sales',
    );
    expect(sales.body.sales).toEqual([
      expect.objectContaining({
        id: payment.id,
        kind: 'post',
        amount_cents: 900,
        refunded: false,
        buyer: { id: fan.user.id, name: expect.any(String) },
      }),
    ]);
    expect((await fan.client.get('/api/payments/sales')).status).toBe(403);
    expect((await stranger.client.post(`/api/payments/${payment.id}/refund`)).status).toBe(404);
    expect((await fan.client.post(`/api/payments/${payment.id}/refund`)).status).toBe(404);
    const refund = await seller.client.post(`/api/payments/${payment.id}/refund`);
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ payment_id: payment.id, refunded_cents: 900 });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: paymentIntent });
    expect(
      stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)?.idempotencyKey,
    ).toBe(`refund_payment_${payment.id}`);
    expect(await locked(fan.client, post.id)).toBe(true);
    expect((await seller.client.post(`/api/payments/${payment.id}/refund`)).status).toBe(409);
    const after = await seller.client.get<{ sales: { refunded: boolean }[] }>(
      '/api/payments/sales',
    );
    expect(after.body.sales.map((sale) => sale.refunded)).toEqual([true]);

    // Stripe tells us about the refund we made: nothing more happens.
    await deliver(stripe.chargeRefunded(paymentIntent, 900));
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -900]);
  });

  it('lets an administrator refund, and follows refunds and disputes made at Stripe', async () => {
    const seller = await connectedSeller();
    const admin = await signUp(t, { email: ADMIN });
    const fan = await signUp(t, { role: 'fan' });
    const posts = [
      await ppvPost(seller.client),
      await ppvPost(seller.client),
      await ppvPost(seller.client),
    ];
    const intents = [];
    for (const post of posts) intents.push(await buyPost(fan.client, post));
    const ledger = await ledgerOf(fan.user.id);

    expect((await admin.client.post(`/api/payments/${ledger[0]?.id}/refund`)).status).toBe(200);
    await deliver(stripe.chargeRefunded(intents[1] ?? '', 900));
    const dispute = stripe.disputeCreated(intents[2] ?? '', 900);
    await deliver(dispute);
    await deliver(dispute);

    for (const post of posts) expect(await locked(fan.client, post.id)).toBe(true);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([
      900, 900, 900, -900, -900, -900,
    ]);
    const revenue = await seller.client.get<{ revenue_this_month_cents: number }>(
      '/api/monetize/stats',
    );
    expect(revenue.body.revenue_this_month_cents).toBe(0);
    const disputed = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'payment.disputed')
      .execute();
    expect(disputed.length).toBeGreaterThanOrEqual(1);
  });

  it("takes back the transfer and the fee only of a creator's sale, not of Pro (the platform's own charge)", async () => {
    const seller = await connectedSeller();
    const admin = await signUp(t, { email: PRO_ADMIN });
    const fan = await signUp(t, { role: 'fan' });
    const paymentIntent = await buyPost(fan.client, await ppvPost(seller.client));
    await fan.client.post('/api/subscription/upgrade', {
      plan: 'price_monthly',
      return_path: '/dashboard',
    });
    await deliver(stripe.completeCheckout(stripe.lastSession().id));
    const [sale, pro] = await ledgerOf(fan.user.id);
    expect(pro).toMatchObject({ kind: 'pro_subscription', payee_id: null });
    const refundCalls = () => stripe.requests.filter((request) => request.path === '/v1/refunds');

    expect((await seller.client.post(`/api/payments/${sale?.id}/refund`)).status).toBe(200);
    expect(refundCalls().at(-1)?.body).toEqual({
      payment_intent: paymentIntent,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    const proRefund = await admin.client.post(`/api/payments/${pro?.id}/refund`);
    expect(proRefund.status).toBe(200);
    expect(refundCalls().at(-1)?.body).toEqual({ payment_intent: pro?.provider_ref });
    expect((await fan.client.get('/api/subscription/status')).body).toMatchObject({ plan: null });
  });

  it('keeps access on a partial refund and records its amount; a full refund afterwards revokes', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const paymentIntent = await buyPost(fan.client, post);
    const sales = async () =>
      (
        await seller.client.get<{ sales: { refunded: boolean; refunded_cents: number }[] }>(
          '/api/payments/sales',
        )
      ).body.sales;
    const revenue = async () =>
      (await seller.client.get<{ revenue_this_month_cents: number }>('/api/monetize/stats')).body
        .revenue_this_month_cents;
    const revenueBefore = await revenue();

    // $3 back from Stripe's dashboard, then $2 more: the post stays open, the ledger says $5.
    const first = stripe.chargeRefunded(paymentIntent, 900, 300);
    await deliver(first);
    await deliver(first);
    expect(await locked(fan.client, post.id)).toBe(false);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -300]);
    expect(await sales()).toEqual([
      expect.objectContaining({ refunded: false, refunded_cents: 300 }),
    ]);
    await deliver(stripe.chargeRefunded(paymentIntent, 900, 500));
    // A late copy of the first partial refund does not shrink what was given back.
    await deliver(stripe.chargeRefunded(paymentIntent, 900, 300));
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -500]);
    expect(await revenue()).toBe(revenueBefore - 500);
    const partial = await t.ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'payment.partially_refunded')
      .where('target_id', '=', String((await ledgerOf(fan.user.id))[0]?.id))
      .execute();
    expect(partial.map((row) => JSON.parse(row.details).refunded_cents)).toEqual([300, 500]);

    // The seller refunds the rest: the whole payment is given back and the post closes.
    const [payment] = await ledgerOf(fan.user.id);
    const refund = await seller.client.post(`/api/payments/${payment?.id}/refund`);
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ refunded_cents: 900 });
    expect(await locked(fan.client, post.id)).toBe(true);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -900]);
    expect(await sales()).toEqual([
      expect.objectContaining({ refunded: true, refunded_cents: 900 }),
    ]);
    expect((await seller.client.post(`/api/payments/${payment?.id}/refund`)).status).toBe(409);
    await deliver(stripe.chargeRefunded(paymentIntent, 900));
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -900]);
  });

  it('gives access and money back when a dispute is won, and not when it is lost', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const won = await ppvPost(seller.client);
    const lost = await ppvPost(seller.client);
    const wonIntent = await buyPost(fan.client, won);
    const lostIntent = await buyPost(fan.client, lost);
    await deliver(stripe.disputeCreated(wonIntent, 900));
    await deliver(stripe.disputeCreated(lostIntent, 900));
    expect(await locked(fan.client, won.id)).toBe(true);
    expect(await locked(fan.client, lost.id)).toBe(true);

    const closed = stripe.disputeClosed(wonIntent, 900, 'won');
    await deliver(closed);
    await deliver(closed);
    await deliver(stripe.disputeClosed(lostIntent, 900, 'lost'));
    expect(await locked(fan.client, won.id)).toBe(false);
    expect(await locked(fan.client, lost.id)).toBe(true);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, 900, -900]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'payment.dispute_won')
      .where('target_id', '=', String((await ledgerOf(fan.user.id))[0]?.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('does not let a won dispute undo a refund the seller made', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const paymentIntent = await buyPost(fan.client, post);
    const [payment] = await ledgerOf(fan.user.id);
    expect((await seller.client.post(`/api/payments/${payment?.id}/refund`)).status).toBe(200);
    await deliver(stripe.disputeCreated(paymentIntent, 900));
    await deliver(stripe.disputeClosed(paymentIntent, 900, 'won'));
    expect(await locked(fan.client, post.id)).toBe(true);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -900]);
  });

  it('keeps a partial refund made before a dispute the seller wins, in the ledger and revenue', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const paymentIntent = await buyPost(fan.client, post);
    const revenue = async () =>
      (await seller.client.get<{ revenue_this_month_cents: number }>('/api/monetize/stats')).body
        .revenue_this_month_cents;
    await deliver(stripe.chargeRefunded(paymentIntent, 900, 300));
    const partial = (await ledgerOf(fan.user.id))[1];
    const revenueAfterPartial = await revenue();

    await deliver(stripe.disputeCreated(paymentIntent, 600));
    expect(await locked(fan.client, post.id)).toBe(true);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900, -900]);
    expect(await revenue()).toBe(revenueAfterPartial - 600);

    const closed = stripe.disputeClosed(paymentIntent, 600, 'won');
    await deliver(closed);
    await deliver(closed);
    expect(await locked(fan.client, post.id)).toBe(false);
    const ledger = await ledgerOf(fan.user.id);
    expect(ledger.map((row) => row.amount_cents)).toEqual([900, -300]);
    expect(ledger[1]).toMatchObject({
      description: partial?.description,
      created_at: partial?.created_at,
    });
    expect(await revenue()).toBe(revenueAfterPartial);
    const sales = await seller.client.get<{
      sales: { refunded: boolean; refunded_cents: number }[];
    }>('/api/payments/sales');
    expect(sales.body.sales).toEqual([
      expect.objectContaining({ refunded: false, refunded_cents: 300 }),
    ]);
    const won = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'payment.dispute_won')
      .where('target_id', '=', String(ledger[0]?.id))
      .execute();
    expect(won).toHaveLength(1);
  });

  it('ignores events of the other key mode (live events at a test-mode key)', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const post = await ppvPost(seller.client);
    const paymentIntent = await buyPost(fan.client, post);
    const live: Record<string, unknown> = {
      ...stripe.chargeRefunded(paymentIntent, 900),
      livemode: true,
    };
    const reply = await deliver(live);
    expect(reply.status).toBe(200);
    expect(await locked(fan.client, post.id)).toBe(false);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([900]);
    const stored = await t.ctx.db
      .selectFrom('provider_events')
      .select('id')
      .where('event_ref', '=', String(live.id))
      .execute();
    expect(stored).toEqual([]);
  });

  it('refunds a merch order from the Orders list through Stripe', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const product = await merchProduct(seller.client, 3);
    const { order, paymentIntent } = await buyMerch(fan, product);
    expect(order.status).toBe('paid');
    const refund = await seller.client.post(`/api/merch/orders/${order.id}/refund`);
    expect(refund.status).toBe(200);
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: paymentIntent });
    await deliver(stripe.chargeRefunded(paymentIntent, 1500));
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([1500, -1500]);
  });

  it('gives a merch order back as it was when its dispute is won, taking its stock again', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const product = await merchProduct(seller.client, 3);
    const { order, paymentIntent } = await buyMerch(fan, product);
    expect(await inventoryOf(product)).toBe(2);

    await deliver(stripe.disputeCreated(paymentIntent, 1500));
    expect(await orderStatus(order.id)).toBe('cancelled');
    expect(await inventoryOf(product)).toBe(3);
    const closed = stripe.disputeClosed(paymentIntent, 1500, 'won');
    await deliver(closed);
    await deliver(closed);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await inventoryOf(product)).toBe(2);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([1500]);
    expect(await orderAudit(order.id)).toEqual([
      { action: 'merch_order.restored', details: expect.objectContaining({ status: 'paid' }) },
    ]);
    // Paid again, so the seller can ship it as any other.
    const shipped = await seller.client.post(`/api/merch/orders/${order.id}/ship`, {
      tracking_note: 'USPS 9400',
    });
    expect(shipped.status).toBe(200);
  });

  it('ships a shipped merch order again when its dispute is won', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const product = await merchProduct(seller.client, 3);
    const { order, paymentIntent } = await buyMerch(fan, product);
    const shipped = await seller.client.post(`/api/merch/orders/${order.id}/ship`, {
      tracking_note: 'USPS 9400',
    });
    expect(shipped.status).toBe(200);

    await deliver(stripe.disputeCreated(paymentIntent, 1500));
    expect(await orderStatus(order.id)).toBe('refunded');
    await deliver(stripe.disputeClosed(paymentIntent, 1500, 'won'));
    expect(await orderStatus(order.id)).toBe('shipped');
    expect(await inventoryOf(product)).toBe(2);
    const row = await t.ctx.db
      .selectFrom('merch_orders')
      .select('tracking_note')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.tracking_note).toBe('USPS 9400');
  });

  it('keeps a merch order cancelled, and says why, when its stock sold while the dispute was open', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const other = await signUp(t, { role: 'fan' });
    const product = await merchProduct(seller.client, 1);
    const { order, paymentIntent } = await buyMerch(fan, product);
    await deliver(stripe.disputeCreated(paymentIntent, 1500));
    expect(await inventoryOf(product)).toBe(1);
    const { order: resold } = await buyMerch(other, product);
    expect(resold.status).toBe('paid');
    expect(await inventoryOf(product)).toBe(0);

    await deliver(stripe.disputeClosed(paymentIntent, 1500, 'won'));
    expect(await orderStatus(order.id)).toBe('cancelled');
    expect(await inventoryOf(product)).toBe(0);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([1500]);
    expect(await orderAudit(order.id)).toEqual([
      {
        action: 'merch_order.kept_cancelled',
        details: expect.objectContaining({
          in_stock: 0,
          quantity: 1,
          reason: DISPUTE_WON_OUT_OF_STOCK,
        }),
      },
    ]);
    // The seller has the money and no order to ship: refunding the buyer stays possible.
    const [payment] = await ledgerOf(fan.user.id);
    expect((await seller.client.post(`/api/payments/${payment?.id}/refund`)).status).toBe(200);
    expect((await ledgerOf(fan.user.id)).map((row) => row.amount_cents)).toEqual([1500, -1500]);
    expect(await inventoryOf(product)).toBe(0);
  });
});

async function merchProduct(seller: ApiClient, inventory: number) {
  const reply = await seller.post<{ product: MerchProduct }>('/api/merch/products', {
    name: 'Poster',
    price_cents: 1500,
    variants: [{ name: 'A2', inventory_count: inventory }],
  });
  expect(reply.status).toBe(201);
  return reply.body.product;
}

/** Orders one of the product's first variant through Checkout and the webhook. */
async function buyMerch(buyer: { client: ApiClient; user: { id: number } }, product: MerchProduct) {
  const reply = await buyer.client.post(`/api/merch/products/${product.id}/order`, {
    variant_id: product.variants[0]?.id,
    quantity: 1,
    price_cents: 1500,
    shipping_address: {
      name: 'Sam Fan',
      line1: '1 Main St',
      city: 'Austin',
      region: 'TX',
      postal_code: '78701',
      country: 'us',
    },
  });
  expect(reply.status).toBe(202);
  const session = stripe.lastSession();
  await deliver(stripe.completeCheckout(session.id));
  const order = await t.ctx.db
    .selectFrom('merch_orders')
    .selectAll()
    .where('buyer_id', '=', buyer.user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { order, paymentIntent: session.payment_intent ?? '' };
}

async function inventoryOf(product: MerchProduct) {
  const row = await t.ctx.db
    .selectFrom('merch_variants')
    .select('inventory_count')
    .where('id', '=', product.variants[0]?.id ?? 0)
    .executeTakeFirstOrThrow();
  return Number(row.inventory_count);
}

async function orderStatus(orderId: number) {
  const row = await t.ctx.db
    .selectFrom('merch_orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function orderAudit(orderId: number) {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('target_type', '=', 'merch_order')
    .where('target_id', '=', String(orderId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ action: row.action, details: JSON.parse(row.details) as unknown }));
}

describe('the billing portal', () => {
  it('opens for someone who paid through Stripe, and is refused before', async () => {
    const seller = await connectedSeller();
    const fan = await signUp(t, { role: 'fan' });
    const before = await fan.client.post('/api/payments/portal');
    expect(before.status).toBe(409);
    expect((await t.client().post('/api/payments/portal')).status).toBe(401);
    await buyPost(fan.client, await ppvPost(seller.client));
    const portal = await fan.client.post<{ url: string }>('/api/payments/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/\/portal\/cus_/);
    const call = stripe.requests
      .filter((request) => request.path === '/v1/billing_portal/sessions')
      .at(-1);
    expect(call?.body.return_url).toBe(`${t.ctx.config.publicUrl}/purchases`);
  });
});

describe('stored webhook events', () => {
  it('are forgotten a month after they were handled, never before', async () => {
    await deliver(stripe.event('customer.created', { id: 'cus_forget_me', object: 'customer' }));
    const forget = expiringRows.find((rows) => rows.name.includes('webhook events'));
    const count = async () =>
      (await t.ctx.db.selectFrom('provider_events').select('id').execute()).length;
    const before = await count();
    await forget?.forget(t.ctx.db, new Date(Date.now() + 29 * 86_400_000));
    expect(await count()).toBe(before);
    await forget?.forget(t.ctx.db, new Date(Date.now() + 31 * 86_400_000));
    expect(await count()).toBe(0);
  });
});
