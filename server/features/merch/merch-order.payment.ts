import { z } from 'zod';
import { ShippingAddress } from '../../../contract/shipping';
import { conflict } from '../../platform/http/errors';
import { definePaymentPurpose } from '../../platform/payments/checkout';
import {
  creatorOfProduct,
  insertOrder,
  returnToStock,
  selectInventory,
  takeFromStock,
} from './merch.queries';

/**
 * Buying merch: the stock is taken before the charge (so the last item sells once under a
 * race) and given back if the charge is declined or refunded.
 */
export const merchOrder = definePaymentPurpose({
  name: 'merch_order',
  kind: 'merch_order',
  order: z.object({
    buyer_id: z.number().int(),
    // Optional for intents written before orders named their creator.
    creator_id: z.number().int().optional(),
    product_id: z.number().int(),
    variant_id: z.number().int(),
    quantity: z.number().int().positive(),
    price_cents: z.number().int(),
    // Intents written before checkout asked for an address complete without one.
    shipping_address: ShippingAddress.nullable().default(null),
  }),
  async hold(trx, order) {
    if ((await takeFromStock(trx, order.variant_id, order.quantity)) === null) {
      const left = await selectInventory(trx, order.variant_id);
      throw conflict(left > 0 ? `Only ${left} left in stock` : 'This item is out of stock');
    }
  },
  async fulfil(trx, order, payment, now) {
    const placed = await insertOrder(trx, {
      buyerId: order.buyer_id,
      creatorId: order.creator_id ?? (await creatorOfProduct(trx, order.product_id)),
      productId: order.product_id,
      variantId: order.variant_id,
      quantity: order.quantity,
      priceCents: order.price_cents,
      paymentId: payment.id,
      shippingAddress: order.shipping_address,
      now,
    });
    const inventoryCount = await selectInventory(trx, order.variant_id);
    return { referenceId: order.product_id, result: { order: placed, inventoryCount } };
  },
  async release(trx, order) {
    await returnToStock(trx, order.variant_id, order.quantity);
  },
});
