import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentIntentRow } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewIntent {
  idempotencyKey: string;
  purpose: string;
  kind: string;
  payerId: number;
  payeeId: number | null;
  amountCents: number;
  currency: string;
  description: string;
  orderData: string;
  provider: string;
  now: string;
}

export function insertIntent(db: Db, intent: NewIntent): Promise<PaymentIntentRow> {
  return db
    .insertInto('payment_intents')
    .values({
      idempotency_key: intent.idempotencyKey,
      purpose: intent.purpose,
      kind: intent.kind,
      payer_id: intent.payerId,
      payee_id: intent.payeeId,
      amount_cents: intent.amountCents,
      currency: intent.currency,
      description: intent.description,
      order_data: intent.orderData,
      status: 'pending',
      provider: intent.provider,
      created_at: intent.now,
      updated_at: intent.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves an intent on from pending; false when it was no longer pending (someone else did). */
export async function settleIntent(
  db: Db,
  intentId: number,
  outcome: {
    status: 'succeeded' | 'failed' | 'refunded';
    providerRef: string | null;
    paymentId: number | null;
    failureReason: string | null;
    now: string;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable('payment_intents')
    .set({
      status: outcome.status,
      provider_ref: outcome.providerRef,
      payment_id: outcome.paymentId,
      failure_reason: outcome.failureReason,
      updated_at: outcome.now,
    })
    .where('id', '=', intentId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Intents still pending since before `before`: their process stopped between steps. */
export function selectStalePendingIntents(db: Db, before: string, limit: number) {
  return (
    db
      .selectFrom('payment_intents')
      .selectAll()
      .where('status', '=', 'pending')
      // A hosted checkout is completed by its webhook, or lapses with its session.
      .where('checkout_ref', 'is', null)
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute()
  );
}

export function setCheckoutRef(db: Db, intentId: number, checkoutRef: string, now: string) {
  return db
    .updateTable('payment_intents')
    .set({ checkout_ref: checkoutRef, updated_at: now })
    .where('id', '=', intentId)
    .execute();
}

export async function selectIntent(db: Db, intentId: number): Promise<PaymentIntentRow | null> {
  return (
    (await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', intentId)
      .executeTakeFirst()) ?? null
  );
}
