/**
 * React access to the session (session.ts): `AuthProvider` observes the query `['me']` (which
 * fetches the user on first load) and holds the sign-in steps; `useAuth()` reads both anywhere
 * below. It must sit inside the app's `QueryClientProvider`.
 */
import type { OAuthProvider } from '@contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CurrentUser, Session, SessionError } from './session';
import { createSession, meQuery } from './session';

export interface AuthContextValue {
  user: CurrentUser | null;
  /** True until the first user fetch has settled, successfully or not. */
  isPending: boolean;
  /** True while a user fetch is in flight. */
  isFetching: boolean;
  /** The last failed user fetch (not a plain "signed out"), cleared by the next success. */
  error: SessionError | null;
  /** True once this page has logged out, so guarded screens send the browser home, not to sign-in. */
  hasLoggedOut: boolean;
  fetchUser: () => Promise<CurrentUser | null>;
  /** Starts a sign-in without leaving the page: where the browser would go (with its state). */
  getLoginRedirectUrl: (provider?: OAuthProvider) => Promise<string | null>;
  redirectToLogin: (provider?: OAuthProvider, options?: { signUp?: boolean }) => Promise<boolean>;
  exchangeCodeForSessionToken: () => Promise<CurrentUser | null>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const AUTH_OUTSIDE_PROVIDER_MESSAGE = 'useAuth must be used within an AuthProvider';

interface AuthProviderProps {
  children: ReactNode;
  /** Sign-in steps made elsewhere (tests); by default the provider makes its own. */
  session?: Session;
  /** Told when the automatic first fetch fails for a reason other than "signed out". */
  onFetchError?: (error: SessionError) => void;
}

export function AuthProvider({ children, session: givenSession, onFetchError }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [session] = useState(() => givenSession ?? createSession(queryClient));
  const me = useQuery(meQuery({ firstLoad: true }));
  const [loggedOut, setLoggedOut] = useState(false);
  const user = me.data ?? null;
  const error = (me.error as SessionError | null) ?? null;

  // Only the first load is reported here; later fetches reject to whoever asked for them.
  const firstLoadSettled = useRef(false);
  useEffect(() => {
    if (firstLoadSettled.current || me.isPending) return;
    firstLoadSettled.current = true;
    if (error) onFetchError?.(error);
  }, [me.isPending, error, onFetchError]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isPending: me.isPending,
      isFetching: me.isFetching,
      error,
      // Signing in again (a user comes back) ends the logged-out state.
      hasLoggedOut: loggedOut && user === null,
      fetchUser: session.fetchUser,
      getLoginRedirectUrl: session.getLoginRedirectUrl,
      redirectToLogin: session.redirectToLogin,
      exchangeCodeForSessionToken: session.exchangeCodeForSessionToken,
      logout: () => {
        // Before the user is cleared, so no guarded screen takes the empty session for "sign in".
        setLoggedOut(true);
        return session.logout();
      },
    }),
    [user, me.isPending, me.isFetching, error, loggedOut, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
