import type { CurrentUser } from '@contract/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionError } from './session-store';
import { nova } from '../../components/posts/test-kit';
import { NO_CODE_MESSAGE, SessionStore } from './session-store';

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

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

let fetchMock: ReturnType<
  typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>
>;

function serve(handler: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path);
}

function makeStore(search = '') {
  const navigate = vi.fn<(url: string) => void>();
  const store = new SessionStore({ navigate, readSearch: () => search });
  return { store, navigate };
}

beforeEach(() => {
  serve(() => json(401, { error: 'Sign in first' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchUser', () => {
  it('starts pending and not fetching, with no user', () => {
    const { store } = makeStore();
    expect(store.getSnapshot()).toMatchObject({ user: null, isPending: true, isFetching: false });
  });

  it('shares one request among concurrent callers', async () => {
    const reply = deferred();
    serve(() => reply.promise);
    const { store } = makeStore();

    const first = store.fetchUser();
    const second = store.fetchUser();
    expect(second).toBe(first);
    expect(store.getSnapshot().isFetching).toBe(true);
    expect(store.getSnapshot().isPending).toBe(true);

    reply.resolve(json(200, nova));
    await expect(first).resolves.toEqual(nova);
    expect(callsTo('/api/users/me')).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({ user: nova, isPending: false, isFetching: false });
  });

  it('starts a new request once the previous one settled', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await store.fetchUser();
    await store.fetchUser();
    expect(callsTo('/api/users/me')).toHaveLength(2);
  });

  it('sends the session cookie', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await store.fetchUser();
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('treats 401 as signed out: user null, pending cleared, no error', async () => {
    const { store } = makeStore();
    await expect(store.fetchUser()).resolves.toBeNull();
    expect(store.getSnapshot()).toMatchObject({
      user: null,
      isPending: false,
      isFetching: false,
      error: null,
    });
  });

  it('on another failure clears pending, keeps the user and rejects with the spec message', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await store.fetchUser();

    serve(() => json(503, { error: 'Down for maintenance' }));
    const failure = store.fetchUser();
    await expect(failure).rejects.toThrow(
      'Failed to fetch user: API responded with HTTP status 503',
    );
    await failure.catch((error: SessionError) => {
      expect(error.status).toBe(503);
      expect(error.detail).toBe('Down for maintenance');
    });
    expect(store.getSnapshot()).toMatchObject({ user: nova, isPending: false, isFetching: false });
    expect(store.getSnapshot().error?.message).toBe(
      'Failed to fetch user: API responded with HTTP status 503',
    );
  });

  it('clears pending when the very first fetch fails', async () => {
    serve(() => json(500, { error: 'Something went wrong on our side' }));
    const { store } = makeStore();
    await store.fetchUser().catch(() => undefined);
    expect(store.getSnapshot()).toMatchObject({ user: null, isPending: false, isFetching: false });
  });

  it('tells subscribers about every change', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.fetchUser();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    await store.fetchUser();
    expect(listener).not.toHaveBeenCalled();
  });

  it('start() fetches once however often it is called', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await Promise.all([store.start(), store.start(), store.start()]);
    expect(callsTo('/api/users/me')).toHaveLength(1);
    expect(store.getSnapshot().user).toEqual(nova);
  });
});

