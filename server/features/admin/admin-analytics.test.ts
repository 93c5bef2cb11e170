/**
 * The dashboard's figures, computed from rows this test makes at known times: the range's
 * edges (a row at its first millisecond counts, one a millisecond earlier does not), refunds
 * netted out, trials decided as the premium rule decides them, subscriptions by state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics, TopUsersReply } from '../../../contract/admin';
import type { UserRow } from '../../db/schema';
import { createUser, signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const ADMIN = 'figures@admin.test';
const NOW = new Date('2036-06-15T12:00:00.000Z');
/** The 7-day range starts here, inclusive. */
const FROM_7D = '2036-06-08T12:00:00.000Z';
const JUST_BEFORE_7D = '2036-06-08T11:59:59.999Z';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
const people: Record<string, UserRow> = {};

async function personAt(name: string, createdAt: string) {
  const user = await createUser(t, { role: 'artist', email: `${name}@figures.test` });
  await t.ctx.db
    .updateTable('users')
    .set({ created_at: createdAt })
    .where('id', '=', user.id)
    .execute();
  people[name] = { ...user, created_at: createdAt };
  return user.id;
}

async function proSubscription(
  userId: number,
  plan: 'price_monthly' | 'price_yearly',
  status: 'active' | 'canceled',
  periodEnd: string,
) {
  const row = await t.ctx.db
    .insertInto('pro_subscriptions')
    .values({
      user_id: userId,
      plan,
      status,
      current_period_start: '2036-01-01T00:00:00.000Z',
      current_period_end: periodEnd,
      created_at: '2036-01-01T00:00:00.000Z',
      canceled_at: status === 'canceled' ? '2036-06-01T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let paymentSequence = 0;
async function payment(row: {
  payer: number;
  kind: string;
  amount: number;
  at: string;
  reference?: number;
  refundOf?: number;
}) {
  paymentSequence += 1;
  const inserted = await t.ctx.db
    .insertInto('payments')
    .values({
      payer_id: row.payer,
      payee_id: null,
      kind: row.kind,
      reference_id: row.reference ?? null,
      description: `payment ${paymentSequence}`,
      amount_cents: row.amount,
      currency: 'usd',
      provider: 'test',
      provider_ref: `test_${paymentSequence}`,
      test_mode: 1,
      refund_of: row.refundOf ?? null,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function featureUse(userId: number, feature: string, accessType: string, at: string) {
  await t.ctx.db
    .insertInto('feature_access_log')
    .values({
      user_id: userId,
      feature_name: feature,
      access_type: accessType,
      is_premium_feature: 1,
      created_at: at,
    })
    .execute();
}

async function generation(userId: number, at: string) {
  await t.ctx.db
    .insertInto('generations')
    .values({
      user_id: userId,
      content_type: 'text_generation',
      prompt: '{}',
      content: 'a line',
      engine: 'builtin',
      created_at: at,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  t.setNow(NOW);
  admin = await signUp(t, { email: ADMIN });

  const u1 = await personAt('u1', '2036-06-10T09:00:00.000Z');
  const u2 = await personAt('u2', FROM_7D);
  const u3 = await personAt('u3', JUST_BEFORE_7D);
  const u4 = await personAt('u4', '2036-01-01T00:00:00.000Z');
  const u5 = await personAt('u5', '2036-06-14T08:00:00.000Z');
  const u6 = await personAt('u6', '2036-03-01T00:00:00.000Z');
  const u7 = await personAt('u7', '2036-02-01T00:00:00.000Z');

  const u4Pro = await proSubscription(u4, 'price_monthly', 'active', '2036-07-01T00:00:00.000Z');
  // Bought during the trial: Pro starts when the trial ends, and counts as paid already.
  const u5Pro = await proSubscription(u5, 'price_monthly', 'active', '2036-07-21T08:00:00.000Z');
  const u6Pro = await proSubscription(u6, 'price_yearly', 'canceled', '2036-09-01T00:00:00.000Z');
  const u7Pro = await proSubscription(u7, 'price_monthly', 'active', '2036-05-01T00:00:00.000Z');
  void u4Pro;

  const tier = await t.ctx.db
    .insertInto('subscription_tiers')
    .values({
      creator_id: u4,
      name: 'Inner Circle',
      price_cents: 900,
      description: null,
      features: '[]',
      created_at: '2036-01-01T00:00:00.000Z',
      updated_at: '2036-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tierSubscription = async (
    subscriber: number,
    status: string,
    periodEnd: string,
  ): Promise<number> =>
    (
      await t.ctx.db
        .insertInto('tier_subscriptions')
        .values({
          subscriber_id: subscriber,
          creator_id: u4,
          tier_id: tier.id,
          price_cents: 900,
          status,
          started_at: '2036-06-10T00:00:00.000Z',
          current_period_end: periodEnd,
          canceled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const liveTier = await tierSubscription(u1, 'active', '2036-07-10T00:00:00.000Z');
  await tierSubscription(u2, 'canceled', '2036-06-01T00:00:00.000Z');

  // The ledger: a purchase and its refund, a tier, two Pro payments (one at the range's first
  // millisecond), one a millisecond before the range refunded inside it, and one long ago.
  const ppv = await payment({
    payer: u2,
    kind: 'ppv_purchase',
    amount: 500,
    at: '2036-06-09T10:00:00.000Z',
  });
  await payment({
    payer: u2,
    kind: 'ppv_purchase',
    amount: -500,
    at: '2036-06-14T10:00:00.000Z',
    refundOf: ppv,
  });
  await payment({
    payer: u1,
    kind: 'tier_subscription',
    amount: 900,
    at: '2036-06-10T00:00:00.000Z',
    reference: liveTier,
  });
  await payment({
    payer: u5,
    kind: 'pro_subscription',
    amount: 1900,
    at: '2036-06-14T13:00:00.000Z',
    reference: u5Pro,
  });
  await payment({
    payer: u6,
    kind: 'pro_subscription',
    amount: 19000,
    at: FROM_7D,
    reference: u6Pro,
  });
  const early = await payment({
    payer: u7,
    kind: 'pro_subscription',
    amount: 1900,
    at: JUST_BEFORE_7D,
    reference: u7Pro,
  });
  await payment({
    payer: u7,
    kind: 'pro_subscription',
    amount: -1900,
    at: '2036-06-09T18:00:00.000Z',
    reference: u7Pro,
    refundOf: early,
  });
  await payment({ payer: u3, kind: 'merch_order', amount: 2500, at: '2036-05-01T00:00:00.000Z' });

  await featureUse(u1, 'D-Cypher', 'allowed', '2036-06-10T10:00:00.000Z');
  await featureUse(u1, 'D-Cypher', 'allowed', '2036-06-10T11:00:00.000Z');
  await featureUse(u2, 'D-Cypher', 'click', '2036-06-11T10:00:00.000Z');
  await featureUse(u1, 'Backline Studio', 'blocked', '2036-06-12T10:00:00.000Z');
  await featureUse(u5, 'Backline Studio', 'allowed', '2036-06-14T10:00:00.000Z');
  await featureUse(u3, 'Old Feature', 'allowed', JUST_BEFORE_7D);

  for (const at of [
    '2036-06-14T09:00:00.000Z',
    '2036-05-02T00:00:00.000Z',
    '2036-05-03T00:00:00.000Z',
  ]) {
    await generation(u1, at);
  }
  await generation(u2, '2036-04-01T00:00:00.000Z');
});
afterAll(() => t.close());

async function analytics(query = '') {
  const reply = await admin.client.get<AdminAnalytics>(`/api/admin/analytics${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('GET /api/admin/analytics', () => {
  it('counts the last 7 days by default, the range’s first millisecond in and the one before out', async () => {
    const figures = await analytics();
    expect(figures).toMatchObject({
      time_range: '7d',
      from: FROM_7D,
      to: NOW.toISOString(),
      bucket: 'day',
      totalUsers: 8,
      // The administrator, u1, u2 (at the first millisecond) and u5; not u3.
      newUsers: 4,
      // u4 and u5 renew, u6 runs out its paid year, one tier renews.
      activeSubscriptions: 4,
      renewingSubscriptions: 3,
      // 500 − 500 + 900 + 1900 + 19000 − 1900 (the refund of a payment made before the range).
      rangeRevenue: 19_900,
      // The 30 days add the payment a millisecond before the 7 days; the May order is older.
      monthlyRevenue: 21_800,
      // The administrator and u1; u2's trial ended this very moment, u5 is on Pro.
      trialUsers: 2,
    });
  });

  it('counts feature use by people and times, leaving out refusals and what is outside the range', async () => {
    const { featureUsage } = await analytics('?time_range=7d');
    expect(featureUsage).toEqual([
      { feature_name: 'D-Cypher', unique_users: 2, total_usage: 3 },
      { feature_name: 'Backline Studio', unique_users: 1, total_usage: 1 },
    ]);
  });

  it('groups subscriptions by type and state with what each brought in during the range', async () => {
    const { subscriptionStats } = await analytics('?time_range=7d');
    const byGroup = Object.fromEntries(
      subscriptionStats.map((stat) => [`${stat.subscription_type} ${stat.status}`, stat]),
    );
    expect(byGroup).toEqual({
      'pro_monthly active': {
        subscription_type: 'pro_monthly',
        status: 'active',
        count: 2,
        total_revenue_cents: 1900,
      },
      'pro_yearly canceled': {
        subscription_type: 'pro_yearly',
        status: 'canceled',
        count: 1,
        total_revenue_cents: 19_000,
      },
      'pro_monthly expired': {
        subscription_type: 'pro_monthly',
        status: 'expired',
        count: 1,
        total_revenue_cents: -1900,
      },
      'tier active': {
        subscription_type: 'tier',
        status: 'active',
        count: 1,
        total_revenue_cents: 900,
      },
      'tier expired': {
        subscription_type: 'tier',
        status: 'expired',
        count: 1,
        total_revenue_cents: 0,
      },
    });
  });

  it('gives a point per day of the range that adds up to the range’s figures', async () => {
    const figures = await analytics('?time_range=7d');
    expect(figures.series.map((point) => point.at)).toEqual(
      ['08', '09', '10', '11', '12', '13', '14', '15'].map((day) => `2036-06-${day}T00:00:00.000Z`),
    );
    const day = (date: string) =>
      figures.series.find((point) => point.at === `2036-06-${date}T00:00:00.000Z`);
    expect(day('08')).toEqual({
      at: '2036-06-08T00:00:00.000Z',
      signups: 1,
      revenue_cents: 19_000,
      active_users: 0,
    });
    expect(day('09')).toMatchObject({ revenue_cents: -1400 });
    expect(day('10')).toEqual({
      at: '2036-06-10T00:00:00.000Z',
      signups: 1,
      revenue_cents: 900,
      active_users: 1,
    });
    // u5 used the studio and u1 generated: two people.
    expect(day('14')).toEqual({
      at: '2036-06-14T00:00:00.000Z',
      signups: 1,
      revenue_cents: 1400,
      active_users: 2,
    });
    expect(day('15')).toMatchObject({ signups: 1 });
    const sum = (key: 'signups' | 'revenue_cents') =>
      figures.series.reduce((total, point) => total + point[key], 0);
    expect(sum('revenue_cents')).toBe(figures.rangeRevenue);
    expect(sum('signups')).toBe(figures.newUsers);
  });

  it('counts the last 24 hours by the hour', async () => {
    const figures = await analytics('?time_range=24h');
    expect(figures.bucket).toBe('hour');
    expect(figures.series).toHaveLength(25);
    expect(figures.series[0].at).toBe('2036-06-14T12:00:00.000Z');
    expect(figures.series.at(-1)?.at).toBe('2036-06-15T12:00:00.000Z');
    expect(figures).toMatchObject({ newUsers: 1, rangeRevenue: 1900, featureUsage: [] });
    expect(figures.series.find((point) => point.revenue_cents !== 0)).toEqual({
      at: '2036-06-14T13:00:00.000Z',
      signups: 0,
      revenue_cents: 1900,
      active_users: 0,
    });
  });

  it('reaches back 90 days for the longest range', async () => {
    const figures = await analytics('?time_range=90d');
    expect(figures.series).toHaveLength(91);
    expect(figures.rangeRevenue).toBe(19_900 + 1900 + 2500);
    expect(figures.featureUsage.map((usage) => usage.feature_name)).toContain('Old Feature');
  });
});

describe('GET /api/admin/top-users', () => {
  it('lists the most generations first, then the most sign-ins, with paid, trial or none', async () => {
    const reply = await admin.client.get<TopUsersReply>('/api/admin/top-users');
    expect(reply.status).toBe(200);
    const rows = reply.body.users;
    expect(rows.slice(0, 3).map((row) => row.email)).toEqual([
      'u1@figures.test',
      'u2@figures.test',
      ADMIN,
    ]);
    expect(rows[0]).toEqual({
      id: people.u1.id,
      email: 'u1@figures.test',
      role: 'artist',
      subscription_type: 'trial',
      total_generations: 3,
      created_at: '2036-06-10T09:00:00.000Z',
    });
    const typeOf = Object.fromEntries(rows.map((row) => [row.email, row.subscription_type]));
    expect(typeOf).toMatchObject({
      'u2@figures.test': 'none',
      [ADMIN]: 'trial',
      'u4@figures.test': 'paid',
      'u5@figures.test': 'paid',
      'u6@figures.test': 'paid',
      'u7@figures.test': 'none',
    });
    expect(rows).toHaveLength(8);
  });
});
