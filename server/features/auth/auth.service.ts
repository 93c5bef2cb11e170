import type { LocalSignInRequest, OAuthProvider } from '../../../contract/auth';
import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { HttpError, badRequest, notFound, unauthorized } from '../../platform/http/errors';
import { limitAnonymousWrite } from '../../platform/rate-limit/rate-limit';
import {
  createAccount,
  findUserByEmail,
  findUserById,
  findUserByOidcSubject,
  linkOidcIdentity,
  noteLogin,
} from '../users/users.service';
import { withLockout } from './sign-in-lockout';
import {
  deleteSignInState,
  insertAuthCode,
  insertSignInState,
  selectLiveSignInState,
  spendAuthCode,
} from './auth.queries';
import type { OidcClient } from './oidc-client';
import { randomNonce, randomPKCECodeVerifier, randomState } from './oidc-client';

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
export const SUSPENDED = 'This account is suspended. Contact support.';
export const EXPIRED_SIGN_IN = 'This sign-in link has expired. Please start again.';

export interface AuthDeps {
  ctx: ServiceContext;
  oidc: OidcClient | null;
}

export function signInProviders(deps: AuthDeps): { id: OAuthProvider; label: string }[] {
  const providers: { id: OAuthProvider; label: string }[] = [
    { id: 'local', label: 'E-mail and password' },
  ];
  if (deps.ctx.config.oidc)
    providers.push({ id: deps.ctx.config.oidc.provider, label: deps.ctx.config.oidc.label });
  return providers;
}

export function secondsFromNow(ctx: ServiceContext, seconds: number): string {
  return new Date(ctx.now().getTime() + seconds * 1000).toISOString();
}

/**
 * Starts a sign-in with a provider: records the state and says where to send the browser.
 * Anyone may ask, so each IP address may start only so many (the states lapse in minutes).
 */
export async function beginSignIn(
  deps: AuthDeps,
  provider: string,
  callbackUrl: string,
  ip: string,
): Promise<{ state: string; redirectUrl: string }> {
  const { ctx } = deps;
  if (provider !== 'local' && !(deps.oidc && provider === ctx.config.oidc?.provider)) {
    throw notFound(`Unknown sign-in provider: ${provider}`);
  }
  await limitAnonymousWrite(ctx, 'signInStart', ip);
  const state = randomState();
  const base = {
    state,
    createdAt: ctx.now().toISOString(),
    expiresAt: secondsFromNow(ctx, AuthLimits.stateLifetimeSeconds),
  };

  if (provider === 'local') {
    await insertSignInState(ctx.db, {
      ...base,
      provider: 'local',
      codeVerifier: null,
      nonce: null,
    });
    return { state, redirectUrl: `/auth/local?state=${encodeURIComponent(state)}` };
  }
  if (deps.oidc && provider === ctx.config.oidc?.provider) {
    const codeVerifier = randomPKCECodeVerifier();
    const nonce = randomNonce();
    const redirectUrl = await deps.oidc.authorizationUrl(callbackUrl, state, nonce, codeVerifier);
    await insertSignInState(ctx.db, { ...base, provider, codeVerifier, nonce });
    return { state, redirectUrl };
  }
  throw notFound(`Unknown sign-in provider: ${provider}`);
}

export async function requireLocalState(ctx: ServiceContext, state: string) {
  const row = await selectLiveSignInState(ctx.db, state, ctx.now().toISOString());
  if (!row || row.provider !== 'local') throw badRequest(EXPIRED_SIGN_IN);
  return row;
}

