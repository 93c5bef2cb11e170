/**
 * Taking money for something, in three steps, so a provider can never charge without a
 * record and a retry never charges twice:
 *
 * 1. In one transaction: the purpose holds what it sells (stock) or refuses (already owned),
 *    and a pending intent is written with the idempotency key the provider will be given.
 * 2. Outside any transaction: the provider charges, with that key.
 * 3. In one transaction: the ledger row, what was bought (the purpose's `fulfil`) and the
 *    intent's success. If `fulfil` refuses (a race: bought twice at once), the charge is
 *    refunded and the refusal reaches the buyer.
 *
 * A process that stops between the steps leaves the intent pending; the reconciler
 * (`reconcilePendingPayments`, run periodically) charges again with the same key, which the
 * provider answers with the first charge, and completes it.
 */
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ServiceContext } from '../../context';
import type { Database, PaymentIntentRow, PaymentRow } from '../../db/schema';
import type { AuditActor } from '../audit/audit';
import { recordAudit } from '../audit/audit';
import { randomToken } from '../auth/tokens';
import { HttpError, conflict, paymentRequired } from '../http/errors';
import type { PaymentKind } from './ledger';
import { insertLedgerRow, setLedgerReference } from './ledger';
import { insertIntent, selectStalePendingIntents, settleIntent } from './payment-intents.queries';
import { PaymentDeclinedError } from './payment-provider';

/** What a kind of payment buys, and how: declared once per purpose by the feature that sells it. */
export interface PaymentPurpose<Order, Result> {
  /** Stored on the intent, so a pending one can be completed after a restart. */
  name: string;
  /** The ledger kind of the money this moves. */
  kind: PaymentKind;
  /** What is bought, stored as JSON on the intent and read back by the reconciler. */
  order: z.ZodType<Order>;
  /** Before the charge, with the intent: take what must be held, or refuse. */
  hold?(trx: Transaction<Database>, order: Order, now: string): Promise<void>;
  /**
   * With the ledger row: make the purchase real, and name the row the ledger points at (the
   * post, the subscription…). Throwing refunds the charge.
   */
  fulfil(
    trx: Transaction<Database>,
    order: Order,
    payment: PaymentRow,
    now: string,
  ): Promise<Fulfilled<Result>>;
  /** After a declined charge or a refund: give back what `hold` took. */
  release?(trx: Transaction<Database>, order: Order): Promise<void>;
  /** For what a provider bills again and again (Stripe Billing): how its renewals land. */
  recurring?: RecurringPurpose<Order>;
}

export interface RecurringPurpose<Order> {
  interval(order: Order): 'month' | 'year';
  /** What is subscribed to (a tier, a Pro plan): the provider bills it at one reusable price. */
  productKey(order: Order): string;
  /** Paid for one more period: access lasts until `periodEnd`. */
  renewed(trx: Transaction<Database>, referenceId: number, periodEnd: string): Promise<void>;
  /** No more renewals (cancelled, or unpaid): access ends when the paid period does. */
  ended(trx: Transaction<Database>, referenceId: number, now: string): Promise<void>;
  /** The provider changed the subscription (cancel or resume at period end, period, price). */
  updated(
    trx: Transaction<Database>,
    referenceId: number,
    change: ProviderSubscriptionChange,
    now: string,
  ): Promise<void>;
}

export interface ProviderSubscriptionChange {
  /** False once it will not bill again: cancelled at the period's end, or ended. */
  renews: boolean;
  /** The end of the period paid for; null while the current period is unpaid (past due). */
  paidThrough: string | null;
  /** What each period costs now. */
  amountCents: number;
  interval: 'month' | 'year';
}

export interface Fulfilled<Result> {
  /** What the ledger row paid for. */
  referenceId: number;
  result: Result;
}

export function definePaymentPurpose<Order, Result>(
  purpose: PaymentPurpose<Order, Result>,
): PaymentPurpose<Order, Result> {
  return purpose;
}

export interface CheckoutRequest<Order> {
  /** Who asked, for the audit log; null when the system charges (a scheduled renewal). */
  actor: AuditActor;
  payerId: number;
  payeeId: number | null;
  amountCents: number;
  description: string;
  order: Order;
  /** For a charge that must never be made twice (one period's renewal); random otherwise. */
  idempotencyKey?: string;
}

export interface Paid<Result> {
  result: Result;
  payment: PaymentRow;
}

const DECLINED = 'The payment did not go through';
export const PROVIDER_SILENT =
  'The payment service did not answer. If you were charged, your purchase will appear within a few minutes; you will not be charged twice.';

class AlreadySettledError extends Error {
  constructor(intentId: number) {
    super(`payment intent ${intentId} is no longer pending`);
  }
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export async function checkout<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  request: CheckoutRequest<Order>,
): Promise<Paid<Result>> {
  const order = purpose.order.parse(request.order);
  const intent = await openIntent(ctx, purpose, request, order);
  const providerRef = await charge(ctx, purpose, intent, order, request.actor);
  return complete(ctx, purpose, intent, order, providerRef, request.actor);
}

