/**
 * After the sale: the creator's orders (a keyset page at a time), shipping one with a
 * tracking note, and refunding one through the payments layer, once. A refund before
 * shipping cancels the order and puts its stock back; after shipping it only refunds.
 */
import type { Transaction } from 'kysely';
import type { BuyerOrder, CreatorOrder, MerchOrderStatus } from '../../../contract/merch';
import type { ShippingAddress } from '../../../contract/shipping';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import type { Actor } from '../../platform/access/actor';
import { recordAudit } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/http/errors';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { ALREADY_REFUNDED, refundPayment } from '../../platform/payments/refund';
import { authorize } from '../../policies';
import {
  presentBuyerOrder,
  presentCreatorOrder,
  presentShippingAddress,
} from './merch-order.presenter';
import { ORDER_NOT_FOUND } from './merch.policy';
import {
  moveOrder,
  returnToStock,
  selectCreatorOrders,
  selectInventory,
  selectLastShippingAddress,
  selectOrder,
  selectOrdersByPayments,
  takeFromStock,
} from './merch.queries';
import type { OrderRow } from './merch.queries';

export const DISPUTE_WON_OUT_OF_STOCK =
  'The dispute was won, but the stock this order held was sold while it was open';

export async function creatorOrders(
  ctx: ServiceContext,
  actor: Actor,
  query: { cursor?: string; limit: number; status?: MerchOrderStatus },
): Promise<{ orders: CreatorOrder[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectCreatorOrders(ctx.db, ctx.dialect, actor.id, {
    limit: query.limit,
    cursor,
    status: query.status ?? null,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  return { orders: page.map(presentCreatorOrder), nextCursor };
}

async function requireOwnOrder(ctx: ServiceContext, actor: Actor, orderId: number) {
  const order = await selectOrder(ctx.db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  authorize(actor, 'order.manage', order);
  return order;
}

async function reread(ctx: ServiceContext, orderId: number): Promise<CreatorOrder> {
  const order = await selectOrder(ctx.db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return presentCreatorOrder(order);
}

export async function shipOrder(
  ctx: ServiceContext,
  actor: Actor,
  orderId: number,
  trackingNote: string,
): Promise<CreatorOrder> {
  const order = await requireOwnOrder(ctx, actor, orderId);
  const shipped = await moveOrder(ctx.db, orderId, {
    from: 'paid',
    to: 'shipped',
    trackingNote,
    now: ctx.now().toISOString(),
  });
  if (!shipped) throw conflict(cannotShip(order.status));
  return reread(ctx, orderId);
}

function cannotShip(status: string): string {
  if (status === 'shipped') return 'This order was already marked as shipped';
  return 'This order was refunded, so it cannot be shipped';
}

/** Whichever state the order is in when the refund commits decides what it becomes. */
async function undoOrder(trx: Transaction<Database>, order: OrderRow, now: string) {
  if (await moveOrder(trx, order.id, { from: 'paid', to: 'cancelled', now })) {
    await returnToStock(trx, order.variant_id, order.quantity);
    return;
  }
  if (await moveOrder(trx, order.id, { from: 'shipped', to: 'refunded', now })) return;
  throw conflict(ALREADY_REFUNDED);
}

/** A refund the payment provider made (its dashboard, a dispute): the order it paid for follows. */
export async function undoOrderPaidBy(trx: Transaction<Database>, paymentId: number, now: string) {
  const [order] = await selectOrdersByPayments(trx, [paymentId]);
  if (!order || (order.status !== 'paid' && order.status !== 'shipped')) return;
  await undoOrder(trx, order, now);
}

/**
 * A dispute the seller won: the order its opening undid comes back. A shipped order is
 * shipped again; a cancelled one takes its stock again and is paid again, unless the stock has
 * sold meanwhile, in which case it stays cancelled (the seller may refund the buyer) and the
 * audit log says why.
 */
export async function restoreOrderPaidBy(
  trx: Transaction<Database>,
  paymentId: number,
  now: string,
) {
  const [order] = await selectOrdersByPayments(trx, [paymentId]);
  if (!order) return;
  const target = { type: 'merch_order', id: order.id };
  const details = { payment_id: paymentId, variant_id: order.variant_id, quantity: order.quantity };
  if (await moveOrder(trx, order.id, { from: 'refunded', to: 'shipped', now })) {
    await recordAudit(trx, null, 'merch_order.restored', target, { ...details, status: 'shipped' });
    return;
  }
  if (order.status !== 'cancelled') return;
  if ((await takeFromStock(trx, order.variant_id, order.quantity)) === null) {
    await recordAudit(trx, null, 'merch_order.kept_cancelled', target, {
      ...details,
      in_stock: await selectInventory(trx, order.variant_id),
      reason: DISPUTE_WON_OUT_OF_STOCK,
    });
    return;
  }
  if (!(await moveOrder(trx, order.id, { from: 'cancelled', to: 'paid', now }))) {
    throw new Error(`order ${order.id} changed while its dispute was being closed`);
  }
  await recordAudit(trx, null, 'merch_order.restored', target, { ...details, status: 'paid' });
}

export async function refundOrder(
  ctx: ServiceContext,
  actor: Actor,
  orderId: number,
): Promise<CreatorOrder> {
  const order = await requireOwnOrder(ctx, actor, orderId);
  if (order.status !== 'paid' && order.status !== 'shipped') {
    throw conflict('This order was already refunded');
  }
  await refundPayment(ctx, {
    actor,
    paymentId: order.payment_id,
    reason: order.status === 'paid' ? `order ${order.id} cancelled` : `order ${order.id} refunded`,
    undo: (trx) => undoOrder(trx, order, ctx.now().toISOString()),
  });
  return reread(ctx, orderId);
}

/** For the buyer's purchase history: the orders these ledger rows paid for, by payment id. */
export async function ordersPaidBy(
  ctx: ServiceContext,
  paymentIds: number[],
): Promise<Map<number, BuyerOrder>> {
  const rows = await selectOrdersByPayments(ctx.db, paymentIds);
  return new Map(rows.map((row) => [row.payment_id, presentBuyerOrder(row)]));
}

export async function lastShippingAddress(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ShippingAddress | null> {
  const row = await selectLastShippingAddress(ctx.db, actor.id);
  return row ? presentShippingAddress(row) : null;
}
