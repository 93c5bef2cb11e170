import type { Kysely } from 'kysely';
import type { Database, StudioProjectsTable } from '../../../db/schema';
import type { Updateable } from 'kysely';

export function insertProject(
  db: Kysely<Database>,
  project: {
    userId: number;
    title: string;
    audioFileId: number;
    coverMediaId: number | null;
    platform: string;
    captions: string | null;
    now: string;
  },
) {
  return db
    .insertInto('studio_projects')
    .values({
      user_id: project.userId,
      title: project.title,
      audio_file_id: project.audioFileId,
      cover_media_id: project.coverMediaId,
      platform: project.platform,
      captions: project.captions,
      status: 'draft',
      created_at: project.now,
      updated_at: project.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectProject(db: Kysely<Database>, id: number) {
  return (
    (await db.selectFrom('studio_projects').selectAll().where('id', '=', id).executeTakeFirst()) ??
    null
  );
}

export function selectOwnProjects(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('studio_projects')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export function updateProject(
  db: Kysely<Database>,
  id: number,
  change: Updateable<StudioProjectsTable>,
  onlyIfStatus?: string[],
) {
  let query = db.updateTable('studio_projects').set(change).where('id', '=', id);
  if (onlyIfStatus) query = query.where('status', 'in', onlyIfStatus);
  return query.returningAll().executeTakeFirst();
}
