import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function selectTemplates(db: Db, creatorId: number) {
  return db
    .selectFrom('email_templates')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function selectTemplate(db: Db, id: number) {
  return db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertTemplate(
  db: Db,
  row: {
    creator_id: number;
    name: string;
    subject: string;
    html_content: string;
    template_type: string;
    now: string;
  },
) {
  const { now, ...values } = row;
  return db
    .insertInto('email_templates')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateTemplate(
  db: Db,
  id: number,
  changes: { name: string; subject: string; html_content: string; updated_at: string },
) {
  return db.updateTable('email_templates').set(changes).where('id', '=', id).execute();
}

export function deleteTemplateRow(db: Db, id: number) {
  return db.deleteFrom('email_templates').where('id', '=', id).execute();
}
