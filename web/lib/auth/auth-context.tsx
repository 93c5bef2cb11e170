/**
 * React access to the session store: `AuthProvider` owns one store, fetches the user on
 * first load and re-renders on every change; `useAuth()` reads it anywhere below.
 */
import type { OAuthProvider } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import type { SessionError, SessionState } from './session-store';
import { SessionStore } from './session-store';

export interface AuthContextValue extends SessionState {
  fetchUser: () => Promise<CurrentUser | null>;
  redirectToLogin: (provider?: OAuthProvider) => Promise<boolean>;
  exchangeCodeForSessionToken: () => Promise<CurrentUser | null>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const AUTH_OUTSIDE_PROVIDER_MESSAGE = 'useAuth must be used within an AuthProvider';

interface AuthProviderProps {
  children: ReactNode;
  /** A store made elsewhere (tests); by default the provider makes its own. */
  store?: SessionStore;
  /** Told when the automatic first fetch fails for a reason other than "signed out". */
  onFetchError?: (error: SessionError) => void;
}

export function AuthProvider({ children, store: givenStore, onFetchError }: AuthProviderProps) {
  const [store] = useState(() => givenStore ?? new SessionStore());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.start().catch((error: SessionError) => onFetchError?.(error));
    // The first load happens once per store; later changes of the callback do not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      fetchUser: () => store.fetchUser(),
      redirectToLogin: (provider) => store.redirectToLogin(provider),
      exchangeCodeForSessionToken: () => store.exchangeCodeForSessionToken(),
      logout: () => store.logout(),
    }),
    [state, store],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
