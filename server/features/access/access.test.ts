import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../platform/access/access-rules';
import { addMonth } from '../../platform/payments/billing-period';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    // The tests move the clock days ahead (trial and beta boundaries); sessions outlive that.
    { SESSION_IDLE_MINUTES: String(30 * 24 * 60), SESSION_ABSOLUTE_HOURS: String(365 * 24) },
    {
      // A premium route like the ones later features declare, to prove the rule end to end.
      extraRoutes: async (app) => {
        app.get(
          '/api/probe/premium',
          { config: { access: access.premium('Content Vault') } },
          async () => ({ ok: true }),
        );
      },
    },
  );
});
afterAll(() => t.close());

describe('GET /api/beta/status', () => {
  it('reports the beta over after BETA_END_DATE (the default is 2025-09-22)', async () => {
    const reply = await t.client().get('/api/beta/status');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ isBetaActive: false, betaDaysLeft: 0, betaEndDate: '2025-09-22' });
  });

  it('counts the days left while the beta runs', async () => {
    t.setNow(new Date('2025-09-19T12:00:00Z'));
    try {
      const reply = await t.client().get('/api/beta/status');
      expect(reply.body).toEqual({
        isBetaActive: true,
        betaDaysLeft: 4,
        betaEndDate: '2025-09-22',
      });
    } finally {
      t.setNow(null);
    }
  });
});

