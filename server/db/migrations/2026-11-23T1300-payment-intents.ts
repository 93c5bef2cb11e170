import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: the payment provider used to be called inside the database transaction that wrote the
 * ledger row, so a real provider could charge a card and the transaction then roll back,
 * leaving money taken with no record. Each charge now starts as an intent, committed before
 * the provider is called, with the idempotency key the provider is given; the intent is then
 * confirmed together with the ledger row and what was bought. A pending intent left by a crash
 * is completed later with the same key, so a retry never charges twice.
 *
 * The `payments` ledger is unchanged: it still holds only money that moved, and every revenue
 * figure still sums it.
 */
export const paymentIntents: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await withId(db.schema.createTable('payment_intents'), dialect)
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payer_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('payee_id', 'integer', (col) => col.references('users.id'))
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('order_data', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('provider_ref', 'text')
      .addColumn('payment_id', 'integer', (col) => col.references('payments.id'))
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    // The reconciler looks for intents left pending.
    await db.schema
      .createIndex('payment_intents_status_idx')
      .on('payment_intents')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('payment_intents_payer_idx')
      .on('payment_intents')
      .columns(['payer_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_intents').execute();
  },
});
