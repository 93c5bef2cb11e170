/**
 * Where to go after signing in. A visitor who presses Subscribe or Buy on a storefront is
 * sent to sign in and should land back on that storefront, not on the dashboard. The path
 * is kept in sessionStorage (it survives the round trip through the identity provider in
 * the same tab) for a short while, so an abandoned sign-in does not hijack a later one.
 */
const STORAGE_KEY = 'backline.return-to';
const LIFETIME_MS = 30 * 60_000;

interface StoredReturn {
  path: string;
  at: number;
}

/** Only paths of this app: `/x`, never `//host` or `/\host`, and never the sign-in screens. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.startsWith('/auth/') &&
    path.length <= 500
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; then the visitor simply lands on the dashboard.
    return null;
  }
}

export function rememberReturnTo(path: string, now: number = Date.now()): void {
  if (!isSafeReturnPath(path)) return;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ path, at: now } satisfies StoredReturn));
}

/** The remembered path, once: reading it forgets it. Null when none, stale or unsafe. */
export function takeReturnTo(now: number = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  if (!store || !raw) return null;
  store.removeItem(STORAGE_KEY);
  try {
    const stored = JSON.parse(raw) as Partial<StoredReturn>;
    if (typeof stored.at !== 'number' || now - stored.at > LIFETIME_MS) return null;
    return isSafeReturnPath(stored.path) ? stored.path : null;
  } catch {
    return null;
  }
}

/** The sign-in address that comes back to `path`, e.g. `/auth/redirect?return_to=/storefront/7`. */
export function signInPath(path: string): string {
  if (!isSafeReturnPath(path)) return '/auth/redirect';
  return `/auth/redirect?return_to=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}
