/**
 * What a refund (or a lost dispute) takes back, per kind of payment, when it does not come
 * from a feature's own refund button: an administrator's refund, or one the payment provider
 * reports by webhook. Access follows the money.
 */
import { endRefundedPro } from './features/access/pro-upgrade.payment';
import { undoOrderPaidBy } from './features/merch/merch-orders.service';
import { deletePurchaseByPayment } from './features/purchases/purchases.queries';
import { endNow } from './features/subscriptions/subscriptions.queries';
import type { RefundEffects } from './platform/payments/refund';

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
