import { describe, expect, it } from 'vitest';
import { planTierChange } from './tier-change';

const subscription = {
  tier_id: 1,
  price_cents: 500,
  started_at: '2026-04-01T00:00:00.000Z',
  current_period_end: '2026-05-01T00:00:00.000Z',
};
const halfway = new Date('2026-04-16T00:00:00.000Z');

describe('planning a tier change', () => {
  it('upgrades now, charging the difference for the half period left', () => {
    expect(planTierChange(subscription, { id: 2, price_cents: 1500 }, halfway)).toEqual({
      kind: 'upgrade',
      chargeNowCents: 500,
      takesEffect: halfway.toISOString(),
    });
  });

  it('prorates within the current period of a renewed subscription', () => {
    const renewed = { ...subscription, current_period_end: '2026-06-01T00:00:00.000Z' };
    // May has 31 days: 10 left of 31.
    const plan = planTierChange(
      renewed,
      { id: 2, price_cents: 3600 },
      new Date('2026-05-22T00:00:00.000Z'),
    );
    expect(plan.chargeNowCents).toBe(Math.round((3100 * 10) / 31));
  });

  it('downgrades at the next billing date, with nothing charged or refunded', () => {
    expect(planTierChange(subscription, { id: 3, price_cents: 300 }, halfway)).toEqual({
      kind: 'downgrade',
      chargeNowCents: 0,
      takesEffect: subscription.current_period_end,
    });
  });

  it('switches at once between tiers of the same price, and knows the current tier', () => {
    expect(planTierChange(subscription, { id: 4, price_cents: 500 }, halfway).kind).toBe('switch');
    expect(planTierChange(subscription, { id: 1, price_cents: 900 }, halfway).kind).toBe('current');
  });
});