describe('GET /api/subscription/status', () => {
  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/subscription/status')).status).toBe(401);
  });

  it('starts a 7-day trial at sign-up', async () => {
    const person = await signUp(t);
    const reply = await person.client.get('/api/subscription/status');
    expect(reply.body).toMatchObject({
      isTrialActive: true,
      trialDaysLeft: 7,
      isTrialExpired: false,
      isBetaActive: false,
      isSubscribed: false,
      betaDaysLeft: 0,
      betaEndDate: '2025-09-22',
      plan: null,
    });
  });

  it('expires the trial after 7 days and refuses premium routes with 403, logging the block', async () => {
    const person = await signUp(t);
    expect((await person.client.get('/api/probe/premium')).status).toBe(200);

    t.setNow(new Date(Date.now() + 5.5 * DAY));
    expect((await person.client.get('/api/subscription/status')).body).toMatchObject({
      isTrialActive: true,
      trialDaysLeft: 2,
    });

    t.setNow(new Date(Date.now() + 7 * DAY + 60_000));
    try {
      expect((await person.client.get('/api/subscription/status')).body).toMatchObject({
        isTrialActive: false,
        isTrialExpired: true,
        trialDaysLeft: 0,
      });
      const refused = await person.client.get('/api/probe/premium');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/Pro feature/);
      const log = await t.ctx.db
        .selectFrom('feature_access_log')
        .selectAll()
        .where('user_id', '=', person.user.id)
        .execute();
      expect(log).toEqual([
        expect.objectContaining({
          feature_name: 'Content Vault',
          access_type: 'blocked',
          is_premium_feature: 1,
        }),
      ]);

      const upgrade = await person.client.post('/api/subscription/upgrade', {
        plan: 'price_yearly',
      });
      expect(upgrade.status).toBe(200);
      expect(upgrade.body).toMatchObject({
        status: {
          isSubscribed: true,
          isTrialActive: false,
          isTrialExpired: false,
          plan: 'price_yearly',
        },
        payment: { amount_cents: 19000, test_mode: true },
      });
      expect((await person.client.get('/api/probe/premium')).status).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('lets everyone in while the beta runs', async () => {
    const person = await signUp(t);
    t.setNow(new Date('2025-09-20T00:00:00Z'));
    try {
      // The trial ran out long before; the beta alone must open the door.
      await t.ctx.db
        .updateTable('users')
        .set({ created_at: '2025-01-01T00:00:00.000Z' })
        .where('id', '=', person.user.id)
        .execute();
      expect((await person.client.get('/api/probe/premium')).status).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('refuses premium routes to anonymous callers with 401', async () => {
    expect((await t.client().get('/api/probe/premium')).status).toBe(401);
  });
});

describe('POST /api/subscription/upgrade', () => {
  it('records the payment in the ledger and activates Pro at once, its month counted from the trial end', async () => {
    const person = await signUp(t);
    const reply = await person.client.post('/api/subscription/upgrade', { plan: 'price_monthly' });
    expect(reply.status).toBe(200);
    const payments = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('payer_id', '=', person.user.id)
      .execute();
    expect(payments).toEqual([
      expect.objectContaining({
        kind: 'pro_subscription',
        amount_cents: 1900,
        payee_id: null,
        provider: 'test',
        test_mode: 1,
      }),
    ]);
    const status = (await person.client.get('/api/subscription/status')).body;
    expect(status).toMatchObject({
      isSubscribed: true,
      isTrialActive: false,
      plan: 'price_monthly',
    });
    // Upgraded on the first day of the 7-day trial: the trial's days are kept, as the dialog says.
    const trialEnd = new Date(status.trialEndsAt as string);
    expect(status.currentPeriodEnd).toBe(addMonth(trialEnd).toISOString());
    const row = await t.ctx.db
      .selectFrom('pro_subscriptions')
      .selectAll()
      .where('user_id', '=', person.user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.current_period_start).toISOString()).toBe(trialEnd.toISOString());
  });

  it('starts Pro at once, for a month from the payment, when the trial is over', async () => {
    const person = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 30 * DAY).toISOString() })
      .where('id', '=', person.user.id)
      .execute();
    const before = Date.now();
    await person.client.post('/api/subscription/upgrade', { plan: 'price_monthly' });
    const status = (await person.client.get('/api/subscription/status')).body;
    const periodEnd = new Date(status.currentPeriodEnd as string).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(addMonth(new Date(before)).getTime());
    expect(periodEnd).toBeLessThanOrEqual(addMonth(new Date()).getTime());
  });

  it('refuses a second upgrade while Pro is active (409) and charges nothing more', async () => {
    const person = await signUp(t);
    await person.client.post('/api/subscription/upgrade', { plan: 'price_monthly' });
    const again = await person.client.post('/api/subscription/upgrade', { plan: 'price_yearly' });
    expect(again.status).toBe(409);
    const payments = await t.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('payer_id', '=', person.user.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('refuses an unknown plan and anonymous callers', async () => {
    const person = await signUp(t);
    const unknown = await person.client.post('/api/subscription/upgrade', {
      plan: 'price_lifetime',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('plan');
    expect(
      (await t.client().post('/api/subscription/upgrade', { plan: 'price_monthly' })).status,
    ).toBe(401);
  });

  it('says the built-in provider is in test mode', async () => {
    expect((await t.client().get('/api/subscription/provider')).body).toEqual({
      name: 'test',
      test_mode: true,
    });
  });
});

describe('POST /api/features/log-access', () => {
  it('stores each event', async () => {
    const person = await signUp(t);
    const reply = await person.client.post('/api/features/log-access', {
      feature_name: 'D-Cypher',
      access_type: 'click',
      is_premium_feature: false,
    });
    expect(reply.status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('feature_access_log')
      .selectAll()
      .where('user_id', '=', person.user.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        feature_name: 'D-Cypher',
        access_type: 'click',
        is_premium_feature: 0,
      }),
    ]);
  });

  it('refuses anonymous callers and bad access types', async () => {
    expect(
      (
        await t.client().post('/api/features/log-access', {
          feature_name: 'x',
          access_type: 'click',
          is_premium_feature: false,
        })
      ).status,
    ).toBe(401);
    const person = await signUp(t);
    const bad = await person.client.post('/api/features/log-access', {
      feature_name: 'x',
      access_type: 'sneak',
      is_premium_feature: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('access_type');
  });
});
