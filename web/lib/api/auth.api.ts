/** Backline's own sign-in (provider `local`) and the list of sign-in providers. */
import { useQuery } from '@tanstack/react-query';
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

export function signUpLocal(request: ApiBody<'post', '/api/auth/local/sign-up'>) {
  return unwrap(api.POST('/api/auth/local/sign-up', { body: request }));
}
