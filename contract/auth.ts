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

/**
 * A password someone chooses (sign-up, reset, change). Only the length is checked here; the
 * server also refuses common and guessable ones (contract/password-strength.ts).
 */
export const newPassword = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(AuthLimits.minPassword, `${label} must be at least ${AuthLimits.minPassword} characters`)
    .max(AuthLimits.maxPassword, `${label} must be at most ${AuthLimits.maxPassword} characters`);

const currentPassword = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(AuthLimits.maxSignInPassword, `${label} is too long`);

export const LocalSignUpRequest = z.object({
  email,
  password: newPassword(),
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
  password: currentPassword(),
  state,
});
export type LocalSignInRequest = z.infer<typeof LocalSignInRequest>;

/**
 * The reply to sign-up and to a password-reset request: the same words whether or not the
 * address has an account, so neither tells anyone which addresses are registered.
 */
export const CheckEmailReply = z.object({ message: z.string() });
export type CheckEmailReply = z.infer<typeof CheckEmailReply>;

const token = z
  .string({ error: 'The link is incomplete' })
  .min(1, 'The link is incomplete')
  .max(200, 'The link is not valid');

/**
 * A token from an e-mailed link. Links carry it after `#`, which browsers never send to a
 * server, and the API takes it in a body, so it stays out of every access log.
 */
export const TokenRequest = z.object({ token });

/** `POST /api/auth/local/sign-up/pending`: the sign-up an e-mailed link finishes. */
export const SignUpConfirmationReply = z.object({ email: z.string(), display_name: z.string() });
export type SignUpConfirmationReply = z.infer<typeof SignUpConfirmationReply>;

/**
 * `POST /api/auth/local/sign-up/confirm`: finishes a sign-up from its e-mailed link. The
 * password chosen at sign-up is asked again, so a link mailed to someone who did not sign up
 * cannot hand them (or the person who did) an account they would not control.
 */
export const ConfirmSignUpRequest = z.object({
  token,
  password: currentPassword(),
  state,
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequest>;

export const PasswordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const CompletePasswordResetRequest = z.object({ token, password: newPassword() });
export type CompletePasswordResetRequest = z.infer<typeof CompletePasswordResetRequest>;

export const ChangePasswordRequest = z.object({
  current_password: currentPassword('Current password'),
  new_password: newPassword('New password'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `PUT /api/users/me/password`: how many other sessions the change ended. */
export const ChangePasswordReply = z.object({
  success: z.literal(true),
  ended_sessions: z.number().int(),
});
export type ChangePasswordReply = z.infer<typeof ChangePasswordReply>;

/** One of the signed-in person's live sessions (`GET /api/sessions`). */
export const ActiveSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionsReply = z.object({
  sessions: z.array(ActiveSession),
  /** How long an unused session lives, and a session at most (the server's settings). */
  idle_minutes: z.number().int(),
  absolute_hours: z.number().int(),
});
export type ActiveSessionsReply = z.infer<typeof ActiveSessionsReply>;

export const EndedSessionsReply = z.object({ ended_sessions: z.number().int() });
export type EndedSessionsReply = z.infer<typeof EndedSessionsReply>;

export const CreateSessionRequest = z.object({
  code: z.string({ error: 'code is required' }).min(1, 'code is required'),
  state: z.string().optional(),
  /** The issuer identifier some providers add to the callback (RFC 9207). */
  iss: z.string().optional(),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;

export const OkReply = z.object({ success: z.literal(true) });
export type OkReply = z.infer<typeof OkReply>;
