import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
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
 * Locks a person's row until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time anyway), so work on their account done under it is serialized.
 */
export async function lockUserRow(db: Kysely<Database>, dialect: Dialect, id: number) {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}
