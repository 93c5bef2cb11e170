/**
 * The session of the browser, kept in the TanStack Query cache: the signed-in user is the
 * query `['me']` (GET /api/users/me; a 401 means signed out, so null), and the sign-in steps
 * around it (redirect, code exchange, logout) are functions over that cache. Spec part 1,
 * section 4:
 * - the user is unknown (null) or loaded; pending until the first user fetch settles, fetching
 *   while a fetch is in flight (the query's own `isPending` and `isFetching`);
 * - one user fetch and one code exchange at a time: concurrent callers share the request;
 * - after a successful code exchange the user is fetched again;
 * - logout clears the user first, then tells the server (a POST, which the server's same-origin
 *   check keeps other sites from sending; `GET /api/logout` only leads to the sign-out page).
 * React reads it through `AuthProvider` (auth-context.tsx); tests can drive it directly.
 */
import type { OAuthProvider } from '@contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { MutationObserver, queryOptions } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../api/api-client';
import type { ApiReply } from '../api/api-client';

export type CurrentUser = ApiReply<'get', '/api/users/me'>;

export const sessionKeys = {
  me: ['me'] as const,
  exchange: ['session', 'exchange'] as const,
  logout: ['session', 'logout'] as const,
};

/** A failed session step. `message` is the spec's wording; `detail` the server's own words. */
export class SessionError extends Error {
  readonly status: number | null;
  readonly detail: string | null;

  constructor(message: string, options: { status?: number | null; detail?: string | null } = {}) {
    super(message);
    this.name = 'SessionError';
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
  }
}

export const NO_CODE_MESSAGE =
  'Cannot exchange code for session token: no code provided in the URL search params.';

function describeFailure(prefix: string, error: unknown): SessionError {
  if (error instanceof ApiError) {
    return new SessionError(`${prefix}: API responded with HTTP status ${error.status}`, {
      status: error.status,
      detail: error.message,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new SessionError(`${prefix}: ${reason}`, { detail: reason });
}

/** The signed-in user, or null when signed out; any other failure is the spec's error. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await unwrap(api.GET('/api/users/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw describeFailure('Failed to fetch user', error);
  }
}

/**
 * The query of the signed-in user. Fetched on first load and when asked (after a code
 * exchange, after the user changed their profile), not on every screen or focus; a failure is
 * reported once rather than retried.
 */
export function meQuery() {
  return queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export interface SessionOptions {
  /** Where the browser goes to sign in; a full navigation by default (providers live elsewhere). */
  navigate?: (url: string) => void;
  /** The page's query string, read when the code is exchanged. */
  readSearch?: () => string;
}

/** A mutation in `queryClient`'s cache (so `useIsMutating` sees it), run outside React. */
function runMutation<Data>(
  queryClient: QueryClient,
  mutationKey: readonly string[],
  mutationFn: () => Promise<Data>,
): Promise<Data> {
  return new MutationObserver(queryClient, { mutationKey, mutationFn, retry: false }).mutate();
}

export type Session = ReturnType<typeof createSession>;

/** The sign-in steps on `queryClient`'s `['me']`. */
export function createSession(queryClient: QueryClient, options: SessionOptions = {}) {
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const readSearch = options.readSearch ?? (() => window.location.search);
  let exchangeInFlight: Promise<CurrentUser | null> | null = null;

  /**
   * Loads the signed-in user into `['me']`, joining a fetch already in flight. A 401 means
   * signed out (null, no error). Any other failure rejects with the spec's message and
   * leaves the user as it was.
   */
  function fetchUser(): Promise<CurrentUser | null> {
    return queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
  }

  /** Asks the server where to sign in with `provider`; null when no address came back. */
  async function getLoginRedirectUrl(provider: OAuthProvider = 'local'): Promise<string | null> {
    try {
      const reply = await unwrap(
        api.GET('/api/oauth/{provider}/redirect_url', { params: { path: { provider } } }),
      );
      const redirectUrl: unknown = reply?.redirectUrl;
      return typeof redirectUrl === 'string' && redirectUrl ? redirectUrl : null;
    } catch (error) {
      throw describeFailure('Failed to get login redirect URL', error);
    }
  }

  /** Sends the browser to the provider. Resolves false (and stays) when no address came back. */
  async function redirectToLogin(provider: OAuthProvider = 'local'): Promise<boolean> {
    const redirectUrl = await getLoginRedirectUrl(provider);
    if (!redirectUrl) return false;
    navigate(redirectUrl);
    return true;
  }

  async function exchange(): Promise<CurrentUser | null> {
    const params = new URLSearchParams(readSearch());
    const code = params.get('code');
    if (!code) throw new SessionError(NO_CODE_MESSAGE);

    const body: { code: string; state?: string; iss?: string } = { code };
    const state = params.get('state');
    const iss = params.get('iss');
    if (state) body.state = state;
    if (iss) body.iss = iss;

    try {
      await runMutation(queryClient, sessionKeys.exchange, () =>
        unwrap(api.POST('/api/sessions', { body })),
      );
    } catch (error) {
      throw describeFailure('Failed to exchange code for session token', error);
    }
    // A fetch that began before the cookie existed would answer "signed out": let it
    // finish, then ask again with the new session.
    if (queryClient.isFetching({ queryKey: sessionKeys.me }) > 0) {
      await fetchUser().catch(() => null);
    }
    return fetchUser();
  }

  /**
   * Exchanges the `code` of the page URL (with `state` and `iss` when present) for a session
   * cookie, then fetches the user again. Concurrent callers share one exchange.
   */
  function exchangeCodeForSessionToken(): Promise<CurrentUser | null> {
    exchangeInFlight ??= exchange().finally(() => {
      exchangeInFlight = null;
    });
    return exchangeInFlight;
  }

  /** Signs out: the user is cleared at once, then the server ends the session. */
  async function logout(): Promise<void> {
    // A fetch that started before the logout must not bring the user back.
    void queryClient.cancelQueries({ queryKey: sessionKeys.me });
    queryClient.setQueryData(sessionKeys.me, null);
    try {
      await runMutation(queryClient, sessionKeys.logout, () => unwrap(api.POST('/api/logout')));
    } catch (error) {
      throw new SessionError('Failed to logout', {
        status: error instanceof ApiError ? error.status : null,
        detail: error instanceof Error ? error.message : null,
      });
    }
  }

  return { fetchUser, getLoginRedirectUrl, redirectToLogin, exchangeCodeForSessionToken, logout };
}
