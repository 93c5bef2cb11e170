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
