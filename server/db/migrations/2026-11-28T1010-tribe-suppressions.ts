import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: a subscriber who unsubscribed, bounced or complained was only suppressed by their row;
 * deleting the row and importing or adding the address again mailed them again.
 *
 * `tribe_suppressions`: per creator, the addresses that must not be mailed again, kept when
 * their subscriber is deleted. Only a SHA-256 of the address is stored (the person asked to
 * be forgotten, not to be mailed again), with why (`unsubscribed`, `bounced`, `complained`).
 */
export const tribeSuppressions: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('tribe_suppressions'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email_hash', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('created_at', timestamp(dialect), (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('tribe_suppressions_creator_email_idx')
      .on('tribe_suppressions')
      .columns(['creator_id', 'email_hash'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tribe_suppressions').execute();
  },
});
