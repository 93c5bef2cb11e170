/**
 * Backline's own sign-in (provider `local`), the list of sign-in providers, and the account
 * around it: sign-up finished by e-mail, password reset and change, the person's sessions.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import type { ApiBody } from './api-client';

export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: () => unwrap(api.GET('/api/auth/providers')),
    staleTime: Infinity,
  });
}

export function signInLocal(request: ApiBody<'post', '/api/auth/local/sign-in'>) {
  return unwrap(api.POST('/api/auth/local/sign-in', { body: request }));
}

/** Answers "check your e-mail" whether or not the address has an account. */
export function signUpLocal(request: ApiBody<'post', '/api/auth/local/sign-up'>) {
  return unwrap(api.POST('/api/auth/local/sign-up', { body: request }));
}

/** The sign-up an e-mailed link finishes (its address and name). */
export function pendingSignUp(token: string) {
  return unwrap(api.POST('/api/auth/local/sign-up/pending', { body: { token } }));
}

/** Finishes a sign-up; answers where the browser goes to be signed in. */
export function confirmSignUp(request: ApiBody<'post', '/api/auth/local/sign-up/confirm'>) {
  return unwrap(api.POST('/api/auth/local/sign-up/confirm', { body: request }));
}

export function requestPasswordReset(email: string) {
  return unwrap(api.POST('/api/auth/password-reset', { body: { email } }));
}

export function completePasswordReset(
  request: ApiBody<'post', '/api/auth/password-reset/confirm'>,
) {
  return unwrap(api.POST('/api/auth/password-reset/confirm', { body: request }));
}

export function changePassword(request: ApiBody<'put', '/api/users/me/password'>) {
  return unwrap(api.PUT('/api/users/me/password', { body: request }));
}

const sessionsKey = ['sessions'] as const;

/** The signed-in person's live sessions, this browser's marked `current`. */
export function useActiveSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => unwrap(api.GET('/api/sessions')),
  });
}

/** Refreshes the list of sessions (after a password change ended some). */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/sessions/others')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
