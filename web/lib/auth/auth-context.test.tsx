import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_OUTSIDE_PROVIDER_MESSAGE, AuthProvider, useAuth } from './auth-context';
import { nova } from '../../components/posts/test-kit';
import { SessionStore } from './session-store';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
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
  it('fetches the user on first load and shows pending until it settles', async () => {
    const fetchMock = vi.fn(async () => json(200, nova));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText(/pending/)).toBeTruthy();
    expect(await screen.findByText('signed in as Nova Reyes')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends signed out without an error report on 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Sign in first' })),
    );
    const onFetchError = vi.fn();
    render(
      <AuthProvider onFetchError={onFetchError}>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(onFetchError).not.toHaveBeenCalled();
  });

  it('reports a failed first fetch once, with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'Something went wrong on our side' })),
    );
    const onFetchError = vi.fn();
    render(
      <AuthProvider onFetchError={onFetchError}>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    await waitFor(() => expect(onFetchError).toHaveBeenCalledTimes(1));
    expect(onFetchError.mock.calls[0][0].message).toBe(
      'Failed to fetch user: API responded with HTTP status 500',
    );
  });

  it('re-renders when the store changes (logout clears the user at once)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/logout' ? json(200, { success: true }) : json(200, nova),
      ),
    );
    const store = new SessionStore({ navigate: vi.fn() });
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider store={store}>{children}</AuthProvider>,
    });
    await waitFor(() => expect(result.current.user).toEqual(nova));

    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(result.current.isPending).toBe(false);
  });
});
