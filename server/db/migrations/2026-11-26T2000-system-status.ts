import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp } from '../migration-helpers';

/**
 * Why: the admin console's System Status and outbox viewer (issue 13).
 *
 * - `web_processes`: each web process reports here every 30 seconds (and removes its row when
 *   it stops). Request figures are measured in each process's memory, so System Status says
 *   how many processes are live when there is more than one. Rows of processes that died
 *   without saying so lapse (server/expiring-rows.ts).
 * - `outbox_messages_to_idx`: the outbox viewer filters by recipient, newest first.
 */
export const systemStatus: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await db.schema
      .createTable('web_processes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('hostname', 'text', (col) => col.notNull())
      .addColumn('pid', 'integer', (col) => col.notNull())
      .addColumn('started_at', ts, (col) => col.notNull())
      .addColumn('seen_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('web_processes_seen_idx')
      .on('web_processes')
      .column('seen_at')
      .execute();
    await db.schema
      .createIndex('outbox_messages_to_idx')
      .on('outbox_messages')
      .columns(['to_address', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_messages_to_idx').execute();
    await db.schema.dropTable('web_processes').execute();
  },
});
