/**
 * Giving a payment back, in full, at most once:
 *
 * 1. The provider refunds outside any transaction, with a key derived from the payment, so
 *    two hands refunding at once (or a retry after a timeout) give the money back once.
 * 2. In one transaction: the refund's ledger row (a negative amount pointing at the payment,
 *    unique, so a second one cannot be written), what the refund undoes (the feature's
 *    `undo`: an order cancelled, its stock returned) and the audit row.
 *
 * Revenue figures are sums over the ledger, so a refund lowers them by itself.
 */
import type { Transaction } from 'kysely';
import type { ServiceContext } from '../../context';
import type { Database, PaymentRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { AuditActor } from '../audit/audit';
import { recordAudit } from '../audit/audit';
import { HttpError, conflict } from '../http/errors';
import type { PaymentKind } from './ledger';
import {
  insertRefundRow,
  isFullRefund,
  selectPayment,
  selectRefundOf,
  upsertPartialRefundRow,
} from './ledger';

export const ALREADY_REFUNDED = 'This payment was already refunded';
const PROVIDER_SILENT_ON_REFUND =
  'The payment service did not answer, so nothing was refunded yet. Please try again in a moment.';

export interface RefundRequest {
  /** Who refunds, for the audit log. */
  actor: AuditActor;
  paymentId: number;
  reason: string;
  /** What the refund undoes, in the transaction of its ledger row; throwing undoes the row too. */
  undo(trx: Transaction<Database>, refund: PaymentRow): Promise<void>;
}

/**
 * What a refund of each kind of payment takes back (the post's access, the subscription, Pro,
 * the order), declared by the features in server/refund-effects.ts.
 */
export type RefundEffects = Record<
  PaymentKind,
  (trx: Transaction<Database>, payment: PaymentRow, now: string) => Promise<void>
>;

/**
 * What a won dispute gives back, per kind of payment: the access its refund took (a post
 * opens again, a subscription or Pro lasts to the end of the period it paid for).
 */
export type RestoreEffects = Record<
  PaymentKind,
  (trx: Transaction<Database>, payment: PaymentRow, now: string) => Promise<void>
>;

export async function refundPayment(
  ctx: ServiceContext,
  request: RefundRequest,
): Promise<PaymentRow> {
  const payment = await selectPayment(ctx.db, request.paymentId);
  if (!payment || payment.refund_of !== null || payment.amount_cents <= 0) {
    throw conflict('Only a payment can be refunded');
  }
  if (isFullRefund(payment, await selectRefundOf(ctx.db, payment.id))) {
    throw conflict(ALREADY_REFUNDED);
  }

  try {
    await ctx.payments.refund(payment.provider_ref, `refund_payment_${payment.id}`);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'the payment provider did not refund');
    throw new HttpError(503, PROVIDER_SILENT_ON_REFUND);
  }

  return recordRefund(ctx, payment, {
    actor: request.actor,
    reason: request.reason,
    undo: request.undo,
    action: 'payment.refunded',
  });
}

/**
 * Writes a refund the provider has made (asked by us, or told by its webhook: a refund from
 * its dashboard, a dispute): the negative ledger row, what it undoes and the audit row.
 * A second refund of the same payment is refused (one refund row per payment, `refund_of`);
 * a partial refund's row becomes the full one.
 */
export async function recordRefund(
  ctx: ServiceContext,
  payment: PaymentRow,
  request: Omit<RefundRequest, 'paymentId'> & { action: 'payment.refunded' | 'payment.disputed' },
): Promise<PaymentRow> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // A partial refund made before: a won dispute puts its row back as it was.
      const before = await selectRefundOf(trx, payment.id);
      const refund = await insertRefundRow(trx, payment, ctx.now().toISOString());
      if (!refund) throw conflict(ALREADY_REFUNDED);
      await request.undo(trx, refund);
      await recordAudit(
        trx,
        request.actor,
        request.action,
        { type: 'payment', id: payment.id },
        {
          refund_payment_id: refund.id,
          amount_cents: payment.amount_cents,
          currency: payment.currency,
          payer_id: payment.payer_id,
          payee_id: payment.payee_id,
          kind: payment.kind,
          reason: request.reason,
          provider_ref: payment.provider_ref,
          refunded_before_cents: before ? -before.amount_cents : 0,
          refunded_before_at: before?.created_at ?? null,
        },
      );
      return refund;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_REFUNDED);
    throw error;
  }
}

/**
 * Part of a payment was given back at the provider (a goodwill refund from its dashboard):
 * the ledger and revenue show it, and what was bought stays bought. `refundedCents` is the
 * total refunded so far, as the provider reports it, so a replay or a late event changes nothing.
 */
export async function recordPartialRefund(
  ctx: ServiceContext,
  payment: PaymentRow,
  refundedCents: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const refund = await upsertPartialRefundRow(
      trx,
      payment,
      refundedCents,
      ctx.now().toISOString(),
    );
    if (!refund) return;
    await recordAudit(
      trx,
      null,
      'payment.partially_refunded',
      { type: 'payment', id: payment.id },
      {
        refund_payment_id: refund.id,
        refunded_cents: refundedCents,
        amount_cents: payment.amount_cents,
        currency: payment.currency,
        payer_id: payment.payer_id,
        payee_id: payment.payee_id,
        kind: payment.kind,
        provider_ref: payment.provider_ref,
      },
    );
  });
}
