import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Marks `key` for deletion after `deleteAfter`; a key already marked takes the new time. */
export function markForCleanup(db: Db, key: string, deleteAfter: string) {
  return db
    .insertInto('object_cleanup')
    .values({ object_key: key, delete_after: deleteAfter })
    .onConflict((oc) => oc.column('object_key').doUpdateSet({ delete_after: deleteAfter }))
    .execute();
}

export function unmarkForCleanup(db: Db, key: string) {
  return db.deleteFrom('object_cleanup').where('object_key', '=', key).execute();
}

export async function selectDueCleanup(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('object_cleanup')
    .select('object_key')
    .where('delete_after', '<=', now)
    .orderBy('delete_after')
    .limit(limit)
    .execute();
  return rows.map((row) => row.object_key);
}
