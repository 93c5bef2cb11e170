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
import { api, ApiError, apiErrorOf, unwrap } from '../api/api-client';
import type { ApiReply } from '../api/api-client';
import { forgetSignedInHint, hasSignedInHint } from './signed-in-hint';

export type CurrentUser = ApiReply<'get', '/api/users/me'>;

export const sessionKeys = {
  me: ['me'] as const,
  exchange: ['session', 'exchange'] as const,
  logout: ['session', 'logout'] as const,
};

/**
 * A failed session step, in words for people: `message` says what did not happen, `detail` why
 * and what to do. `technical` keeps the spec's wording ("Failed to fetch user: API responded
 * with HTTP status 500") for whoever debugs it; it is never shown.
 */
export class SessionError extends Error {
  readonly status: number | null;
  readonly detail: string | null;
  readonly technical: string;

  constructor(
    message: string,
    options: { status?: number | null; detail?: string | null; technical?: string } = {},
  ) {
    super(message);
    this.name = 'SessionError';
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
    this.technical = options.technical ?? message;
  }
}

export const NO_CODE_MESSAGE =
  'Cannot exchange code for session token: no code provided in the URL search params.';

export const SessionFailures = {
  fetchUser: "We couldn't check whether you're signed in",
  redirect: 'Sign-in is not available right now',
  exchange: "We couldn't finish signing you in",
  logout: "We couldn't finish signing you out",
  unreachable: 'Backline could not be reached. Check your connection and try again.',
  serverTrouble: 'Backline is having trouble right now. Please try again in a moment.',
  noCode: 'This sign-in link is incomplete. Please start signing in again.',
} as const;

/**
 * Why it failed, for a person: the server's own `{ error }` words (ours are written for
 * people), or a plain sentence when the reply carried none (a proxy's error page), never a
 * bare status.
 */
function humanDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return SessionFailures.unreachable;
  if (error.message === apiErrorOf(error.status, null).message)
    return SessionFailures.serverTrouble;
  return error.message;
}

function describeFailure(message: string, prefix: string, error: unknown): SessionError {
  const reason = error instanceof Error ? error.message : String(error);
  const technical =
    error instanceof ApiError
      ? `${prefix}: API responded with HTTP status ${error.status}`
      : `${prefix}: ${reason}`;
  return new SessionError(message, {
    status: error instanceof ApiError ? error.status : null,
    detail: humanDetail(error),
    technical,
  });
}

/** The signed-in user, or null when signed out; any other failure is a `SessionError`. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await unwrap(api.GET('/api/users/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    throw describeFailure(SessionFailures.fetchUser, 'Failed to fetch user', error);
  }
}

/**
 * The query of the signed-in user. Fetched on first load and when asked (after a code
 * exchange, after the user changed their profile), not on every screen or focus; a failure is
 * reported once rather than retried. On first load a browser without the signed-in hint is
 * signed out without asking (see signed-in-hint.ts); asking explicitly always asks.
 */
export function meQuery({ firstLoad = false }: { firstLoad?: boolean } = {}) {
  return queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) =>
      firstLoad && !hasSignedInHint() ? Promise.resolve(null) : fetchCurrentUser(signal),
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

/** Our own sign-in page (a relative address) opened on its "Create account" tab. */
export function withSignUpMode(redirectUrl: string): string {
  if (!redirectUrl.startsWith('/auth/local')) return redirectUrl;
  const url = new URL(redirectUrl, window.location.origin);
  url.searchParams.set('mode', 'sign-up');
  return `${url.pathname}${url.search}`;
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
        api.GET('/api/oauth/{provider}/redirect_url', {
          params: { path: { provider } },
        }),
      );
      const redirectUrl: unknown = reply?.redirectUrl;
      return typeof redirectUrl === 'string' && redirectUrl ? redirectUrl : null;
    } catch (error) {
      throw describeFailure(SessionFailures.redirect, 'Failed to get login redirect URL', error);
    }
  }

  /**
   * Sends the browser to the provider. Resolves false (and stays) when no address came back.
   * `signUp` opens Backline's own page on "Create account" rather than "Sign in".
   */
  async function redirectToLogin(
    provider: OAuthProvider = 'local',
    { signUp = false }: { signUp?: boolean } = {},
  ): Promise<boolean> {
    const redirectUrl = await getLoginRedirectUrl(provider);
    if (!redirectUrl) return false;
    navigate(signUp ? withSignUpMode(redirectUrl) : redirectUrl);
    return true;
  }

  async function exchange(): Promise<CurrentUser | null> {
    const params = new URLSearchParams(readSearch());
    const code = params.get('code');
    if (!code) {
      throw new SessionError(SessionFailures.exchange, {
        detail: SessionFailures.noCode,
        technical: NO_CODE_MESSAGE,
      });
    }

    const body: { code: string; state?: string; iss?: string } = { code };
    const state = params.get('state');
    const iss = params.get('iss');
    if (state) body.state = state;
    if (iss) body.iss = iss;

    try {
      await runMutation(queryClient, sessionKeys.exchange, async () =>
        unwrap(api.POST('/api/sessions', { body })),
      );
    } catch (error) {
      throw describeFailure(
        SessionFailures.exchange,
        'Failed to exchange code for session token',
        error,
      );
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
      await runMutation(queryClient, sessionKeys.logout, async () =>
        unwrap(api.POST('/api/logout')),
      );
    } catch (error) {
      throw new SessionError(SessionFailures.logout, {
        status: error instanceof ApiError ? error.status : null,
        detail:
          'You are signed out in this browser, but Backline could not be told, so the session may still be open. Sign in and out again to end it, or end it from Password and sessions.',
        technical: 'Failed to logout',
      });
    }
  }

  return { fetchUser, getLoginRedirectUrl, redirectToLogin, exchangeCodeForSessionToken, logout };
}
