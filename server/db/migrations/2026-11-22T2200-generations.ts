import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * What the AI tools wrote for whom: D-Cypher launchpad results now, Backline Studio's
 * later (content_type tells them apart). Kept for the writer's history and for the admin
 * moderation queue; `vault_file_id` remembers a save so saving twice does not duplicate.
 */
export const generations: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await withId(db.schema.createTable('generations'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('prompt', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('items', 'text')
      .addColumn('engine', 'text', (col) => col.notNull())
      .addColumn('is_flagged', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('vault_file_id', 'integer', (col) =>
        col.references('vault_files.id').onDelete('set null'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('generations_user_idx')
      .on('generations')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('generations_type_idx')
      .on('generations')
      .columns(['content_type', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('generations').ifExists().execute();
  },
});
