/** Backline's own sign-in (provider `local`) and the list of sign-in providers. */
import type {
  LocalSignInRequest,
  LocalSignUpRequest,
  RedirectUrlReply,
  SignInProvidersReply,
} from '@contract/auth';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: () => apiFetch<SignInProvidersReply>('/api/auth/providers'),
    staleTime: Infinity,
  });
}

export function signInLocal(request: LocalSignInRequest): Promise<RedirectUrlReply> {
  return apiFetch<RedirectUrlReply>('/api/auth/local/sign-in', { method: 'POST', json: request });
}

export function signUpLocal(request: LocalSignUpRequest): Promise<RedirectUrlReply> {
  return apiFetch<RedirectUrlReply>('/api/auth/local/sign-up', { method: 'POST', json: request });
}
