import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_OUTSIDE_PROVIDER_MESSAGE, AuthProvider, useAuth } from './auth-context';
import { nova } from '../../components/posts/test-kit';
import { sessionKeys } from './session';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

function pathOf(input: RequestInfo | URL): string {
  return new URL(input instanceof Request ? input.url : String(input), window.location.href)
    .pathname;
}

function Who() {
  const { user, isPending, isFetching } = useAuth();
  return (
    <p>
      {isPending ? 'pending' : user ? `signed in as ${user.display_name}` : 'signed out'}
      {isFetching ? ' (fetching)' : ''}
    </p>
  );
}

function withProviders(
  queryClient: QueryClient,
  onFetchError?: (error: Error) => void,
): (props: { children: ReactNode }) => ReactNode {
  return function Providers({ children }) {
    return (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AuthProvider onFetchError={onFetchError}>{children}</AuthProvider>
        </QueryClientProvider>
      </StrictMode>
    );
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    // React reports the thrown error on the console; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(AUTH_OUTSIDE_PROVIDER_MESSAGE);
    quiet.mockRestore();
  });
});

describe('AuthProvider', () => {
  it('fetches the user once on first load, pending and fetching until it settles', async () => {
    const fetchMock = vi.fn(async () => json(200, nova));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const Providers = withProviders(queryClient);
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(screen.getByText('pending (fetching)')).toBeTruthy();
    expect(await screen.findByText('signed in as Nova Reyes')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The user lives in the query cache, under ['me'].
    expect(queryClient.getQueryData(sessionKeys.me)).toEqual(nova);
  });

  it('ends signed out without an error report on 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Sign in first' })),
    );
    const onFetchError = vi.fn();
    const Providers = withProviders(new QueryClient(), onFetchError);
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(onFetchError).not.toHaveBeenCalled();
  });

  it('reports a failed first fetch once, in human words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'Something went wrong on our side' })),
    );
    const onFetchError = vi.fn();
    const Providers = withProviders(new QueryClient(), onFetchError);
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    await waitFor(() => expect(onFetchError).toHaveBeenCalledTimes(1));
    expect(onFetchError.mock.calls[0][0]).toMatchObject({
      message: "We couldn't check whether you're signed in",
      detail: 'Something went wrong on our side',
      technical: 'Failed to fetch user: API responded with HTTP status 500',
    });
  });

  it('does not report a later failed fetch: that one rejects to whoever asked', async () => {
    let down = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (down ? json(503, { error: 'Down' }) : json(200, nova))),
    );
    const onFetchError = vi.fn();
    const { result } = renderHook(() => useAuth(), {
      wrapper: withProviders(new QueryClient(), onFetchError),
    });
    await waitFor(() => expect(result.current.user).toEqual(nova));
    down = true;
    await act(() =>
      expect(result.current.fetchUser()).rejects.toThrow(
        "We couldn't check whether you're signed in",
      ),
    );
    await waitFor(() => expect(result.current.error?.detail).toBe('Down'));
    expect(result.current.user).toEqual(nova);
    expect(onFetchError).not.toHaveBeenCalled();
  });

  it('re-renders when the session changes: logout clears the user at once, then goes home', async () => {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        paths.push(pathOf(input));
        return pathOf(input) === '/api/logout' ? json(200, { success: true }) : json(200, nova);
      }),
    );
    const { result } = renderHook(() => useAuth(), { wrapper: withProviders(new QueryClient()) });
    await waitFor(() => expect(result.current.user).toEqual(nova));
    expect(result.current.hasLoggedOut).toBe(false);

    let loggedOut!: Promise<void>;
    act(() => {
      loggedOut = result.current.logout();
    });
    // Cleared before the server has answered.
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.isPending).toBe(false);
    // Guarded screens send the browser home rather than to sign-in.
    expect(result.current.hasLoggedOut).toBe(true);
    await act(() => loggedOut);
    expect(paths).toEqual(['/api/users/me', '/api/logout']);

    // Signing in again ends it.
    await act(() => result.current.fetchUser());
    await waitFor(() => expect(result.current.user).toEqual(nova));
    expect(result.current.hasLoggedOut).toBe(false);
  });
});

describe('AuthProvider without the signed-in hint', () => {
  it('signs a signed-out browser out without asking the server (no 401 to log)', async () => {
    document.cookie = 'backline_signed_in=; Path=/; Max-Age=0';
    const fetchMock = vi.fn(async () => json(401, { error: 'Sign in first' }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <Who />
          </AuthProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still asks when told to (after a sign-in), whatever the hint says', async () => {
    document.cookie = 'backline_signed_in=; Path=/; Max-Age=0';
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      pathOf(input) === '/api/users/me' ? json(200, nova) : json(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useAuth(), { wrapper: withProviders(new QueryClient()) });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await expect(result.current.fetchUser()).resolves.toEqual(nova);
    });
    await waitFor(() => expect(result.current.user).toEqual(nova));
  });

  it('drops a stale hint when the server says the session is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Sign in first' })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Who />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(document.cookie).not.toContain('backline_signed_in');
  });
});
