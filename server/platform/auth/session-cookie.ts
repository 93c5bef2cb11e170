import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartedSession } from './sessions';

/**
 * The cookies of sign-in: opaque, HttpOnly, SameSite=Lax, on path `/`. Over HTTPS they are
 * `Secure` and carry the `__Host-` prefix, which browsers accept only from a secure origin,
 * with no Domain and path `/`: a sibling subdomain or a plain-HTTP page cannot plant one
 * (cookie tossing). Over plain HTTP (local development) they keep their bare names.
 */
export const SESSION_COOKIE = 'backline_session';
export const SIGN_IN_COOKIE = 'backline_sign_in';
/**
 * Not a secret and never trusted: readable by the web app, it tells a page whether asking
 * `GET /api/users/me` is worth it, so a signed-out visitor's page makes no call that is bound to
 * answer 401 (which browsers log as an error), and whose id to key the screen's first reads by
 * while that answer is on its way. Its value is the user's id. It lives and dies with the
 * session cookie; the session cookie alone decides who is signed in and what any reply holds.
 */
export const SIGNED_IN_HINT_COOKIE = 'backline_signed_in';

const SECURE_PREFIX = '__Host-';

/**
 * Whether the browser reached us over HTTPS. `request.protocol` reads X-Forwarded-Proto only
 * when TRUST_PROXY is on (a client could forge it otherwise); an https PUBLIC_URL says so too,
 * for a TLS proxy that sends no header.
 */
export function isSecureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

/** The name a cookie has on this request: `__Host-` over HTTPS, bare over HTTP. */
export function cookieName(request: FastifyRequest, publicUrl: string, base: string): string {
  return isSecureRequest(request, publicUrl) ? `${SECURE_PREFIX}${base}` : base;
}

function cookieOptions(request: FastifyRequest, publicUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, publicUrl),
  };
}

/** Reads a sign-in cookie under the name this request's scheme gives it (never the other one). */
export function readCookie(
  request: FastifyRequest,
  publicUrl: string,
  base: string,
): string | undefined {
  return request.cookies[cookieName(request, publicUrl, base)];
}

export function writeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  base: string,
  value: string,
  lifetime: { expires: Date } | { maxAge: number },
) {
  reply.setCookie(cookieName(request, publicUrl, base), value, {
    ...cookieOptions(request, publicUrl),
    ...lifetime,
  });
}

export function clearCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  base: string,
) {
  reply.clearCookie(cookieName(request, publicUrl, base), cookieOptions(request, publicUrl));
}

export function sessionToken(request: FastifyRequest, publicUrl: string): string | undefined {
  return readCookie(request, publicUrl, SESSION_COOKIE);
}

/** The cookie lives as long as the session's absolute lifetime; the idle timeout is the server's. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  session: StartedSession,
) {
  writeCookie(request, reply, publicUrl, SESSION_COOKIE, session.token, {
    expires: session.expiresAt,
  });
  reply.setCookie(cookieName(request, publicUrl, SIGNED_IN_HINT_COOKIE), String(session.userId), {
    ...cookieOptions(request, publicUrl),
    httpOnly: false,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
) {
  clearCookie(request, reply, publicUrl, SESSION_COOKIE);
  reply.clearCookie(cookieName(request, publicUrl, SIGNED_IN_HINT_COOKIE), {
    ...cookieOptions(request, publicUrl),
    httpOnly: false,
  });
}