/** A one-time code the callback page exchanges for a session. */
export async function issueCode(
  ctx: ServiceContext,
  userId: number,
  state: string,
): Promise<string> {
  const code = randomToken();
  await insertAuthCode(ctx.db, {
    codeHash: hashToken(code),
    userId,
    state,
    createdAt: ctx.now().toISOString(),
    expiresAt: secondsFromNow(ctx, AuthLimits.codeLifetimeSeconds),
  });
  return `/auth/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
}

export async function localSignIn(
  deps: AuthDeps,
  request: LocalSignInRequest,
  ip: string,
): Promise<string> {
  const { ctx } = deps;
  await requireLocalState(ctx, request.state);
  const user = await findUserByEmail(ctx, request.email);
  const passwordMatches = await withLockout(ctx, { email: request.email, ip }, () =>
    user?.password_hash
      ? verifyPassword(request.password, user.password_hash)
      : verifyAgainstDecoy(request.password),
  );
  if (!user || !passwordMatches) throw unauthorized(WRONG_CREDENTIALS);
  if (user.status !== 'active') throw new HttpError(403, SUSPENDED);
  return issueCode(ctx, user.id, request.state);
}

/**
 * Exchanges the code from /auth/callback for a user id. The state the browser holds in
 * its cookie must be the one this sign-in began with (it binds the code to the browser).
 */
export async function exchangeCode(
  deps: AuthDeps,
  input: { code: string; state: string | undefined; iss?: string; callbackUrl: string },
): Promise<number> {
  const { ctx } = deps;
  if (!input.state) throw badRequest(EXPIRED_SIGN_IN);
  const signIn = await selectLiveSignInState(ctx.db, input.state, ctx.now().toISOString());
  if (!signIn) throw badRequest(EXPIRED_SIGN_IN);

  let userId: number;
  if (signIn.provider === 'local') {
    const spent = await spendAuthCode(ctx.db, hashToken(input.code), ctx.now().toISOString());
    if (!spent || spent.state !== signIn.state)
      throw badRequest('This sign-in code is invalid or was already used');
    userId = spent.user_id;
    // Suspended between the password and this exchange: the code starts no session.
    const user = await findUserById(ctx, userId);
    if (!user || user.status !== 'active') throw new HttpError(403, SUSPENDED);
  } else {
    userId = await completeOidcSignIn(deps, signIn, input);
  }
  await deleteSignInState(ctx.db, signIn.state);
  await noteLogin(ctx, userId);
  return userId;
}

async function completeOidcSignIn(
  deps: AuthDeps,
  signIn: { state: string; code_verifier: string | null; nonce: string | null },
  input: { code: string; iss?: string; callbackUrl: string },
): Promise<number> {
  const { ctx, oidc } = deps;
  if (!oidc || !signIn.code_verifier || !signIn.nonce) throw badRequest(EXPIRED_SIGN_IN);
  const callback = new URL(input.callbackUrl);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', signIn.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);

  let identity;
  try {
    identity = await oidc.exchange(callback, {
      state: signIn.state,
      nonce: signIn.nonce,
      codeVerifier: signIn.code_verifier,
    });
  } catch (error) {
    throw new HttpError(
      400,
      `Sign-in with ${ctx.config.oidc?.label ?? 'the provider'} failed: ${(error as Error).message}`,
    );
  }
  const profile = {
    name: identity.name,
    given_name: identity.givenName,
    picture: identity.picture,
  };

  const known = await findUserByOidcSubject(ctx, identity.subject);
  if (known) {
    await linkOidcIdentity(ctx, known.id, identity.subject, profile);
    if (known.status !== 'active') throw new HttpError(403, SUSPENDED);
    return known.id;
  }
  const sameEmail = await findUserByEmail(ctx, identity.email);
  if (sameEmail) {
    // Linking by e-mail is only safe when the provider vouches for the address.
    if (!identity.emailVerified) {
      throw new HttpError(
        409,
        'An account with this e-mail already exists. Sign in with your password instead.',
      );
    }
    if (sameEmail.status !== 'active') throw new HttpError(403, SUSPENDED);
    await linkOidcIdentity(ctx, sameEmail.id, identity.subject, profile);
    return sameEmail.id;
  }
  const created = await createAccount(ctx, {
    email: identity.email,
    displayName: null,
    role: 'artist',
    oidcSubject: identity.subject,
    googleUserData: profile,
  });
  return created.id;
}
