import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../components/posts/test-kit';
import { nova, readCall } from '../../components/posts/test-kit';
import type { CurrentUser, SessionError } from './session';
import { createSession, meQuery, NO_CODE_MESSAGE, sessionKeys } from './session';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A reply the test releases when it wants, to hold requests in flight. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Handler = (path: string, call: ApiCall) => Response | Promise<Response>;

let fetchMock: ReturnType<typeof vi.fn>;
let calls: ApiCall[];

function serve(handler: Handler) {
  calls = [];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readCall(input, init);
    calls.push(call);
    return handler(call.url.pathname, call);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function callsTo(path: string) {
  return calls.filter((call) => call.url.pathname === path);
}

let queryClient: QueryClient;

function makeSession(search = '') {
  const navigate = vi.fn<(url: string) => void>();
  const session = createSession(queryClient, { navigate, readSearch: () => search });
  return { session, navigate };
}

/** What `useAuth()` reads from the query `['me']`. */
function snapshot() {
  const state = queryClient.getQueryState<CurrentUser | null, SessionError>(sessionKeys.me);
  return {
    user: state?.data ?? null,
    isPending: !state || state.status === 'pending',
    isFetching: state?.fetchStatus === 'fetching',
    error: state?.error ?? null,
  };
}

beforeEach(() => {
  queryClient = new QueryClient();
  serve(() => json(401, { error: 'Sign in first' }));
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('fetchUser', () => {
  it('starts pending and not fetching, with no user', () => {
    makeSession();
    expect(snapshot()).toMatchObject({ user: null, isPending: true, isFetching: false });
  });

  it('shares one request among concurrent callers', async () => {
    const reply = deferred();
    serve(() => reply.promise);
    const { session } = makeSession();

    const first = session.fetchUser();
    const second = session.fetchUser();
    expect(snapshot().isFetching).toBe(true);
    expect(snapshot().isPending).toBe(true);

    reply.resolve(json(200, nova));
    await expect(first).resolves.toEqual(nova);
    await expect(second).resolves.toEqual(nova);
    expect(callsTo('/api/users/me')).toHaveLength(1);
    expect(snapshot()).toMatchObject({ user: nova, isPending: false, isFetching: false });
  });

  it('starts a new request once the previous one settled', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();
    await session.fetchUser();
    expect(callsTo('/api/users/me')).toHaveLength(2);
  });

  it('sends the session cookie', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();
    expect((fetchMock.mock.calls[0][0] as Request).credentials).toBe('same-origin');
  });

  it('treats 401 as signed out: user null, pending cleared, no error', async () => {
    const { session } = makeSession();
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(snapshot()).toMatchObject({
      user: null,
      isPending: false,
      isFetching: false,
      error: null,
    });
  });

  it('on another failure clears pending, keeps the user and rejects in human words', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();

    serve(() => json(503, { error: 'Down for maintenance' }));
    const failure = session.fetchUser();
    await expect(failure).rejects.toThrow("We couldn't check whether you're signed in");
    await failure.catch((error: SessionError) => {
      expect(error.status).toBe(503);
      expect(error.detail).toBe('Down for maintenance');
      // The spec's wording is kept for whoever debugs it, never shown.
      expect(error.technical).toBe('Failed to fetch user: API responded with HTTP status 503');
    });
    expect(snapshot()).toMatchObject({ user: nova, isPending: false, isFetching: false });
    expect(snapshot().error?.message).not.toMatch(/HTTP status/);
  });

  it('clears pending when the very first fetch fails, and does not retry it', async () => {
    serve(() => json(500, { error: 'Something went wrong on our side' }));
    const { session } = makeSession();
    await session.fetchUser().catch(() => undefined);
    expect(snapshot()).toMatchObject({ user: null, isPending: false, isFetching: false });
    expect(callsTo('/api/users/me')).toHaveLength(1);
  });

  it("tells the query cache's subscribers about every change", async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    const listener = vi.fn();
    const unsubscribe = queryClient.getQueryCache().subscribe(listener);
    await session.fetchUser();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    await session.fetchUser();
    expect(listener).not.toHaveBeenCalled();
  });

  it('the first load fetches once however many screens watch it', async () => {
    serve(() => json(200, nova));
    const observers = [1, 2, 3].map(() => new QueryObserver(queryClient, meQuery()));
    const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(snapshot().user).toEqual(nova));
    expect(callsTo('/api/users/me')).toHaveLength(1);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });
});

