import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/storefront';
import type {
  ChangeTierReply,
  TierOption,
  ViewerSubscription,
} from '../../../contract/subscriptions';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { addMonth } from '../../platform/payments/billing-period';
import { renewDueSubscriptions } from './subscriptions.service';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;

async function addTier(artist: Person, name: string, price: number) {
  const reply = await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', {
    name,
    price_cents: price,
    features: ['Demos'],
  });
  return reply.body.tier;
}

/** An artist with three tiers and a fan subscribed to the middle one. */
async function subscribedFan() {
  const artist = await signUp(t);
  const bronze = await addTier(artist, 'Bronze', 300);
  const silver = await addTier(artist, 'Silver', 600);
  const gold = await addTier(artist, 'Gold', 1500);
  const fan = await signUp(t, { role: 'fan' });
  const created = await fan.client.post<{ subscription: ViewerSubscription }>(
    '/api/subscriptions/create',
    { creator_id: artist.user.id, tier_id: silver.id, price_cents: 600 },
  );
  expect(created.status).toBe(201);
  return { artist, fan, bronze, silver, gold, subscription: created.body.subscription };
}

async function paymentsOf(person: Person) {
  return t.ctx.db
    .selectFrom('payments')
    .select(['amount_cents', 'kind', 'payee_id'])
    .where('payer_id', '=', person.user.id)
    .orderBy('id')
    .execute();
}

