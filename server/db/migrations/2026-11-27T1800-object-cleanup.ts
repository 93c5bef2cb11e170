import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp } from '../migration-helpers';

/**
 * Why: a process killed between writing an object and committing the row that names it (or
 * between dropping a row and deleting its object) left an object nothing refers to, forever
 * (found by the crash-safety suite: an audiogram render killed after its video was stored).
 *
 * `object_cleanup`: objects to delete once `delete_after` has passed, unless their row is
 * removed first. A new object's key is written here (due a day later) before its bytes, and
 * the transaction that records the key in its own row removes it; a replaced or deleted
 * object's key is written here (due at once) in the transaction that drops the reference, and
 * deleted right after. The hourly cleanup job deletes whatever is due.
 */
export const objectCleanup: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('object_cleanup')
      .addColumn('object_key', 'text', (col) => col.primaryKey())
      .addColumn('delete_after', timestamp(dialect), (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('object_cleanup_due_idx')
      .on('object_cleanup')
      .column('delete_after')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('object_cleanup').execute();
  },
});
