/**
 * The session of the browser, without React: who is signed in, whether we know yet, and the
 * sign-in steps (redirect, code exchange, logout). Spec part 1, section 4:
 * - the user is unknown (null) or loaded; `isPending` stays true until the first user fetch
 *   settles, `isFetching` is true while a fetch is in flight;
 * - one user fetch and one code exchange at a time: concurrent callers share the promise;
 * - after a successful code exchange the user is fetched again;
 * - logout clears the user first, then tells the server.
 * React reads it through `AuthProvider` (useSyncExternalStore); tests drive it directly.
 */
import type { OAuthProvider, RedirectUrlReply } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import { ApiError, apiFetch } from '../api/api-client';

export interface SessionState {
  user: CurrentUser | null;
  /** True until the first user fetch has settled, successfully or not. */
  isPending: boolean;
  /** True while a user fetch is in flight. */
  isFetching: boolean;
  /** The last failed user fetch (not a plain "signed out"), cleared by the next success. */
  error: SessionError | null;
  /** True once this page has logged out, so guarded screens send the browser home, not to sign-in. */
  hasLoggedOut: boolean;
}

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

export interface SessionStoreOptions {
  /** Where the browser goes to sign in; a full navigation by default (providers live elsewhere). */
  navigate?: (url: string) => void;
  /** The page's query string, read when the code is exchanged. */
  readSearch?: () => string;
}

type Listener = () => void;

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

export class SessionStore {
  private state: SessionState = {
    user: null,
    isPending: true,
    isFetching: false,
    error: null,
    hasLoggedOut: false,
  };
  private readonly listeners = new Set<Listener>();
  private userRequest: Promise<CurrentUser | null> | null = null;
  private exchangeRequest: Promise<CurrentUser | null> | null = null;
  /** Bumped by logout so a fetch that started before it cannot bring the user back. */
  private generation = 0;
  private started = false;
  private readonly navigate: (url: string) => void;
  private readonly readSearch: () => string;

  constructor(options: SessionStoreOptions = {}) {
    this.navigate = options.navigate ?? ((url) => window.location.assign(url));
    this.readSearch = options.readSearch ?? (() => window.location.search);
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<SessionState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /**
   * The fetch of the first load. Runs once however often it is called (React's strict mode
   * mounts twice): later calls resolve at once, so a failure is reported only once.
   */
  start(): Promise<CurrentUser | null> {
    if (this.started) return Promise.resolve(this.state.user);
    this.started = true;
    return this.fetchUser();
  }

  /**
   * Loads the signed-in user. A 401 means signed out (user null, no error). Any other
   * failure rejects with the spec's message, clears `isPending` and leaves the user as it was.
   */
  fetchUser(): Promise<CurrentUser | null> {
    if (this.userRequest) return this.userRequest;
    const generation = this.generation;
    this.update({ isFetching: true });

    const request = apiFetch<CurrentUser>('/api/users/me')
      .then(
        (user) => {
          if (generation === this.generation)
            this.update({ user, error: null, hasLoggedOut: false });
          return this.state.user;
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            this.update({ user: null, error: null });
            return null;
          }
          const failure = describeFailure('Failed to fetch user', error);
          this.update({ error: failure });
          throw failure;
        },
      )
      .finally(() => {
        this.userRequest = null;
        this.update({ isPending: false, isFetching: false });
      });
    this.userRequest = request;
    return request;
  }

  /** Asks the server where to sign in with `provider`; null when no address came back. */
  async getLoginRedirectUrl(provider: OAuthProvider = 'local'): Promise<string | null> {
    try {
      const reply = await apiFetch<Partial<RedirectUrlReply> | undefined>(
        `/api/oauth/${encodeURIComponent(provider)}/redirect_url`,
      );
      return typeof reply?.redirectUrl === 'string' && reply.redirectUrl ? reply.redirectUrl : null;
    } catch (error) {
      throw describeFailure('Failed to get login redirect URL', error);
    }
  }

  /** Sends the browser to the provider. Resolves false (and stays) when no address came back. */
  async redirectToLogin(provider: OAuthProvider = 'local'): Promise<boolean> {
    const redirectUrl = await this.getLoginRedirectUrl(provider);
    if (!redirectUrl) return false;
    this.navigate(redirectUrl);
    return true;
  }

  /**
   * Exchanges the `code` of the page URL (with `state` and `iss` when present) for a session
   * cookie, then fetches the user again. Concurrent callers share one exchange.
   */
  exchangeCodeForSessionToken(): Promise<CurrentUser | null> {
    if (this.exchangeRequest) return this.exchangeRequest;
    const request = this.exchange().finally(() => {
      this.exchangeRequest = null;
    });
    this.exchangeRequest = request;
    return request;
  }

  private async exchange(): Promise<CurrentUser | null> {
    const params = new URLSearchParams(this.readSearch());
    const code = params.get('code');
    if (!code) throw new SessionError(NO_CODE_MESSAGE);

    const body: { code: string; state?: string; iss?: string } = { code };
    const state = params.get('state');
    const iss = params.get('iss');
    if (state) body.state = state;
    if (iss) body.iss = iss;

    try {
      await apiFetch('/api/sessions', { method: 'POST', json: body });
    } catch (error) {
      throw describeFailure('Failed to exchange code for session token', error);
    }
    // A fetch that began before the cookie existed would answer "signed out": let it
    // finish, then ask again with the new session.
    await this.userRequest?.catch(() => null);
    return this.fetchUser();
  }

  /** Signs out: the user is cleared at once, then the server ends the session. */
  async logout(): Promise<void> {
    this.generation += 1;
    this.update({ user: null, error: null, hasLoggedOut: true });
    try {
      await apiFetch('/api/logout');
    } catch (error) {
      throw new SessionError('Failed to logout', {
        status: error instanceof ApiError ? error.status : null,
        detail: error instanceof Error ? error.message : null,
      });
    }
  }
}
