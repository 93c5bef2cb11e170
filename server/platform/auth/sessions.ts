import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../../db/schema';
import {
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  insertSession,
  selectActiveSessionUser,
} from './sessions.queries';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'backline_session';

const DAY_MS = 86_400_000;

/** Starts a session: a fresh random token, stored hashed, handed to the browser in a cookie. */
export async function startSession(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = randomToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlDays * DAY_MS);
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function findSessionUser(ctx: ServiceContext, token: string): Promise<UserRow | null> {
  return selectActiveSessionUser(ctx.db, hashToken(token), ctx.now().toISOString());
}

export async function endSession(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSessionByTokenHash(ctx.db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (suspension, password change): copied cookies stop working. */
export async function endAllSessions(ctx: ServiceContext, userId: number): Promise<void> {
  await deleteSessionsOfUser(ctx.db, userId);
}
