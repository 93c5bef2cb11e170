import type { Transaction } from 'kysely';
import type { Database, PaymentRow } from '../../db/schema';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../platform/http/errors';
import { addMonth } from '../../platform/payments/billing-period';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import {
  advancePeriod,
  applyScheduledTier,
  extendPeriod,
  insertSubscription,
  markCanceled,
  markResumed,
  selectActiveSubscriptionId,
  selectSubscriptionWithTier,
  setPrice,
} from './subscriptions.queries';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription to this artist';

/** The first month of a tier: the subscription starts when it is paid for. */
export const tierSubscription = definePaymentPurpose({
  name: 'tier_subscription',
  kind: 'tier_subscription',
  order: z.object({
    subscriber_id: z.number().int(),
    creator_id: z.number().int(),
    tier_id: z.number().int(),
    price_cents: z.number().int(),
  }),
  async hold(trx, order) {
    if (await selectActiveSubscriptionId(trx, order.subscriber_id, order.creator_id))
      throw conflict(ALREADY_SUBSCRIBED);
  },
  async fulfil(trx, order, _payment, now) {
    try {
      const { id } = await insertSubscription(trx, {
        subscriberId: order.subscriber_id,
        creatorId: order.creator_id,
        tierId: order.tier_id,
        priceCents: order.price_cents,
        startedAt: now,
        periodEnd: addMonth(new Date(now)).toISOString(),
      });
      return { referenceId: id, result: id };
    } catch (error) {
      // Subscribed twice at once: one active subscription per fan and creator (a unique index).
      if (isUniqueViolation(error)) throw conflict(ALREADY_SUBSCRIBED);
      throw error;
    }
  },
  // With Stripe, a tier is a Billing subscription: Stripe renews it and says so by webhook.
  recurring: {
    interval: () => 'month',
    productKey: (order) => `tier_${order.tier_id}`,
    async renewed(trx, subscriptionId, periodEnd) {
      await extendPeriod(trx, subscriptionId, periodEnd);
    },
    async ended(trx, subscriptionId, now) {
      await markCanceled(trx, subscriptionId, now);
    },
    async updated(trx, subscriptionId, change, now) {
      if (change.paidThrough) await extendPeriod(trx, subscriptionId, change.paidThrough);
      await setPrice(trx, subscriptionId, change.amountCents);
      if (change.renews) await markResumed(trx, subscriptionId, now);
      else await markCanceled(trx, subscriptionId, now);
    },
  },
});

const NOT_DUE = 'This subscription is no longer due for renewal';
const CHANGED = 'The tier this subscription renews to changed meanwhile';

/**
 * One more month of an active subscription. Its idempotency key names the subscription and
 * the period it renews, so two processes renewing at once charge once. A move to a cheaper
 * tier that waited for this renewal (`switch_to`) is charged at its price and applied with it.
 */
export const tierRenewal = definePaymentPurpose({
  name: 'tier_renewal',
  kind: 'tier_subscription',
  order: z.object({
    subscription_id: z.number().int(),
    period_end: z.string(),
    switch_to: z.object({ tier_id: z.number().int(), price_cents: z.number().int() }).optional(),
  }),
  async hold(trx, order) {
    const subscription = await selectSubscriptionWithTier(trx, order.subscription_id);
    if (subscription?.status !== 'active' || subscription.current_period_end !== order.period_end)
      throw conflict(NOT_DUE);
    if ((subscription.scheduled_tier_id ?? null) !== (order.switch_to?.tier_id ?? null))
      throw conflict(CHANGED);
  },
  async fulfil(trx, order) {
    const nextEnd = addMonth(new Date(order.period_end)).toISOString();
    if (!(await advancePeriod(trx, order.subscription_id, order.period_end, nextEnd)))
      throw conflict(NOT_DUE);
    if (order.switch_to) {
      const scheduled = {
        tierId: order.switch_to.tier_id,
        priceCents: order.switch_to.price_cents,
      };
      if (!(await applyScheduledTier(trx, order.subscription_id, scheduled)))
        throw conflict(CHANGED);
    }
    return { referenceId: order.subscription_id, result: nextEnd };
  },
});

export function renewalKey(subscriptionId: number, periodEnd: string): string {
  return `renewal:${subscriptionId}:${periodEnd}`;
}

/**
 * A won dispute: the month the payment paid for opens again. Stripe's subscription was
 * cancelled when the dispute opened, so it does not renew.
 */
export async function restoreDisputedSubscription(
  trx: Transaction<Database>,
  payment: PaymentRow,
): Promise<void> {
  if (payment.reference_id === null) return;
  const paidThrough = addMonth(new Date(payment.created_at)).toISOString();
  await extendPeriod(trx, payment.reference_id, paidThrough);
}
