import { z } from 'zod';
import { AuthLimits } from './limits';
import { SelfServiceRole } from './users';

export const OAuthProvider = z.enum(['local', 'google', 'oidc']);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

export const RedirectUrlReply = z.object({ redirectUrl: z.string() });
export type RedirectUrlReply = z.infer<typeof RedirectUrlReply>;

export const ProviderParams = z.object({ provider: z.string().min(1) });

export const SignInProviderInfo = z.object({
  id: OAuthProvider,
  label: z.string(),
});
export const SignInProvidersReply = z.object({ providers: z.array(SignInProviderInfo) });
export type SignInProvidersReply = z.infer<typeof SignInProvidersReply>;

const email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(AuthLimits.maxEmail, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

const state = z.string({ error: 'Sign-in state is missing' }).min(1, 'Sign-in state is missing');

export const LocalSignUpRequest = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(AuthLimits.minPassword, `Password must be at least ${AuthLimits.minPassword} characters`)
    .max(AuthLimits.maxPassword, 'Password is too long'),
  display_name: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(AuthLimits.maxDisplayName, 'Display name is too long'),
  role: SelfServiceRole.default('artist'),
  state,
});
export type LocalSignUpRequest = z.infer<typeof LocalSignUpRequest>;

export const LocalSignInRequest = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(AuthLimits.maxPassword),
  state,
});
export type LocalSignInRequest = z.infer<typeof LocalSignInRequest>;

export const CreateSessionRequest = z.object({
  code: z.string({ error: 'code is required' }).min(1, 'code is required'),
  state: z.string().optional(),
  /** The issuer identifier some providers add to the callback (RFC 9207). */
  iss: z.string().optional(),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;

export const OkReply = z.object({ success: z.literal(true) });
export type OkReply = z.infer<typeof OkReply>;
