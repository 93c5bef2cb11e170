import type { Transaction } from 'kysely';
import type { Database, PaymentRow } from '../../db/schema';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../platform/http/errors';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import { insertPurchase, selectPurchase } from './purchases.queries';

export const ALREADY_BOUGHT = 'You already own this post';

/** Buying one pay-per-view post: from then on the entitlement rule lets the buyer read it. */
export const ppvPurchase = definePaymentPurpose({
  name: 'ppv_purchase',
  kind: 'ppv_purchase',
  order: z.object({
    buyer_id: z.number().int(),
    post_id: z.number().int(),
    price_cents: z.number().int(),
  }),
  async hold(trx, order) {
    if (await selectPurchase(trx, order.buyer_id, order.post_id)) throw conflict(ALREADY_BOUGHT);
  },
  async fulfil(trx, order, payment, now) {
    try {
      const purchase = await insertPurchase(trx, {
        buyerId: order.buyer_id,
        postId: order.post_id,
        priceCents: order.price_cents,
        paymentId: payment.id,
        createdAt: now,
      });
      return { referenceId: order.post_id, result: purchase };
    } catch (error) {
      // Bought twice at once: the other purchase stands and this charge is refunded.
      if (isUniqueViolation(error)) throw conflict(ALREADY_BOUGHT);
      throw error;
    }
  },
});

/** A won dispute: the post the payment bought opens again (unless it was bought again meanwhile). */
export async function restorePurchaseOf(
  trx: Transaction<Database>,
  payment: PaymentRow,
): Promise<void> {
  if (payment.reference_id === null) return;
  if (await selectPurchase(trx, payment.payer_id, payment.reference_id)) return;
  await insertPurchase(trx, {
    buyerId: payment.payer_id,
    postId: payment.reference_id,
    priceCents: payment.amount_cents,
    paymentId: payment.id,
    createdAt: payment.created_at,
  });
}
