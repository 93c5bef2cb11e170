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

export function deleteWindowsBefore(db: Kysely<Database>, windowStart: number) {
  return db.deleteFrom('rate_limit_hits').where('window_start', '<', windowStart).execute();
}
