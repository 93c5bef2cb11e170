import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: a sync stopped by a platform's rate limit (429) started again from the newest item on
 * its next run, spending the quota it had just used up on pages it already had, and the count
 * it reported covered only its last run (issue 12 review).
 *
 * On `social_connections`, for the sync job `sync_job_id`:
 * - `sync_cursor`: where that sync's next page starts, saved with each page it stores, so a
 *   run cut short resumes there; null when it has not begun or has finished.
 * - `sync_items`: items that sync has stored so far, over all its runs.
 * - `last_sync_total`: items the last finished sync brought in (the spec's `total_synced`).
 */
export const socialSyncResume: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('social_connections').addColumn('sync_cursor', 'text').execute();
    await db.schema
      .alterTable('social_connections')
      .addColumn('sync_items', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('social_connections')
      .addColumn('last_sync_total', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['last_sync_total', 'sync_items', 'sync_cursor']) {
      await db.schema.alterTable('social_connections').dropColumn(column).execute();
    }
  },
});
