/**
 * The signed-in hint: a readable cookie the server sets beside the (HttpOnly) session cookie
 * and clears with it, holding the user's id. It decides nothing; it tells the first load
 * whether asking `GET /api/users/me` is worth it, so a signed-out visitor's page makes no call
 * that is bound to answer 401 (browsers log every such reply as an error), and whose id to key
 * the screen's first reads by before that answer (routes.tsx, `preloadScreen`). Over HTTPS it
 * carries the `__Host-` prefix, like the session cookie.
 */
const HINT = 'backline_signed_in';
const SECURE_HINT = `__Host-${HINT}`;

function cookies(): [name: string, value: string][] {
  return document.cookie.split(';').map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}

function hintValue(): string | undefined {
  return cookies().find(([name]) => name === HINT || name === SECURE_HINT)?.[1];
}

export function hasSignedInHint(): boolean {
  return hintValue() !== undefined;
}

/** The id the hint holds, or null (no hint, or not an id). */
export function hintedViewerId(): number | null {
  const id = Number(hintValue());
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A session that ended on the server (idle, signed out elsewhere) leaves a stale hint: drop it. */
export function forgetSignedInHint(): void {
  const expired = 'Path=/; Max-Age=0; SameSite=Lax';
  document.cookie = `${HINT}=; ${expired}`;
  if (window.location.protocol === 'https:')
    document.cookie = `${SECURE_HINT}=; ${expired}; Secure`;
}
