import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface NewMedia {
  userId: number;
  kind: 'audio' | 'video';
  filename: string;
  objectKey: string;
  contentType: string;
  sizeBytes: number;
  now: string;
}

export function insertMedia(db: Kysely<Database>, media: NewMedia) {
  return db
    .insertInto('studio_media')
    .values({
      user_id: media.userId,
      kind: media.kind,
      filename: media.filename,
      object_key: media.objectKey,
      content_type: media.contentType,
      file_size_bytes: media.sizeBytes,
      status: 'processing',
      created_at: media.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectMedia(db: Kysely<Database>, id: number) {
  return (
    (await db.selectFrom('studio_media').selectAll().where('id', '=', id).executeTakeFirst()) ??
    null
  );
}

export function selectOwnMedia(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('studio_media')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function recordProbe(
  db: Kysely<Database>,
  id: number,
  probe: {
    durationSeconds: number | null;
    codec: string | null;
    width: number | null;
    height: number | null;
    thumbnailKey: string | null;
    thumbnailBytes: number | null;
  },
) {
  return db
    .updateTable('studio_media')
    .set({
      status: 'ready',
      duration_seconds: probe.durationSeconds,
      codec: probe.codec,
      width: probe.width,
      height: probe.height,
      thumbnail_key: probe.thumbnailKey,
      thumbnail_size_bytes: probe.thumbnailBytes,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteMedia(db: Kysely<Database>, id: number) {
  return db.deleteFrom('studio_media').where('id', '=', id).execute();
}

/** For the storage quota: uploads, their thumbnails, rendered videos and cover pictures. */
export async function sumStudioBytes(db: Kysely<Database>, userId: number): Promise<number> {
  const media = await db
    .selectFrom('studio_media')
    .select(
      sql<number>`coalesce(sum(file_size_bytes + coalesce(thumbnail_size_bytes, 0)), 0)`.as(
        'bytes',
      ),
    )
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const renders = await db
    .selectFrom('studio_projects')
    .select(
      sql<number>`coalesce(sum(coalesce(output_size_bytes, 0) + coalesce(cover_image_size_bytes, 0)), 0)`.as(
        'bytes',
      ),
    )
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(media?.bytes ?? 0) + Number(renders?.bytes ?? 0);
}
