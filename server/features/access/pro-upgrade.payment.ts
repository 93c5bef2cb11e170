import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, PaymentRow } from '../../db/schema';
import { ProPlan } from '../../../contract/access';
import { ProPlans } from '../../../contract/limits';
import { conflict } from '../../platform/http/errors';
import { addMonth, addYear } from '../../platform/payments/billing-period';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import { trialEndsAt } from '../../platform/access/premium';
import {
  endProNow,
  extendProPeriod,
  insertProSubscription,
  markProCanceled,
  markProResumed,
  selectCurrentProSubscription,
  selectProPlanOf,
  selectSignUpTime,
  setProPlan,
} from './access.queries';

const ALREADY_PRO = 'You are already on Backline Pro';

/**
 * Backline Pro for a month or a year. Paid during the free trial, the trial's days are kept:
 * Pro starts when the trial ends, so the first period runs a month (or a year) from then;
 * the upgrade dialog says so. Paid after the trial, it starts at once.
 */
export const proUpgrade = definePaymentPurpose({
  name: 'pro_upgrade',
  kind: 'pro_subscription',
  order: z.object({ user_id: z.number().int(), plan: ProPlan }),
  async hold(trx, order, now) {
    if (await selectCurrentProSubscription(trx, order.user_id, now)) throw conflict(ALREADY_PRO);
  },
  async fulfil(trx, order, _payment, now) {
    // Checked again with the charge: two upgrades at once start one plan, and the other is refunded.
    if (await selectCurrentProSubscription(trx, order.user_id, now)) throw conflict(ALREADY_PRO);
    const signedUpAt = await selectSignUpTime(trx, order.user_id);
    const trialEnd = signedUpAt === null ? null : trialEndsAt(signedUpAt);
    const paidAt = new Date(now);
    const start = trialEnd && trialEnd > paidAt ? trialEnd : paidAt;
    const periodEnd = ProPlans[order.plan].interval === 'month' ? addMonth(start) : addYear(start);
    const subscription = await insertProSubscription(trx, {
      userId: order.user_id,
      plan: order.plan,
      periodStart: start.toISOString(),
      periodEnd: periodEnd.toISOString(),
      createdAt: now,
    });
    return { referenceId: subscription.id, result: subscription.id };
  },
  // With Stripe, Pro is a Billing subscription: Stripe renews it and says so by webhook.
  recurring: {
    interval: (order) => ProPlans[order.plan].interval,
    productKey: (order) => `pro_${order.plan}`,
    async renewed(trx, proSubscriptionId, periodEnd) {
      await extendProPeriod(trx, proSubscriptionId, periodEnd);
    },
    async ended(trx, proSubscriptionId, now) {
      await markProCanceled(trx, proSubscriptionId, now);
    },
    async updated(trx, proSubscriptionId, change, now) {
      if (change.paidThrough) await extendProPeriod(trx, proSubscriptionId, change.paidThrough);
      const plan = ProPlan.options.find((name) => ProPlans[name].interval === change.interval);
      if (plan) await setProPlan(trx, proSubscriptionId, plan);
      if (change.renews) await markProResumed(trx, proSubscriptionId, now);
      else await markProCanceled(trx, proSubscriptionId, now);
    },
  },
});

/** A refunded Pro payment ends Pro at once. */
export async function endRefundedPro(
  trx: Transaction<Database>,
  proSubscriptionId: number,
  now: string,
) {
  await endProNow(trx, proSubscriptionId, now);
}

/** A won dispute: Pro lasts again to the end of the period the payment paid for. */
export async function restoreDisputedPro(trx: Transaction<Database>, payment: PaymentRow) {
  if (payment.reference_id === null) return;
  const plan = await selectProPlanOf(trx, payment.reference_id);
  if (!plan) return;
  const paidAt = new Date(payment.created_at);
  const interval = ProPlan.safeParse(plan).data === 'price_yearly' ? 'year' : 'month';
  const paidThrough = interval === 'year' ? addYear(paidAt) : addMonth(paidAt);
  await extendProPeriod(trx, payment.reference_id, paidThrough.toISOString());
}
