import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: a connected account can take charges before Stripe can pay it out (or stop paying it
 * out after a review). The Storefront tab reads the real state from Stripe (`accounts.retrieve`
 * when the creator comes back from onboarding, `account.updated` afterwards), payouts included.
 */
export const payoutsEnabled: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payout_accounts')
      .addColumn('payouts_enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('payout_accounts').dropColumn('payouts_enabled').execute();
  },
});
