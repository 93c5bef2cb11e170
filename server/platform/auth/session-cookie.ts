import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartedSession } from './sessions';

/** The cookie that carries the session token: opaque, HttpOnly, SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'backline_session';

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: StartedSession,
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
