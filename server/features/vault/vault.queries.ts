import type { Kysely } from 'kysely';
import { sql } from 'kysely';
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
