import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import type { Actor } from '../access/actor';
import { actorOf } from '../access/actor';
import {
  deleteSessionById,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  insertSession,
  selectIsSessionLive,
  selectLiveSessionsOfUser,
  selectSessionHolder,
  selectSessionOwner,
  touchSession,
} from './sessions.queries';
import { hashToken, randomToken } from './tokens';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A session's last use is written at most once a minute: the idle timeout is counted in
 * minutes, and a signed-in page load then costs no write.
 */
export const LAST_SEEN_PRECISION_MS = MINUTE_MS;

export interface StartedSession {
  /** The secret the browser keeps; only its hash is stored. */
  token: string;
  expiresAt: Date;
  userId: number;
}

/** The bounds of a live session now: within its absolute lifetime, used within the idle time. */
export function liveSessionBounds(ctx: ServiceContext): { now: string; idleSince: string } {
  const now = ctx.now();
  return {
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - ctx.config.sessions.idleMinutes * MINUTE_MS).toISOString(),
  };
}

/** Starts a session: a fresh random token, stored hashed. The caller hands it to the browser. */
export async function startSession(
  ctx: ServiceContext,
  session: { userId: number; userAgent: string | null; ipAddress: string | null },
): Promise<StartedSession> {
  const token = randomToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessions.absoluteHours * HOUR_MS);
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId: session.userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: session.userAgent?.slice(0, 300) ?? null,
    ipAddress: session.ipAddress?.slice(0, 64) ?? null,
  });
  return { token, expiresAt, userId: session.userId };
}

export interface SessionHolder {
  actor: Actor;
  sessionId: number;
}

/**
 * The actor behind a session token, or null when it is unknown, past its lifetime, idle too
 * long, or its user suspended. Using a session keeps it alive (see LAST_SEEN_PRECISION_MS).
 */
export async function findSessionHolder(
  ctx: ServiceContext,
  token: string,
): Promise<SessionHolder | null> {
  const bounds = liveSessionBounds(ctx);
  const holder = await selectSessionHolder(ctx.db, hashToken(token), bounds);
  if (!holder) return null;
  const now = ctx.now();
  if (now.getTime() - new Date(holder.last_seen_at).getTime() >= LAST_SEEN_PRECISION_MS) {
    await touchSession(ctx.db, holder.session_id, now.toISOString());
  }
  return { actor: actorOf(holder, ctx.config.adminEmails), sessionId: holder.session_id };
}

/**
 * Whether a session still signs its holder in, without counting as a use: a connection held
 * open (a progress stream) asks this, and must not keep an idle session alive.
 */
export function isSessionLive(ctx: ServiceContext, sessionId: number): Promise<boolean> {
  return selectIsSessionLive(ctx.db, sessionId, liveSessionBounds(ctx));
}

export async function endSession(ctx: ServiceContext, token: string): Promise<void> {
  await deleteSessionByTokenHash(ctx.db, hashToken(token));
}

/**
 * Ends every session of a user (suspension): copied cookies stop working. `db` is the
 * transaction of the change that ends them, when there is one.
 */
export async function endAllSessions(
  ctx: ServiceContext,
  userId: number,
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Ends every session of a user but one (a password change keeps the browser that made it). */
export async function endOtherSessions(
  ctx: ServiceContext,
  userId: number,
  keepSessionId: number | null,
): Promise<number> {
  const { numDeletedRows } = await deleteSessionsOfUser(ctx.db, userId, keepSessionId);
  return Number(numDeletedRows);
}

export function listLiveSessions(ctx: ServiceContext, userId: number) {
  return selectLiveSessionsOfUser(ctx.db, userId, liveSessionBounds(ctx));
}

export function findSessionOwner(ctx: ServiceContext, sessionId: number) {
  return selectSessionOwner(ctx.db, sessionId);
}

export async function endSessionById(ctx: ServiceContext, sessionId: number): Promise<boolean> {
  const { numDeletedRows } = await deleteSessionById(ctx.db, sessionId);
  return numDeletedRows > 0n;
}
