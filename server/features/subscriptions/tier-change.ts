/**
 * What moving a subscription to another tier does, decided once (and shown to the fan before
 * they choose, from the same rule). We follow Patreon: a dearer tier starts now and the
 * difference for the rest of the paid period is charged now; a cheaper one starts at the next
 * billing date, with no refund, the current tier lasting until then; one at the same price
 * starts now at no charge. Prices are the subscription's own (kept when a creator later
 * changes a tier's price) against the new tier's price today.
 */
import type { TierChangeKind } from '../../../contract/subscriptions';
import { monthlyPeriodStart, prorate } from '../../platform/payments/billing-period';

export interface SubscriptionTerms {
  tier_id: number;
  price_cents: number;
  started_at: string;
  current_period_end: string;
}

export interface TierChangePlan {
  kind: TierChangeKind;
  chargeNowCents: number;
  /** When the new tier starts: now, or the next billing date for a downgrade. */
  takesEffect: string;
}

export function planTierChange(
  subscription: SubscriptionTerms,
  target: { id: number; price_cents: number },
  now: Date,
): TierChangePlan {
  const periodEnd = new Date(subscription.current_period_end);
  const immediately = { chargeNowCents: 0, takesEffect: now.toISOString() };
  if (target.id === subscription.tier_id) return { kind: 'current', ...immediately };
  if (target.price_cents < subscription.price_cents) {
    return { kind: 'downgrade', chargeNowCents: 0, takesEffect: periodEnd.toISOString() };
  }
  if (target.price_cents === subscription.price_cents) return { kind: 'switch', ...immediately };
  const period = {
    start: monthlyPeriodStart(new Date(subscription.started_at), periodEnd),
    end: periodEnd,
  };
  return {
    kind: 'upgrade',
    chargeNowCents: prorate(target.price_cents - subscription.price_cents, period, now),
    takesEffect: now.toISOString(),
  };
}
