import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';

export function insertSession(
  db: Kysely<Database>,
  session: {
    tokenHash: string;
    userId: number;
    createdAt: string;
    expiresAt: string;
    userAgent: string | null;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
    })
    .execute();
}

/** Who holds a live session: only what an actor is made of, never the whole users row. */
export async function selectSessionHolder(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<Pick<UserRow, 'id' | 'email' | 'role' | 'status'> | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.status'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

export function deleteSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteSessionsOfUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function deleteExpiredSessions(db: Kysely<Database>, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
