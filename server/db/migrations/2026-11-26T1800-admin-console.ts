import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Indexes for the admin console (issue 13); no new tables. Its figures read the ledger, the
 * feature access log, sign-ups and generations over a time range, and the export walks the
 * same tables in (created_at, id) order a batch at a time, so each needs that order indexed:
 * - `payments (created_at, id)`: revenue over a range and the ledger export;
 * - `payments (kind, reference_id)`: what each subscription brought in;
 * - `feature_access_log (created_at, id)`: feature usage and active people over a range;
 * - `generations (created_at, id)`: active people and the content export;
 * - `comments (created_at, id)`: the content export;
 * - `users (role, created_at, id)`: the users list filtered by role, newest first.
 */
const indexes: { name: string; table: string; columns: string[] }[] = [
  { name: 'payments_created_idx', table: 'payments', columns: ['created_at', 'id'] },
  { name: 'payments_reference_idx', table: 'payments', columns: ['kind', 'reference_id'] },
  {
    name: 'feature_access_log_created_idx',
    table: 'feature_access_log',
    columns: ['created_at', 'id'],
  },
  { name: 'generations_created_idx', table: 'generations', columns: ['created_at', 'id'] },
  { name: 'comments_created_idx', table: 'comments', columns: ['created_at', 'id'] },
  { name: 'users_role_created_idx', table: 'users', columns: ['role', 'created_at', 'id'] },
];

export const adminConsole: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const index of indexes) {
      await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const index of [...indexes].reverse()) {
      await db.schema.dropIndex(index.name).execute();
    }
  },
});
