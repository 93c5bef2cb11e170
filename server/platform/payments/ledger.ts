import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentRow } from '../../db/schema';
import type { ChargeRequest, PaymentProvider } from './payment-provider';

export type PaymentKind = 'pro_subscription' | 'tier_subscription' | 'ppv_purchase' | 'merch_order';

export interface RecordPayment extends ChargeRequest {
  kind: PaymentKind;
  referenceId: number | null;
  createdAt: string;
}

/** Charges through the provider, then writes the ledger row with the provider's reference. */
export async function chargeAndRecord(
  db: Kysely<Database> | Transaction<Database>,
  provider: PaymentProvider,
  payment: RecordPayment,
): Promise<PaymentRow> {
  const { providerRef } = await provider.charge(payment);
  return db
    .insertInto('payments')
    .values({
      payer_id: payment.payerId,
      payee_id: payment.payeeId,
      kind: payment.kind,
      reference_id: payment.referenceId,
      description: payment.description,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      provider: provider.name,
      provider_ref: providerRef,
      test_mode: provider.testMode ? 1 : 0,
      created_at: payment.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a payee received in [from, to), in cents. */
export async function revenueBetween(
  db: Kysely<Database>,
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