describe('redirectToLogin', () => {
  it('navigates to the address the server gives for the local provider by default', async () => {
    serve(() => json(200, { redirectUrl: '/auth/local?state=abc' }));
    const { store, navigate } = makeStore();
    await expect(store.redirectToLogin()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/oauth/local/redirect_url');
    expect(navigate).toHaveBeenCalledWith('/auth/local?state=abc');
  });

  it('asks for the provider it is given', async () => {
    serve(() => json(200, { redirectUrl: 'https://accounts.example.com/auth' }));
    const { store, navigate } = makeStore();
    await store.redirectToLogin('google');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/oauth/google/redirect_url');
    expect(navigate).toHaveBeenCalledWith('https://accounts.example.com/auth');
  });

  it('stays put when no address comes back', async () => {
    serve(() => json(200, {}));
    const { store, navigate } = makeStore();
    await expect(store.redirectToLogin()).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects with the spec message when the call fails, without navigating', async () => {
    serve(() => json(404, { error: 'Unknown sign-in provider: oidc' }));
    const { store, navigate } = makeStore();
    await expect(store.redirectToLogin('oidc')).rejects.toThrow(
      'Failed to get login redirect URL: API responded with HTTP status 404',
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('exchangeCodeForSessionToken', () => {
  it('raises the spec error when the URL has no code, without calling the server', async () => {
    const { store } = makeStore('?state=abc');
    await expect(store.exchangeCodeForSessionToken()).rejects.toThrow(NO_CODE_MESSAGE);
    expect(NO_CODE_MESSAGE).toBe(
      'Cannot exchange code for session token: no code provided in the URL search params.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the code from window.location.search by default', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=from-the-url&state=s1');
    serve((url) => (url === '/api/sessions' ? json(200, { success: true }) : json(200, nova)));
    const store = new SessionStore({ navigate: vi.fn() });
    await store.exchangeCodeForSessionToken();
    expect(JSON.parse(String(callsTo('/api/sessions')[0][1]?.body))).toEqual({
      code: 'from-the-url',
      state: 's1',
    });
    window.history.replaceState(null, '', '/');
  });

  it('posts code, state and iss, then fetches the user again', async () => {
    let signedIn = false;
    serve((url, init) => {
      if (url === '/api/sessions') {
        expect(init?.method).toBe('POST');
        signedIn = true;
        return json(200, { success: true });
      }
      return signedIn ? json(200, nova) : json(401, { error: 'Sign in first' });
    });
    const { store } = makeStore('?code=c0de&state=st4te&iss=https%3A%2F%2Fissuer.example');

    await store.fetchUser();
    expect(store.getSnapshot().user).toBeNull();

    await expect(store.exchangeCodeForSessionToken()).resolves.toEqual(nova);
    const [, init] = callsTo('/api/sessions')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'c0de',
      state: 'st4te',
      iss: 'https://issuer.example',
    });
    expect(callsTo('/api/users/me')).toHaveLength(2);
    expect(store.getSnapshot().user).toEqual(nova);
  });

  it('shares one exchange among concurrent callers', async () => {
    const reply = deferred();
    serve((url) => (url === '/api/sessions' ? reply.promise : json(200, nova)));
    const { store } = makeStore('?code=once');

    const first = store.exchangeCodeForSessionToken();
    const second = store.exchangeCodeForSessionToken();
    expect(second).toBe(first);

    reply.resolve(json(200, { success: true }));
    await Promise.all([first, second]);
    expect(callsTo('/api/sessions')).toHaveLength(1);
  });

  it('re-fetches after a fetch that was already in flight (it predates the cookie)', async () => {
    const early = deferred();
    let meCalls = 0;
    serve((url) => {
      if (url === '/api/sessions') return json(200, { success: true });
      meCalls += 1;
      return meCalls === 1 ? early.promise : json(200, nova);
    });
    const { store } = makeStore('?code=c');

    const firstLoad = store.fetchUser();
    const exchange = store.exchangeCodeForSessionToken();
    await Promise.resolve();
    early.resolve(json(401, { error: 'Sign in first' }));

    await expect(firstLoad).resolves.toBeNull();
    await expect(exchange).resolves.toEqual(nova);
    expect(callsTo('/api/users/me')).toHaveLength(2);
    expect(store.getSnapshot().user).toEqual(nova);
  });

  it('rejects with the spec message and the server reason when the exchange fails', async () => {
    serve(() => json(400, { error: 'This sign-in link has expired. Please start again.' }));
    const { store } = makeStore('?code=stale');
    const exchange = store.exchangeCodeForSessionToken();
    await expect(exchange).rejects.toThrow(
      'Failed to exchange code for session token: API responded with HTTP status 400',
    );
    await exchange.catch((error: SessionError) =>
      expect(error.detail).toBe('This sign-in link has expired. Please start again.'),
    );
    expect(callsTo('/api/users/me')).toHaveLength(0);
  });

  it('allows a new exchange after the previous one settled', async () => {
    serve((url) => (url === '/api/sessions' ? json(400, { error: 'invalid' }) : json(200, nova)));
    const { store } = makeStore('?code=c');
    await store.exchangeCodeForSessionToken().catch(() => undefined);
    await store.exchangeCodeForSessionToken().catch(() => undefined);
    expect(callsTo('/api/sessions')).toHaveLength(2);
  });
});

describe('logout', () => {
  it('clears the user before it calls the server', async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await store.fetchUser();

    let userWhenServerCalled: CurrentUser | null | undefined;
    serve((url) => {
      if (url === '/api/logout') userWhenServerCalled = store.getSnapshot().user;
      return json(200, { success: true });
    });

    const done = store.logout();
    expect(store.getSnapshot().user).toBeNull();
    expect(store.getSnapshot().hasLoggedOut).toBe(true);
    await done;
    expect(userWhenServerCalled).toBeNull();
    expect(callsTo('/api/logout')).toHaveLength(1);
  });

  it("rejects with 'Failed to logout' when the server call fails, and stays signed out", async () => {
    serve(() => json(200, nova));
    const { store } = makeStore();
    await store.fetchUser();

    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(store.logout()).rejects.toThrow('Failed to logout');
    expect(store.getSnapshot().user).toBeNull();
  });

  it('does not let a fetch that started before the logout bring the user back', async () => {
    const late = deferred();
    serve((url) => (url === '/api/logout' ? json(200, { success: true }) : late.promise));
    const { store } = makeStore();

    const inFlight = store.fetchUser();
    await store.logout();
    late.resolve(json(200, nova));
    await inFlight;
    expect(store.getSnapshot().user).toBeNull();
  });
});