async function subscriptionRow(id: number) {
  return t.ctx.db
    .selectFrom('tier_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Moves the subscription's start `daysAgo` back; returns the share of its month still left. */
async function startedDaysAgo(id: number, daysAgo: number): Promise<number> {
  const start = new Date(Date.now() - daysAgo * DAY);
  const end = addMonth(start);
  await t.ctx.db
    .updateTable('tier_subscriptions')
    .set({ started_at: start.toISOString(), current_period_end: end.toISOString() })
    .where('id', '=', id)
    .execute();
  return (end.getTime() - Date.now()) / (end.getTime() - start.getTime());
}

describe('changing tier', () => {
  it('quotes every tier: dearer now with the rest of the period prorated, cheaper at the renewal', async () => {
    const { fan, bronze, silver, gold, subscription } = await subscribedFan();
    const reply = await fan.client.get<{ options: TierOption[] }>(
      `/api/subscriptions/${subscription.id}/tier-options`,
    );
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(reply.body.options.map((option) => [option.name, option]));
    expect(byName.Silver).toMatchObject({ tier_id: silver.id, kind: 'current' });
    expect(byName.Bronze).toMatchObject({
      tier_id: bronze.id,
      kind: 'downgrade',
      charge_now_cents: 0,
      takes_effect: subscription.next_billing_date,
    });
    // Just subscribed: nearly the whole month is left, so nearly the whole difference.
    expect(byName.Gold!.tier_id).toBe(gold.id);
    expect(byName.Gold!.kind).toBe('upgrade');
    expect(byName.Gold!.charge_now_cents).toBeGreaterThan(890);
    expect(byName.Gold!.charge_now_cents).toBeLessThanOrEqual(900);
  });

  it('upgrades at once, charging the prorated difference to the creator, and renews at the new price', async () => {
    const { artist, fan, gold, subscription } = await subscribedFan();
    const left = await startedDaysAgo(subscription.id, 20);
    const prorated = Math.round(900 * left);
    const reply = await fan.client.post<ChangeTierReply>(
      `/api/subscriptions/${subscription.id}/change-tier`,
      { tier_id: gold.id, price_cents: 1500 },
    );
    expect(reply.status).toBe(200);
    // About a third of the month left: about a third of the $9.00 difference.
    expect(reply.body).toMatchObject({
      kind: 'upgrade',
      subscription: { tier_id: gold.id, tier_name: 'Gold', price_cents: 1500, status: 'active' },
      payment: { test_mode: true },
    });
    const charged = reply.body.payment!.amount_cents;
    expect(Math.abs(charged - prorated)).toBeLessThanOrEqual(1);
    expect(await paymentsOf(fan)).toEqual([
      { amount_cents: 600, kind: 'tier_subscription', payee_id: artist.user.id },
      { amount_cents: charged, kind: 'tier_subscription', payee_id: artist.user.id },
    ]);
    expect(
      (await fan.client.get(`/api/users/${artist.user.id}/subscription-status`)).body,
    ).toMatchObject({ subscription: { tier_name: 'Gold' } });

    t.setNow(new Date(Date.now() + 11 * DAY));
    try {
      await renewDueSubscriptions(t.ctx);
      expect((await paymentsOf(fan)).map((payment) => payment.amount_cents)).toEqual([
        600,
        charged,
        1500,
      ]);
    } finally {
      t.setNow(null);
    }
  });

  it('downgrades at the next billing date: the tier stays until then, then renews cheaper', async () => {
    const { artist, fan, bronze, silver, subscription } = await subscribedFan();
    const reply = await fan.client.post<ChangeTierReply>(
      `/api/subscriptions/${subscription.id}/change-tier`,
      { tier_id: bronze.id, price_cents: 300 },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      kind: 'downgrade',
      payment: null,
      subscription: {
        tier_id: silver.id,
        tier_name: 'Silver',
        scheduled_change: {
          tier_id: bronze.id,
          tier_name: 'Bronze',
          price_cents: 300,
          takes_effect: subscription.next_billing_date,
        },
      },
    });
    // A tier someone is waiting to move to stays, like one with subscribers.
    expect((await artist.client.delete(`/api/storefront/tiers/${bronze.id}`)).status).toBe(409);

    t.setNow(new Date(Date.now() + 32 * DAY));
    try {
      await renewDueSubscriptions(t.ctx);
      expect((await paymentsOf(fan)).map((payment) => payment.amount_cents)).toEqual([600, 300]);
      const row = await subscriptionRow(subscription.id);
      expect(row).toMatchObject({
        tier_id: bronze.id,
        price_cents: 300,
        scheduled_tier_id: null,
        scheduled_price_cents: null,
      });
    } finally {
      t.setNow(null);
    }
  });

  it('choosing the current tier again drops a waiting downgrade; choosing it otherwise is refused', async () => {
    const { fan, bronze, silver, subscription } = await subscribedFan();
    const url = `/api/subscriptions/${subscription.id}/change-tier`;
    expect((await fan.client.post(url, { tier_id: silver.id, price_cents: 600 })).status).toBe(409);
    await fan.client.post(url, { tier_id: bronze.id, price_cents: 300 });
    const kept = await fan.client.post<ChangeTierReply>(url, {
      tier_id: silver.id,
      price_cents: 600,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      kind: 'current',
      subscription: { tier_id: silver.id, scheduled_change: null },
    });
  });

  it('switches at once and free between tiers of one price', async () => {
    const { artist, fan, subscription } = await subscribedFan();
    const twin = await addTier(artist, 'Silver Live', 600);
    const reply = await fan.client.post<ChangeTierReply>(
      `/api/subscriptions/${subscription.id}/change-tier`,
      { tier_id: twin.id, price_cents: 600 },
    );
    expect(reply.body).toMatchObject({
      kind: 'switch',
      payment: null,
      subscription: { tier_name: 'Silver Live' },
    });
    expect(await paymentsOf(fan)).toHaveLength(1);
  });

  it("refuses someone else's subscription, another creator's tier, a closed tier, a stale price, a canceled subscription and anonymous callers", async () => {
    const { artist, fan, gold, subscription } = await subscribedFan();
    const url = `/api/subscriptions/${subscription.id}/change-tier`;
    const stranger = await signUp(t, { role: 'fan' });
    const theirs = await stranger.client.post(url, { tier_id: gold.id, price_cents: 1500 });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Subscription not found' });
    expect(
      (await stranger.client.get(`/api/subscriptions/${subscription.id}/tier-options`)).status,
    ).toBe(404);
    // Not even the creator changes a fan's subscription.
    expect((await artist.client.post(url, { tier_id: gold.id, price_cents: 1500 })).status).toBe(
      404,
    );

    const otherArtist = await signUp(t);
    const elsewhere = await addTier(otherArtist, 'Elsewhere', 2000);
    const foreign = await fan.client.post(url, { tier_id: elsewhere.id, price_cents: 2000 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatch(/tier/i);

    const closed = await addTier(artist, 'Closed', 2500);
    await artist.client.put(`/api/storefront/tiers/${closed.id}/active`, { is_active: false });
    expect((await fan.client.post(url, { tier_id: closed.id, price_cents: 2500 })).status).toBe(
      409,
    );

    const stale = await fan.client.post(url, { tier_id: gold.id, price_cents: 100 });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toContain('price_cents');

    expect((await t.client().post(url, { tier_id: gold.id, price_cents: 1500 })).status).toBe(401);

    await fan.client.post(`/api/subscriptions/${subscription.id}/cancel`);
    const canceled = await fan.client.post(url, { tier_id: gold.id, price_cents: 1500 });
    expect(canceled.status).toBe(409);
    expect(canceled.body.error).toMatch(/Resume/);

    expect(await paymentsOf(fan)).toHaveLength(1);
    expect(await paymentsOf(stranger)).toHaveLength(0);
  });
});

describe('undoing a cancel', () => {
  it('resumes a canceled subscription before its period ends, and it renews again', async () => {
    const { fan, bronze, subscription } = await subscribedFan();
    // A waiting downgrade goes with the cancel.
    await fan.client.post(`/api/subscriptions/${subscription.id}/change-tier`, {
      tier_id: bronze.id,
      price_cents: 300,
    });
    const canceled = await fan.client.post<{ subscription: ViewerSubscription }>(
      `/api/subscriptions/${subscription.id}/cancel`,
    );
    expect(canceled.body.subscription).toMatchObject({
      status: 'canceled',
      scheduled_change: null,
    });

    const resumed = await fan.client.post<{ subscription: ViewerSubscription }>(
      `/api/subscriptions/${subscription.id}/resume`,
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({
      status: 'active',
      tier_name: 'Silver',
      next_billing_date: subscription.next_billing_date,
    });
    expect((await subscriptionRow(subscription.id)).canceled_at).toBeNull();
    expect((await fan.client.post(`/api/subscriptions/${subscription.id}/resume`)).status).toBe(
      409,
    );

    t.setNow(new Date(Date.now() + 32 * DAY));
    try {
      await renewDueSubscriptions(t.ctx);
      expect((await paymentsOf(fan)).map((payment) => payment.amount_cents)).toEqual([600, 600]);
    } finally {
      t.setNow(null);
    }
  });

  it('refuses to resume after the period ended, someone else’s subscription, and anonymous callers', async () => {
    const { fan, subscription } = await subscribedFan();
    const url = `/api/subscriptions/${subscription.id}/resume`;
    await fan.client.post(`/api/subscriptions/${subscription.id}/cancel`);

    const stranger = await signUp(t, { role: 'fan' });
    expect((await stranger.client.post(url)).status).toBe(404);
    expect((await t.client().post(url)).status).toBe(401);

    await t.ctx.db
      .updateTable('tier_subscriptions')
      .set({ current_period_end: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', subscription.id)
      .execute();
    const late = await fan.client.post(url);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This subscription has ended. Subscribe again to get access.');
    expect((await subscriptionRow(subscription.id)).status).toBe('canceled');
  });

  it('refuses to resume when the fan has subscribed again since', async () => {
    const { artist, fan, gold, subscription } = await subscribedFan();
    await fan.client.post(`/api/subscriptions/${subscription.id}/cancel`);
    const again = await fan.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: gold.id,
      price_cents: 1500,
    });
    expect(again.status).toBe(201);
    expect((await fan.client.post(`/api/subscriptions/${subscription.id}/resume`)).status).toBe(
      409,
    );
  });
});
