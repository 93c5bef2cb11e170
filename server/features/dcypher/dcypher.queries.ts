import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

export const DCYPHER_CONTENT_TYPE = 'text_generation';

export function insertGeneration(
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
      content_type: DCYPHER_CONTENT_TYPE,
      prompt: row.prompt,
      content: row.content,
      items: row.items,
      engine: row.engine,
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectGeneration(db: Kysely<Database>, id: number) {
  return (
    (await db
      .selectFrom('generations')
      .selectAll()
      .where('id', '=', id)
      .where('content_type', '=', DCYPHER_CONTENT_TYPE)
      .executeTakeFirst()) ?? null
  );
}

export function selectGenerationPage(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number,
  limit: number,
  cursor: readonly [string, number] | null,
) {
  let query = db
    .selectFrom('generations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_type', '=', DCYPHER_CONTENT_TYPE);
  if (cursor)
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Records the save unless one is recorded already; returns the file id that stands. */
export async function recordVaultFile(db: Kysely<Database>, id: number, vaultFileId: number) {
  await db
    .updateTable('generations')
    .set({ vault_file_id: vaultFileId })
    .where('id', '=', id)
    .where('vault_file_id', 'is', null)
    .execute();
}
