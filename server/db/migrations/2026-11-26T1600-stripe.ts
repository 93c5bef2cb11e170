import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: real money through Stripe (issue 16). The payer now pays on the provider's own page,
 * so a checkout can stay pending until the provider's signed webhook confirms it:
 * - `payment_intents.checkout_ref` names the hosted checkout session an intent waits on (the
 *   reconciler leaves those to the webhooks);
 * - `payment_customers` and `payout_accounts` hold each person's customer at the provider
 *   (for its billing portal) and each seller's connected account (payouts);
 * - `provider_subscriptions` maps a subscription the provider bills to what it pays for, so
 *   renewals, failures and cancellations reach the right row;
 * - `provider_events` stores each webhook event once (unique per event id), so a replayed
 *   event is handled once.
 */
export const stripe: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await db.schema.alterTable('payment_intents').addColumn('checkout_ref', 'text').execute();
    await db.schema
      .createIndex('payment_intents_checkout_ref_idx')
      .on('payment_intents')
      .column('checkout_ref')
      .unique()
      .execute();

    await withId(db.schema.createTable('payment_customers'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('customer_ref', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addUniqueConstraint('payment_customers_user_unique', ['provider', 'user_id'])
      .addUniqueConstraint('payment_customers_ref_unique', ['provider', 'customer_ref'])
      .execute();

    await withId(db.schema.createTable('payout_accounts'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('account_ref', 'text', (col) => col.notNull())
      .addColumn('charges_enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('details_submitted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .addUniqueConstraint('payout_accounts_user_unique', ['provider', 'user_id'])
      .addUniqueConstraint('payout_accounts_ref_unique', ['provider', 'account_ref'])
      .execute();

    await withId(db.schema.createTable('provider_subscriptions'), dialect)
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('subscription_ref', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('reference_id', 'integer', (col) => col.notNull())
      .addColumn('payer_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('payee_id', 'integer', (col) => col.references('users.id'))
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addUniqueConstraint('provider_subscriptions_ref_unique', ['provider', 'subscription_ref'])
      .execute();

    await withId(db.schema.createTable('provider_events'), dialect)
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('event_ref', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('received_at', ts, (col) => col.notNull())
      .addColumn('handled_at', ts)
      .addUniqueConstraint('provider_events_ref_unique', ['provider', 'event_ref'])
      .execute();
    // Webhooks find a ledger row by the provider's charge reference.
    await db.schema
      .createIndex('payments_provider_ref_idx')
      .on('payments')
      .columns(['provider', 'provider_ref'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payments_provider_ref_idx').execute();
    await db.schema.dropTable('provider_events').execute();
    await db.schema.dropTable('provider_subscriptions').execute();
    await db.schema.dropTable('payout_accounts').execute();
    await db.schema.dropTable('payment_customers').execute();
    await db.schema.dropIndex('payment_intents_checkout_ref_idx').execute();
    await db.schema.alterTable('payment_intents').dropColumn('checkout_ref').execute();
  },
});
