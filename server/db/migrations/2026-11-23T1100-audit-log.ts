import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * The audit log: who did what to which thing, written in the same transaction as the change
 * (admin actions, money movements). `actor_id` is null for the system (a scheduled renewal);
 * it has no foreign key, and the actor's e-mail is copied, so a row still says who acted after
 * the account is gone. Indexes serve the admin list (newest first) and its filters.
 */
export const auditLog: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('actor_id', 'integer')
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('created_at', timestamp(dialect), (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_created_idx')
      .on('audit_log')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .columns(['target_type', 'target_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_actor_idx')
      .on('audit_log')
      .columns(['actor_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_action_idx')
      .on('audit_log')
      .columns(['action', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
  },
});
