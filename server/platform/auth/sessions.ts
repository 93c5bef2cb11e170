import type { ServiceContext } from '../../context';
import type { Actor } from '../access/actor';
import { actorOf } from '../access/actor';
import {
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  insertSession,
  selectSessionHolder,
} from './sessions.queries';
import { hashToken, randomToken } from './tokens';

const DAY_MS = 86_400_000;

export interface StartedSession {
  /** The secret the browser keeps; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** Starts a session: a fresh random token, stored hashed. The caller hands it to the browser. */
export async function startSession(
  ctx: ServiceContext,
  session: { userId: number; userAgent: string | null },
): Promise<StartedSession> {
  const token = randomToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlDays * DAY_MS);
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId: session.userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: session.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The actor behind a session token, or null when it is unknown, expired or its user suspended. */
export async function findSessionActor(ctx: ServiceContext, token: string): Promise<Actor | null> {
  const holder = await selectSessionHolder(ctx.db, hashToken(token), ctx.now().toISOString());
  return holder ? actorOf(holder, ctx.config.adminEmails) : null;
}

export async function endSession(ctx: ServiceContext, token: string): Promise<void> {
  await deleteSessionByTokenHash(ctx.db, hashToken(token));
}

/** Ends every session of a user (suspension, password change): copied cookies stop working. */
export async function endAllSessions(ctx: ServiceContext, userId: number): Promise<void> {
  await deleteSessionsOfUser(ctx.db, userId);
}
