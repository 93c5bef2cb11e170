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
    ipAddress: string | null;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_seen_at: session.createdAt,
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Who holds a live session (within its absolute lifetime, used since `idleSince`): only what
 * an actor is made of, never the whole users row, with the session's id and last use.
 */
export async function selectSessionHolder(
  db: Kysely<Database>,
  tokenHash: string,
  live: { now: string; idleSince: string },
): Promise<
  | (Pick<UserRow, 'id' | 'email' | 'role' | 'status'> & {
      session_id: number;
      last_seen_at: string;
    })
  | null
> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.status',
      'sessions.id as session_id',
      'sessions.last_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', live.now)
    .where('sessions.last_seen_at', '>', live.idleSince)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

export function touchSession(db: Kysely<Database>, sessionId: number, now: string) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/** A user's live sessions, most recently used first. */
export function selectLiveSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  live: { now: string; idleSince: string },
) {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'user_id',
      'created_at',
      'last_seen_at',
      'expires_at',
      'user_agent',
      'ip_address',
    ])
    .where('user_id', '=', userId)
    .where('expires_at', '>', live.now)
    .where('last_seen_at', '>', live.idleSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether a session is still live: not ended, within its lifetimes, its user not suspended. */
export async function selectIsSessionLive(
  db: Kysely<Database>,
  sessionId: number,
  live: { now: string; idleSince: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', live.now)
    .where('sessions.last_seen_at', '>', live.idleSince)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function selectSessionOwner(db: Kysely<Database>, sessionId: number) {
  return (
    (await db
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .where('id', '=', sessionId)
      .executeTakeFirst()) ?? null
  );
}

export function deleteSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteSessionById(db: Kysely<Database>, sessionId: number) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).executeTakeFirst();
}

export function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId: number | null = null,
) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== null) query = query.where('id', '!=', exceptSessionId);
  return query.executeTakeFirst();
}

/** Sessions past their absolute lifetime or idle since `idleSince` sign no one in any more. */
export function deleteLapsedSessions(
  db: Kysely<Database>,
  live: { now: string; idleSince: string },
) {
  return db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', live.now), eb('last_seen_at', '<=', live.idleSince)]),
    )
    .execute();
}
