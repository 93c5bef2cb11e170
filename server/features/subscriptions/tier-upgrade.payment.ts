import { z } from 'zod';
import { conflict } from '../../platform/http/errors';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import { selectSubscriptionWithTier, switchTier } from './subscriptions.queries';

export const SUBSCRIPTION_CHANGED =
  'Your subscription changed meanwhile. Reload the page to see where it stands.';

/**
 * Moving up to a dearer tier in the middle of a period: the difference for the rest of the
 * period is paid now and the tier changes with the payment; the paid period stays as it was.
 */
export const tierUpgrade = definePaymentPurpose({
  name: 'tier_upgrade',
  kind: 'tier_subscription',
  order: z.object({
    subscription_id: z.number().int(),
    from_tier_id: z.number().int(),
    to_tier_id: z.number().int(),
    /** The new tier's monthly price, charged from the next renewal on. */
    to_price_cents: z.number().int(),
    period_end: z.string(),
  }),
  async hold(trx, order) {
    const subscription = await selectSubscriptionWithTier(trx, order.subscription_id);
    if (
      subscription?.status !== 'active' ||
      subscription.tier_id !== order.from_tier_id ||
      subscription.current_period_end !== order.period_end
    )
      throw conflict(SUBSCRIPTION_CHANGED);
  },
  async fulfil(trx, order) {
    const switched = await switchTier(trx, order.subscription_id, {
      fromTierId: order.from_tier_id,
      toTierId: order.to_tier_id,
      priceCents: order.to_price_cents,
    });
    if (!switched) throw conflict(SUBSCRIPTION_CHANGED);
    return { referenceId: order.subscription_id, result: order.subscription_id };
  },
});
