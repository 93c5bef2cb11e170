import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { paymentPurposes } from '../../payment-purposes';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { ABANDONED_AFTER_MS, PROVIDER_SILENT, reconcilePendingPayments } from './checkout';
import type { ChargeRequest, PaymentProvider } from './payment-provider';
import { PaymentDeclinedError } from './payment-provider';
import { TestModePaymentProvider } from './test-mode-provider';

/** A provider whose next answers a test decides, recording every charge and refund asked of it. */
class ScriptedProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  readonly hosted = null;
  readonly charges: ChargeRequest[] = [];
  readonly refunds: string[] = [];
  /** Runs during a charge, before it answers: what a test looks at or does meanwhile. */
  duringCharge: (request: ChargeRequest) => Promise<void> = async () => {};
  answer: 'charge' | 'decline' | 'silence' = 'charge';
  private readonly real = new TestModePaymentProvider();

  async charge(request: ChargeRequest) {
    this.charges.push(request);
    await this.duringCharge(request);
    if (this.answer === 'decline') throw new PaymentDeclinedError('Your card was declined');
    if (this.answer === 'silence') throw new Error('connect ETIMEDOUT');
    return this.real.charge(request);
  }

  async refund(providerRef: string) {
    this.refunds.push(providerRef);
  }
}

let t: TestApp;
let provider: ScriptedProvider;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

async function ppvPost(price = 700) {
  const artist = await signUp(t);
  const { post } = (
    await artist.client.post<{ post: Post }>('/api/posts', {
      content: 'the full mix',
      visibility: 'ppv',
      price_cents: price,
    })
  ).body;
  const fan = await signUp(t, { role: 'fan' });
  provider = new ScriptedProvider();
  t.ctx.payments = provider;
  return { artist, post, fan };
}

const buy = (fan: Awaited<ReturnType<typeof signUp>>, post: Post) =>
  fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: post.price_cents });

function ledgerOf(payerId: number) {
  return t.ctx.db.selectFrom('payments').selectAll().where('payer_id', '=', payerId).execute();
}

function auditOf(payerId: number) {
  return t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
    .where('details', 'like', `%"payer_id":${payerId},%`)
    .orderBy('id')
    .execute();
}

function intentsOf(payerId: number) {
  return t.ctx.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('payer_id', '=', payerId)
    .orderBy('id')
    .execute();
}

describe('checkout', () => {
  it('commits a pending intent before the provider is asked, then confirms it with the ledger row', async () => {
    const { post, fan } = await ppvPost();
    let seenDuringCharge: unknown[] = [];
    provider.duringCharge = async (request) => {
      // Read through the pool, as another process would: the intent is already committed.
      seenDuringCharge = await t.ctx.db
        .selectFrom('payment_intents')
        .select(['status', 'idempotency_key'])
        .where('idempotency_key', '=', request.idempotencyKey)
        .execute();
    };
    expect((await buy(fan, post)).status).toBe(201);
    expect(seenDuringCharge).toEqual([
      { status: 'pending', idempotency_key: provider.charges[0].idempotencyKey },
    ]);
    const [intent] = await intentsOf(fan.user.id);
    const [payment] = await ledgerOf(fan.user.id);
    expect(intent).toMatchObject({
      status: 'succeeded',
      payment_id: payment.id,
      purpose: 'ppv_purchase',
    });
    expect(payment).toMatchObject({
      kind: 'ppv_purchase',
      reference_id: post.id,
      amount_cents: 700,
    });
  });

  it('records nothing bought when the provider declines, and says why', async () => {
    const { post, fan } = await ppvPost();
    provider.answer = 'decline';
    const reply = await buy(fan, post);
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({ error: 'The payment did not go through: Your card was declined' });
    expect(await ledgerOf(fan.user.id)).toEqual([]);
    expect(await intentsOf(fan.user.id)).toEqual([
      expect.objectContaining({ status: 'failed', failure_reason: 'Your card was declined' }),
    ]);
    expect((await auditOf(fan.user.id)).map((row) => row.action)).toEqual(['payment.failed']);
    expect((await fan.client.get(`/api/posts/${post.id}`)).body).toMatchObject({
      post: { locked: true },
    });
  });

  it('refunds a charge whose purchase cannot be had (bought twice at once)', async () => {
    const { post, fan } = await ppvPost();
    provider.duringCharge = async () => {
      // The same fan's other tab completes its purchase while this charge is in flight.
      provider.duringCharge = async () => {};
      expect((await buy(fan, post)).status).toBe(201);
    };
    const reply = await buy(fan, post);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'You already own this post' });
    expect(await ledgerOf(fan.user.id)).toHaveLength(1);
    const intents = await intentsOf(fan.user.id);
    expect(intents.map((intent) => intent.status).sort()).toEqual(['refunded', 'succeeded']);
    const refunded = intents.find((intent) => intent.status === 'refunded');
    expect(provider.refunds).toEqual([refunded?.provider_ref]);
    expect((await auditOf(fan.user.id)).map((row) => row.action).sort()).toEqual([
      'payment.refunded',
      'payment.succeeded',
    ]);
  });

  it('completes a payment left pending by a silent provider, charging with the same key', async () => {
    const { post, fan } = await ppvPost();
    provider.answer = 'silence';
    const reply = await buy(fan, post);
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error: PROVIDER_SILENT });
    expect(await intentsOf(fan.user.id)).toEqual([expect.objectContaining({ status: 'pending' })]);

    provider.answer = 'charge';
    // Too soon: the request that started it may still be running.
    expect(await reconcilePendingPayments(t.ctx, paymentPurposes)).toBe(0);
    t.setNow(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(await reconcilePendingPayments(t.ctx, paymentPurposes)).toBe(1);
    expect(await reconcilePendingPayments(t.ctx, paymentPurposes)).toBe(0);

    expect(provider.charges).toHaveLength(2);
    expect(provider.charges[1].idempotencyKey).toBe(provider.charges[0].idempotencyKey);
    expect(await ledgerOf(fan.user.id)).toHaveLength(1);
    expect(await intentsOf(fan.user.id)).toEqual([
      expect.objectContaining({ status: 'succeeded' }),
    ]);
    // Completed by the system, not by the fan's request.
    expect(await auditOf(fan.user.id)).toEqual([
      expect.objectContaining({ action: 'payment.succeeded', actor_id: null }),
    ]);
    t.setNow(null);
    expect((await fan.client.get(`/api/posts/${post.id}`)).body).toMatchObject({
      post: { locked: false, content: 'the full mix' },
    });
  });

  it('gives held stock back when a merch charge is declined', async () => {
    const artist = await signUp(t);
    const { product } = (
      await artist.client.post<{ product: { id: number; variants: { id: number }[] } }>(
        '/api/merch/products',
        {
          name: 'Tour shirt',
          price_cents: 2500,
          variants: [{ name: 'M', size: 'M', color: 'black', inventory_count: 1 }],
        },
      )
    ).body;
    const fan = await signUp(t, { role: 'fan' });
    provider = new ScriptedProvider();
    t.ctx.payments = provider;
    provider.answer = 'decline';
    const order = {
      variant_id: product.variants[0].id,
      quantity: 1,
      price_cents: 2500,
      shipping_address: {
        name: 'Sam',
        line1: '1 Main St',
        city: 'Lyon',
        postal_code: '69001',
        country: 'FR',
      },
    };
    const path = `/api/merch/products/${product.id}/order`;
    expect((await fan.client.post(path, order)).status).toBe(402);
    provider.answer = 'charge';
    const reply = await fan.client.post(path, order);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ inventory_count: 0 });
  });
});
