/**
 * The signed-in hint: a readable cookie the server sets beside the (HttpOnly) session cookie
 * and clears with it. It decides nothing; it only tells the first load whether asking
 * `GET /api/users/me` is worth it, so a signed-out visitor's page makes no call that is bound
 * to answer 401 (browsers log every such reply as an error). Over HTTPS it carries the
 * `__Host-` prefix, like the session cookie.
 */
const HINT = 'backline_signed_in';
const SECURE_HINT = `__Host-${HINT}`;

function cookieNames(): string[] {
  return document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
}

export function hasSignedInHint(): boolean {
  const names = cookieNames();
  return names.includes(HINT) || names.includes(SECURE_HINT);
}

/** A session that ended on the server (idle, signed out elsewhere) leaves a stale hint: drop it. */
export function forgetSignedInHint(): void {
  const expired = 'Path=/; Max-Age=0; SameSite=Lax';
  document.cookie = `${HINT}=; ${expired}`;
  if (window.location.protocol === 'https:')
    document.cookie = `${SECURE_HINT}=; ${expired}; Secure`;
}
