import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema';

export async function selectUserById(db: Kysely<Database>, id: number): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function selectUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | null> {
  return (
    (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) ?? null
  );
}

export async function selectUserByOidcSubject(
  db: Kysely<Database>,
  subject: string,
): Promise<UserRow | null> {
  return (
    (await db
      .selectFrom('users')
      .selectAll()
      .where('oidc_subject', '=', subject)
      .executeTakeFirst()) ?? null
  );
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate) {
  return db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export function recordLogin(db: Kysely<Database>, id: number, at: string) {
  return db
    .updateTable('users')
    .set((eb) => ({ last_login_at: at, login_count: eb('login_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * The columns a person summary is made of. The trigger that moves `profile_version` watches the
 * same ones (migration 2026-11-22T2300): a column added here needs a migration that adds it there.
 */
export const SUMMARY_COLUMNS = [
  'email',
  'display_name',
  'google_user_data',
  'role',
  'is_verified',
  'avatar_key',
  'updated_at',
] as const;

/** What person summaries are made of, with the version each was read at. */
export function selectSummaryRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', ...SUMMARY_COLUMNS, 'profile_version'])
    .where('id', 'in', ids)
    .execute();
}
