import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * The background-job queue (server/platform/jobs): one row per job, claimed by workers with
 * a lease. `unique_key` is unique over all rows (NULLs never collide on either engine), so
 * the same work (a cron occurrence, one e-mail) is queued at most once across processes.
 */
export const jobs: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('run_at', ts, (col) => col.notNull())
      .addColumn('unique_key', 'text', (col) => col.unique())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', ts)
      .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('progress_total', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('public_error', 'text')
      // Set null, not cascade: a job still running for a deleted account finishes its work.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .addColumn('finished_at', ts)
      .execute();
    // Claiming: queued and due, or running with a lapsed lease.
    await db.schema
      .createIndex('jobs_claim_idx')
      .on('jobs')
      .columns(['status', 'run_at'])
      .execute();
    // The progress stream: a user's jobs changed since the last look.
    await db.schema
      .createIndex('jobs_user_idx')
      .on('jobs')
      .columns(['user_id', 'updated_at'])
      .execute();
    // Pruning finished jobs by age.
    await db.schema
      .createIndex('jobs_finished_idx')
      .on('jobs')
      .columns(['status', 'finished_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').ifExists().execute();
  },
});