/** Step 1: hold what is sold and write the pending intent, in one transaction. */
export function openIntent<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  request: CheckoutRequest<Order>,
  order: Order,
): Promise<PaymentIntentRow> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await purpose.hold?.(trx, order, now);
    return insertIntent(trx, {
      idempotencyKey: request.idempotencyKey ?? `pay_${randomToken(16)}`,
      purpose: purpose.name,
      kind: purpose.kind,
      payerId: request.payerId,
      payeeId: request.payeeId,
      amountCents: request.amountCents,
      currency: 'usd',
      description: request.description,
      orderData: JSON.stringify(order),
      provider: ctx.payments.name,
      now,
    });
  });
}

function auditDetails(intent: PaymentIntentRow) {
  return {
    intent_id: intent.id,
    purpose: intent.purpose,
    amount_cents: intent.amount_cents,
    currency: intent.currency,
    payer_id: intent.payer_id,
    payee_id: intent.payee_id,
  };
}

/** Asks the provider; a decline fails the intent and gives back what was held. */
async function charge<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  intent: PaymentIntentRow,
  order: Order,
  actor: AuditActor,
): Promise<string> {
  try {
    const { providerRef } = await ctx.payments.charge({
      payerId: intent.payer_id,
      payeeId: intent.payee_id,
      amountCents: intent.amount_cents,
      currency: 'usd',
      description: intent.description,
      idempotencyKey: intent.idempotency_key,
    });
    return providerRef;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await settle(ctx, purpose, intent, order, actor, {
        status: 'failed',
        reason: error.message,
      });
      throw paymentRequired(`${DECLINED}: ${error.message}`);
    }
    // No answer: the charge may or may not have happened. The intent stays pending and the
    // reconciler asks again with the same key, so it is charged once either way.
    ctx.log.warn({ err: error, intentId: intent.id }, 'the payment provider did not answer');
    throw new HttpError(503, PROVIDER_SILENT);
  }
}

/** Step 3: the ledger row, what was bought and the intent's success; refunds if `fulfil` refuses. */
export async function complete<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  intent: PaymentIntentRow,
  order: Order,
  providerRef: string,
  actor: AuditActor,
): Promise<Paid<Result>> {
  const now = ctx.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const payment = await insertLedgerRow(trx, intent, {
        providerRef,
        testMode: ctx.payments.testMode,
        now,
      });
      // Settled before fulfilling: when two hands complete one intent (a slow request and the
      // reconciler), the second stops here, and the charge both share is never refunded.
      const settled = await settleIntent(trx, intent.id, {
        status: 'succeeded',
        providerRef,
        paymentId: payment.id,
        failureReason: null,
        now,
      });
      if (!settled) throw new AlreadySettledError(intent.id);
      const { referenceId, result } = await purpose.fulfil(trx, order, payment, now);
      await setLedgerReference(trx, payment.id, referenceId);
      await recordAudit(
        trx,
        actor,
        'payment.succeeded',
        { type: 'payment', id: payment.id },
        {
          ...auditDetails(intent),
          provider_ref: providerRef,
        },
      );
      return { result, payment: { ...payment, reference_id: referenceId } };
    });
  } catch (error) {
    if (error instanceof AlreadySettledError) throw conflict('This payment was already completed');
    await ctx.payments.refund(providerRef, `${intent.idempotency_key}:refund`);
    await settle(ctx, purpose, intent, order, actor, {
      status: 'refunded',
      reason: reasonOf(error),
      providerRef,
    });
    throw error;
  }
}

/** Ends an intent that took no money (declined, abandoned), giving back what `hold` took. */
export async function settle<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  intent: PaymentIntentRow,
  order: Order,
  actor: AuditActor,
  outcome: { status: 'failed' | 'refunded'; reason: string; providerRef?: string },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const settled = await settleIntent(trx, intent.id, {
      status: outcome.status,
      providerRef: outcome.providerRef ?? null,
      paymentId: null,
      failureReason: outcome.reason,
      now: ctx.now().toISOString(),
    });
    if (!settled) return;
    await purpose.release?.(trx, order);
    await recordAudit(
      trx,
      actor,
      `payment.${outcome.status}`,
      {
        type: 'payment_intent',
        id: intent.id,
      },
      {
        ...auditDetails(intent),
        reason: outcome.reason,
        provider_ref: outcome.providerRef ?? null,
      },
    );
  });
}

/** How long an intent may stay pending before the reconciler takes it for abandoned. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Completes intents whose process stopped after writing them: charges again with the same
 * key (the provider answers with the charge it already made, or makes it now) and fulfils.
 * Returns how many it completed.
 */
export async function reconcilePendingPayments(
  ctx: ServiceContext,
  purposes: readonly PaymentPurpose<unknown, unknown>[],
  batchSize = 100,
): Promise<number> {
  const before = new Date(ctx.now().getTime() - ABANDONED_AFTER_MS).toISOString();
  let completed = 0;
  for (const intent of await selectStalePendingIntents(ctx.db, before, batchSize)) {
    const purpose = purposes.find((candidate) => candidate.name === intent.purpose) as
      PaymentPurpose<unknown, unknown> | undefined;
    if (!purpose) {
      ctx.log.error({ intentId: intent.id, purpose: intent.purpose }, 'no payment purpose');
      continue;
    }
    try {
      const order = purpose.order.parse(JSON.parse(intent.order_data));
      const providerRef = await charge(ctx, purpose, intent, order, null);
      await complete(ctx, purpose, intent, order, providerRef, null);
      completed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, intentId: intent.id }, 'could not complete a pending payment');
    }
  }
  return completed;
}
