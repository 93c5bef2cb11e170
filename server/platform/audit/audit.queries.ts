import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { AuditLogTable, Database } from '../../db/schema';

export function insertAuditEntry(db: Kysely<Database>, entry: Insertable<AuditLogTable>) {
  return db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  target?: { type: string; id?: string };
}

/** One page, newest first; one row more than `limit` tells whether another page exists. */
export function selectAuditPage(
  db: Kysely<Database>,
  dialect: Dialect,
  options: { limit: number; cursor: readonly [string, number] | null; filter: AuditFilter },
) {
  const { filter, cursor } = options;
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.target) {
    query = query.where('target_type', '=', filter.target.type);
    if (filter.target.id !== undefined) query = query.where('target_id', '=', filter.target.id);
  }
  if (cursor) {
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
}
