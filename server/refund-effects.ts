/**
 * What a refund (or a lost dispute) takes back, per kind of payment, when it does not come
 * from a feature's own refund button: an administrator's refund, or one the payment provider
 * reports by webhook. Access follows the money.
 */
import { endRefundedPro, restoreDisputedPro } from './features/access/pro-upgrade.payment';
import { restoreOrderPaidBy, undoOrderPaidBy } from './features/merch/merch-orders.service';
import { restorePurchaseOf } from './features/purchases/ppv-purchase.payment';
import { deletePurchaseByPayment } from './features/purchases/purchases.queries';
import { restoreDisputedSubscription } from './features/subscriptions/tier-subscription.payment';
import { endNow } from './features/subscriptions/subscriptions.queries';
import type { RefundEffects, RestoreEffects } from './platform/payments/refund';

export const refundEffects: RefundEffects = {
  ppv_purchase: async (trx, payment) => {
    await deletePurchaseByPayment(trx, payment.id);
  },
  tier_subscription: async (trx, payment, now) => {
    if (payment.reference_id !== null) await endNow(trx, payment.reference_id, now);
  },
  pro_subscription: async (trx, payment, now) => {
    if (payment.reference_id !== null) await endRefundedPro(trx, payment.reference_id, now);
  },
  merch_order: async (trx, payment, now) => {
    await undoOrderPaidBy(trx, payment.id, now);
  },
};

/**
 * What a won dispute gives back (the card holder's bank sided with the seller): the access, or
 * the order as it was (if its stock, put back on sale when the dispute opened, is still there).
 */
export const disputeWonEffects: RestoreEffects = {
  ppv_purchase: restorePurchaseOf,
  tier_subscription: restoreDisputedSubscription,
  pro_subscription: restoreDisputedPro,
  merch_order: async (trx, payment, now) => {
    await restoreOrderPaidBy(trx, payment.id, now);
  },
};