describe('redirectToLogin', () => {
  it('navigates to the address the server gives for the local provider by default', async () => {
    serve(() => json(200, { redirectUrl: '/auth/local?state=abc' }));
    const { session, navigate } = makeSession();
    await expect(session.redirectToLogin()).resolves.toBe(true);
    expect(calls[0].url.pathname).toBe('/api/oauth/local/redirect_url');
    expect(navigate).toHaveBeenCalledWith('/auth/local?state=abc');
  });

  it('asks for the provider it is given', async () => {
    serve(() => json(200, { redirectUrl: 'https://accounts.example.com/auth' }));
    const { session, navigate } = makeSession();
    await session.redirectToLogin('google');
    expect(calls[0].url.pathname).toBe('/api/oauth/google/redirect_url');
    expect(navigate).toHaveBeenCalledWith('https://accounts.example.com/auth');
  });

  it('opens our own page on Create account when asked to sign up', async () => {
    serve(() => json(200, { redirectUrl: '/auth/local?state=s1' }));
    const { session, navigate } = makeSession();
    await expect(session.redirectToLogin('local', { signUp: true })).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/auth/local?state=s1&mode=sign-up');
  });

  it("leaves another provider's address alone when asked to sign up", async () => {
    serve(() => json(200, { redirectUrl: 'https://id.example/authorize?state=s1' }));
    const { session, navigate } = makeSession();
    await session.redirectToLogin('oidc', { signUp: true });
    expect(navigate).toHaveBeenCalledWith('https://id.example/authorize?state=s1');
  });

  it('stays put when no address comes back', async () => {
    serve(() => json(200, {}));
    const { session, navigate } = makeSession();
    await expect(session.redirectToLogin()).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects in human words when the call fails, without navigating', async () => {
    serve(() => json(404, { error: 'Unknown sign-in provider: oidc' }));
    const { session, navigate } = makeSession();
    const start = session.redirectToLogin('oidc');
    await expect(start).rejects.toThrow('Sign-in is not available right now');
    await start.catch((error: SessionError) => {
      expect(error.detail).toBe('Unknown sign-in provider: oidc');
      expect(error.technical).toBe(
        'Failed to get login redirect URL: API responded with HTTP status 404',
      );
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('exchangeCodeForSessionToken', () => {
  it('raises the spec error when the URL has no code, without calling the server', async () => {
    const { session } = makeSession('?state=abc');
    const exchange = session.exchangeCodeForSessionToken();
    await expect(exchange).rejects.toThrow("We couldn't finish signing you in");
    await exchange.catch((error: SessionError) => expect(error.technical).toBe(NO_CODE_MESSAGE));
    expect(NO_CODE_MESSAGE).toBe(
      'Cannot exchange code for session token: no code provided in the URL search params.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the code from window.location.search by default', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=from-the-url&state=s1');
    serve((path) => (path === '/api/sessions' ? json(200, { success: true }) : json(200, nova)));
    const session = createSession(queryClient, { navigate: vi.fn() });
    await session.exchangeCodeForSessionToken();
    expect(callsTo('/api/sessions')[0].body).toEqual({ code: 'from-the-url', state: 's1' });
    window.history.replaceState(null, '', '/');
  });

  it('posts code, state and iss, then fetches the user again', async () => {
    let signedIn = false;
    serve((path, call) => {
      if (path === '/api/sessions') {
        expect(call.method).toBe('POST');
        signedIn = true;
        return json(200, { success: true });
      }
      return signedIn ? json(200, nova) : json(401, { error: 'Sign in first' });
    });
    const { session } = makeSession('?code=c0de&state=st4te&iss=https%3A%2F%2Fissuer.example');

    await session.fetchUser();
    expect(snapshot().user).toBeNull();

    await expect(session.exchangeCodeForSessionToken()).resolves.toEqual(nova);
    expect(callsTo('/api/sessions')[0].body).toEqual({
      code: 'c0de',
      state: 'st4te',
      iss: 'https://issuer.example',
    });
    expect(callsTo('/api/users/me')).toHaveLength(2);
    expect(snapshot().user).toEqual(nova);
  });

  it('runs the exchange as a mutation of the query cache', async () => {
    serve((path) => (path === '/api/sessions' ? json(200, { success: true }) : json(200, nova)));
    const { session } = makeSession('?code=c');
    await session.exchangeCodeForSessionToken();
    const mutations = queryClient.getMutationCache().findAll({ mutationKey: sessionKeys.exchange });
    expect(mutations.map((mutation) => mutation.state.status)).toEqual(['success']);
  });

  it('shares one exchange among concurrent callers', async () => {
    const reply = deferred();
    serve((path) => (path === '/api/sessions' ? reply.promise : json(200, nova)));
    const { session } = makeSession('?code=once');

    const first = session.exchangeCodeForSessionToken();
    const second = session.exchangeCodeForSessionToken();
    expect(second).toBe(first);

    reply.resolve(json(200, { success: true }));
    await Promise.all([first, second]);
    expect(callsTo('/api/sessions')).toHaveLength(1);
  });

  it('re-fetches after a fetch that was already in flight (it predates the cookie)', async () => {
    const early = deferred();
    let meCalls = 0;
    serve((path) => {
      if (path === '/api/sessions') return json(200, { success: true });
      meCalls += 1;
      return meCalls === 1 ? early.promise : json(200, nova);
    });
    const { session } = makeSession('?code=c');

    const firstLoad = session.fetchUser();
    const exchange = session.exchangeCodeForSessionToken();
    // The session cookie is set while the first fetch is still out.
    await vi.waitFor(() => expect(callsTo('/api/sessions')).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 0));
    early.resolve(json(401, { error: 'Sign in first' }));

    await expect(firstLoad).resolves.toBeNull();
    await expect(exchange).resolves.toEqual(nova);
    expect(callsTo('/api/users/me')).toHaveLength(2);
    expect(snapshot().user).toEqual(nova);
  });

  it('rejects in human words with the server reason when the exchange fails', async () => {
    serve(() => json(400, { error: 'This sign-in link has expired. Please start again.' }));
    const { session } = makeSession('?code=stale');
    const exchange = session.exchangeCodeForSessionToken();
    await expect(exchange).rejects.toThrow("We couldn't finish signing you in");
    await exchange.catch((error: SessionError) =>
      expect(error.detail).toBe('This sign-in link has expired. Please start again.'),
    );
    expect(callsTo('/api/users/me')).toHaveLength(0);
  });

  it('allows a new exchange after the previous one settled', async () => {
    serve((path) => (path === '/api/sessions' ? json(400, { error: 'invalid' }) : json(200, nova)));
    const { session } = makeSession('?code=c');
    await session.exchangeCodeForSessionToken().catch(() => undefined);
    await session.exchangeCodeForSessionToken().catch(() => undefined);
    expect(callsTo('/api/sessions')).toHaveLength(2);
  });
});

describe('logout', () => {
  it('clears the user before it calls the server', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();

    let userWhenServerCalled: CurrentUser | null | undefined;
    serve((path) => {
      if (path === '/api/logout') userWhenServerCalled = snapshot().user;
      return json(200, { success: true });
    });

    const done = session.logout();
    expect(snapshot().user).toBeNull();
    expect(snapshot().isPending).toBe(false);
    await done;
    expect(userWhenServerCalled).toBeNull();
    expect(callsTo('/api/logout').map((call) => call.method)).toEqual(['POST']);
  });

  it('rejects in human words when the server call fails, and stays signed out', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();

    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const logout = session.logout();
    await expect(logout).rejects.toThrow("We couldn't finish signing you out");
    await logout.catch((error: SessionError) => expect(error.technical).toBe('Failed to logout'));
    expect(snapshot().user).toBeNull();
  });

  it('does not let a fetch that started before the logout bring the user back', async () => {
    const late = deferred();
    serve((path) => (path === '/api/logout' ? json(200, { success: true }) : late.promise));
    const { session } = makeSession();

    const inFlight = session.fetchUser();
    await session.logout();
    late.resolve(json(200, nova));
    await inFlight.catch(() => null);
    expect(snapshot().user).toBeNull();
  });

  it('does not let a refetch of a signed-in user bring them back either', async () => {
    serve(() => json(200, nova));
    const { session } = makeSession();
    await session.fetchUser();

    const late = deferred();
    serve((path) => (path === '/api/logout' ? json(200, { success: true }) : late.promise));
    const inFlight = session.fetchUser();
    await session.logout();
    late.resolve(json(200, nova));
    await inFlight.catch(() => null);
    expect(snapshot().user).toBeNull();
  });
});

describe('human words for every failure', () => {
  it('says Backline could not be reached when the network fails', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const { session } = makeSession();
    const failure = session.fetchUser();
    await expect(failure).rejects.toThrow("We couldn't check whether you're signed in");
    await failure.catch((error: SessionError) =>
      expect(error.detail).toBe(
        'Backline could not be reached. Check your connection and try again.',
      ),
    );
  });

  it('never shows a bare status when a proxy answers without our words', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { session } = makeSession('?code=c');
    const exchange = session.exchangeCodeForSessionToken();
    await exchange.catch((error: SessionError) => {
      expect(error.message).toBe("We couldn't finish signing you in");
      expect(error.detail).toBe(
        'Backline is having trouble right now. Please try again in a moment.',
      );
      expect(`${error.message} ${error.detail}`).not.toMatch(/HTTP status|API responded/);
    });
    await expect(exchange).rejects.toBeTruthy();
  });
});
