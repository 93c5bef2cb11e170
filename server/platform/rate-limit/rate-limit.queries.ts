import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Adds one hit to a bucket's window and returns the window's count, atomically on both engines. */
export async function incrementHits(
  db: Kysely<Database>,
  bucket: string,
  windowStart: number,
): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Takes one hit back (never below zero). */
export function decrementHits(db: Kysely<Database>, bucket: string, windowStart: number) {
  return db
    .updateTable('rate_limit_hits')
    .set({ hits: sql<number>`hits - 1` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

export async function selectHits(
  db: Kysely<Database>,
  bucket: string,
  windowStart: number,
): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

export function deleteWindowsBefore(db: Kysely<Database>, windowStart: number) {
  return db.deleteFrom('rate_limit_hits').where('window_start', '<', windowStart).execute();
}
