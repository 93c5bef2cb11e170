import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: a push campaign for one tier (or for followers, or buyers) reached every browser that
 * asked to be notified, so paid content leaked to fans who may not read it on the site. A
 * browser subscribed while signed in now keeps its account (`user_id`), and a segment reaches
 * only the browsers of accounts in it; a browser subscribed signed out gets whole-list
 * campaigns only. An account deleted leaves its browser as a signed-out one.
 */
export const pushSubscriptionAccounts: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('push_subscriptions_creator_user_idx')
      .on('push_subscriptions')
      .columns(['creator_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('push_subscriptions_creator_user_idx').execute();
    await db.schema.alterTable('push_subscriptions').dropColumn('user_id').execute();
  },
});
