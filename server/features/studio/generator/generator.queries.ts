import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/connect';
import { rowBefore } from '../../../db/keyset';
import type { Database } from '../../../db/schema';

/** Studio generations in the shared `generations` table (D-Cypher's are `text_generation`). */
export const STUDIO_CONTENT_TYPE = 'backline';

export function insertStudioGeneration(
  db: Kysely<Database>,
  row: {
    userId: number;
    prompt: string;
    content: string;
    items: string;
    engine: string;
    now: string;
  },
) {
  return db
    .insertInto('generations')
    .values({
      user_id: row.userId,
      content_type: STUDIO_CONTENT_TYPE,
      prompt: row.prompt,
      content: row.content,
      items: row.items,
      engine: row.engine,
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectStudioGeneration(db: Kysely<Database>, id: number) {
  return (
    (await db
      .selectFrom('generations')
      .selectAll()
      .where('id', '=', id)
      .where('content_type', '=', STUDIO_CONTENT_TYPE)
      .executeTakeFirst()) ?? null
  );
}

export function markSaved(db: Kysely<Database>, id: number, now: string) {
  return db
    .updateTable('generations')
    .set({ saved_at: now })
    .where('id', '=', id)
    .where('saved_at', 'is', null)
    .execute();
}

export function selectStudioGenerationPage(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number,
  options: { limit: number; cursor: readonly [string, number] | null; savedOnly: boolean },
) {
  let query = db
    .selectFrom('generations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_type', '=', STUDIO_CONTENT_TYPE);
  if (options.savedOnly) query = query.where('saved_at', 'is not', null);
  const { cursor } = options;
  if (cursor)
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
}
