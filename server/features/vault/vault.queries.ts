import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import { escapeLikePattern } from '../../db/like-pattern';
import type { Database } from '../../db/schema';

export function insertVaultFile(
  db: Kysely<Database>,
  file: {
    ownerId: number;
    objectKey: string;
    originalFilename: string;
    contentType: string;
    description: string | null;
    sizeBytes: number;
    accessLevel: string;
    createdAt: string;
  },
) {
  return db
    .insertInto('vault_files')
    .values({
      owner_id: file.ownerId,
      object_key: file.objectKey,
      original_filename: file.originalFilename,
      content_type: file.contentType,
      description: file.description,
      file_size_bytes: file.sizeBytes,
      access_level: file.accessLevel,
      created_at: file.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An owner's files, newest first. */
/**
 * A page of an owner's files, newest first, from the (owner_id, created_at) index; `search`
 * matches the file name or description, case-insensitively (the contract's vault search).
 */
export function selectOwnerFilePage(
  db: Kysely<Database>,
  dialect: Dialect,
  ownerId: number,
  page: { limit: number; cursor: readonly [string, number] | null; search: string },
) {
  let query = db.selectFrom('vault_files').selectAll().where('owner_id', '=', ownerId);
  if (page.search) {
    const pattern = `%${escapeLikePattern(page.search.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(${eb.ref('original_filename')}) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(coalesce(${eb.ref('description')}, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (page.cursor) {
    const cursor = page.cursor;
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** All of an owner's files, newest first: the vault a creator shares with their team. */
export function selectOwnerFiles(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('vault_files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function selectVaultFile(db: Kysely<Database>, fileId: number) {
  return (
    (await db.selectFrom('vault_files').selectAll().where('id', '=', fileId).executeTakeFirst()) ??
    null
  );
}

export function incrementDownloadCount(db: Kysely<Database>, fileId: number) {
  return db
    .updateTable('vault_files')
    .set({ download_count: sql`download_count + 1` })
    .where('id', '=', fileId)
    .execute();
}

export function deleteVaultFile(db: Kysely<Database>, fileId: number, ownerId: number) {
  return db
    .deleteFrom('vault_files')
    .where('id', '=', fileId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** What an owner's vault files weigh together, in bytes. */
export async function sumOwnerBytes(db: Kysely<Database>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('vault_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('file_size_bytes'), eb.lit(0)).as('bytes'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
