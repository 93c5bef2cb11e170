import { z } from 'zod';
import { ProPlan } from '../../../contract/access';
import { ProPlans } from '../../../contract/limits';
import { conflict } from '../../platform/http/errors';
import { addMonth, addYear } from '../../platform/payments/billing-period';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import { insertProSubscription, selectCurrentProSubscription } from './access.queries';

const ALREADY_PRO = 'You are already on Backline Pro';

/** Backline Pro for a month or a year, from the moment it is paid for. */
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
    const start = new Date(now);
    const periodEnd = ProPlans[order.plan].interval === 'month' ? addMonth(start) : addYear(start);
    const subscription = await insertProSubscription(trx, {
      userId: order.user_id,
      plan: order.plan,
      periodStart: now,
      periodEnd: periodEnd.toISOString(),
      createdAt: now,
    });
    return { referenceId: subscription.id, result: subscription.id };
  },
});
