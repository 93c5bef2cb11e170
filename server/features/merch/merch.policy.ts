/** Who may do what to a merch product. Pure: registered in server/policies.ts, tested alone. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden, notFound } from '../../platform/http/errors';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const ORDER_NOT_FOUND = 'Order not found';

interface OwnedProduct {
  creator_id: number;
}

export const merchPolicies = {
  /** Editing, toggling, deleting and picturing a product: its creator; to anyone else it is missing. */
  'product.manage': rule<OwnedProduct>(
    (actor, product) => actor.id === product.creator_id,
    () => notFound(PRODUCT_NOT_FOUND),
  ),
  /** A creator does not order their own product. */
  'product.buy': rule<OwnedProduct>(
    (actor, product) => actor.id !== product.creator_id,
    () => forbidden('This is your own product'),
  ),
  /** Seeing, shipping and refunding an order: the creator who sells it; to anyone else it is missing. */
  'order.manage': rule<{ creator_id: number }>(
    (actor, order) => actor.id === order.creator_id,
    () => notFound(ORDER_NOT_FOUND),
  ),
} satisfies PolicyTable;
