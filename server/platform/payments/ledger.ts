import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentIntentRow, PaymentRow } from '../../db/schema';

export type PaymentKind = 'pro_subscription' | 'tier_subscription' | 'ppv_purchase' | 'merch_order';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes the money an intent moved into the ledger. Called only once the provider has
 * charged, in the transaction that also makes the purchase real (which then names what the
 * row paid for, see `setLedgerReference`).
 */
export function insertLedgerRow(
  trx: Transaction<Database>,
  intent: PaymentIntentRow,
  charge: { providerRef: string; testMode: boolean; now: string },
): Promise<PaymentRow> {
  return trx
    .insertInto('payments')
    .values({
      payer_id: intent.payer_id,
      payee_id: intent.payee_id,
      kind: intent.kind,
      reference_id: null,
      description: intent.description,
      amount_cents: intent.amount_cents,
      currency: intent.currency,
      provider: intent.provider,
      provider_ref: charge.providerRef,
      test_mode: charge.testMode ? 1 : 0,
      created_at: charge.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Points a ledger row at what it paid for, when that only exists once the payment does. */
export function setLedgerReference(
  trx: Transaction<Database>,
  paymentId: number,
  referenceId: number,
) {
  return trx
    .updateTable('payments')
    .set({ reference_id: referenceId })
    .where('id', '=', paymentId)
    .execute();
}

/** What a payee received in [from, to), in cents. */
export async function revenueBetween(
  db: Db,
  payeeId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('payee_id', '=', payeeId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function selectPayment(db: Db, paymentId: number): Promise<PaymentRow | null> {
  return (
    (await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst()) ??
    null
  );
}

export async function selectRefundOf(db: Db, paymentId: number): Promise<PaymentRow | null> {
  return (
    (await db
      .selectFrom('payments')
      .selectAll()
      .where('refund_of', '=', paymentId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The ledger row of a refund: the payment's amount negated, pointing at it (one per payment).
 * A partial refund's row grows into it; undefined when the payment was refunded in full already.
 */
export function insertRefundRow(
  trx: Transaction<Database>,
  payment: PaymentRow,
  now: string,
): Promise<PaymentRow | undefined> {
  return upsertRefundRow(trx, payment, payment.amount_cents, `Refund: ${payment.description}`, now);
}

/**
 * What a partial refund gave back so far (Stripe reports the total refunded of a charge):
 * one row per payment whose amount only grows; undefined when it had not grown.
 */
export function upsertPartialRefundRow(
  trx: Transaction<Database>,
  payment: PaymentRow,
  refundedCents: number,
  now: string,
): Promise<PaymentRow | undefined> {
  return upsertRefundRow(trx, payment, refundedCents, partialRefundDescription(payment), now);
}

function partialRefundDescription(payment: PaymentRow): string {
  return `Partial refund: ${payment.description}`;
}

function upsertRefundRow(
  trx: Transaction<Database>,
  payment: PaymentRow,
  refundedCents: number,
  description: string,
  now: string,
): Promise<PaymentRow | undefined> {
  return trx
    .insertInto('payments')
    .values({
      payer_id: payment.payer_id,
      payee_id: payment.payee_id,
      kind: payment.kind,
      reference_id: payment.reference_id,
      description,
      amount_cents: -refundedCents,
      currency: payment.currency,
      provider: payment.provider,
      provider_ref: payment.provider_ref,
      test_mode: payment.test_mode,
      refund_of: payment.id,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('refund_of')
        .doUpdateSet({ amount_cents: -refundedCents, description, created_at: now })
        .where('payments.amount_cents', '>', -refundedCents),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Whether a payment's refund row gives all of it back (not a partial refund). */
export function isFullRefund(payment: PaymentRow, refund: PaymentRow | null): boolean {
  return refund !== null && -refund.amount_cents >= payment.amount_cents;
}

/** A won dispute: the money came back, so its refund row goes. */
export async function deleteRefundRow(trx: Transaction<Database>, refundId: number) {
  await trx.deleteFrom('payments').where('id', '=', refundId).execute();
}

/**
 * A won dispute of a payment partly refunded before: the row the dispute grew to the whole
 * amount shows the partial refund again, as it was and when it was made.
 */
export async function restorePartialRefundRow(
  trx: Transaction<Database>,
  refundId: number,
  payment: PaymentRow,
  partial: { refundedCents: number; at: string },
) {
  await trx
    .updateTable('payments')
    .set({
      amount_cents: -partial.refundedCents,
      description: partialRefundDescription(payment),
      created_at: partial.at,
    })
    .where('id', '=', refundId)
    .execute();
}

/** A payer's ledger rows (payments and refunds), newest first, a keyset page at a time. */
export function selectPaymentsOfPayer(
  db: Db,
  dialect: Dialect,
  payerId: number,
  page: {
    limit: number;
    cursor: readonly [string, number] | null;
    kinds: readonly string[] | null;
  },
) {
  let query = db
    .selectFrom('payments')
    .leftJoin('users as payee', 'payee.id', 'payments.payee_id')
    .selectAll('payments')
    .select([
      'payee.email as payee_email',
      'payee.display_name as payee_display_name',
      'payee.google_user_data as payee_google_user_data',
    ])
    .where('payments.payer_id', '=', payerId);
  if (page.kinds) query = query.where('payments.kind', 'in', page.kinds);
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('payments.created_at'), eb.ref('payments.id'), cursor),
    );
  }
  return query
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** A charge the provider made by itself (a subscription's renewal), written from its webhook. */
export function insertProviderChargeRow(
  trx: Transaction<Database>,
  charge: {
    payerId: number;
    payeeId: number | null;
    kind: string;
    referenceId: number;
    description: string;
    amountCents: number;
    currency: string;
    provider: string;
    providerRef: string;
    testMode: boolean;
    now: string;
  },
): Promise<PaymentRow> {
  return trx
    .insertInto('payments')
    .values({
      payer_id: charge.payerId,
      payee_id: charge.payeeId,
      kind: charge.kind,
      reference_id: charge.referenceId,
      description: charge.description,
      amount_cents: charge.amountCents,
      currency: charge.currency,
      provider: charge.provider,
      provider_ref: charge.providerRef,
      test_mode: charge.testMode ? 1 : 0,
      created_at: charge.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
