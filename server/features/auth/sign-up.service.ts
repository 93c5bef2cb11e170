/**
 * Sign-up with e-mail and password, in two steps, so that its answer never tells whether an
 * address already has an account:
 *
 * 1. `localSignUp` always answers "check your e-mail" (and takes the same work: the password
 *    is checked and hashed either way). A new address gets a link to finish; the owner of an
 *    existing account gets "you already have an account" instead, with sign-in and reset links.
 * 2. `confirmSignUp`, from the link: the password chosen at sign-up is asked again, then the
 *    account is created and signed in through the usual one-time code (`/auth/callback?code=`
 *    then `POST /api/sessions`). Asking the password again means a link mailed to someone who
 *    did not sign up cannot give anyone an account its mailbox owner does not control.
 *
 * No account exists before its address is confirmed, so nobody can claim an address they do
 * not read, and a pending sign-up cannot block the real owner's.
 */
import type { ConfirmSignUpRequest, LocalSignUpRequest } from '../../../contract/auth';
import type { SignUpConfirmationReply } from '../../../contract/auth';
import { AuthLimits } from '../../../contract/limits';
import { SelfServiceRole } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { badRequest, conflict, unauthorized } from '../../platform/http/errors';
import { limitAnonymousWrite } from '../../platform/rate-limit/rate-limit';
import { getAppName } from '../../platform/settings/settings.service';
import { createAccount, findUserByEmail } from '../users/users.service';
import { alreadyRegisteredEmail, confirmSignUpEmail } from './account-emails';
import { mayMailAddress } from './account-mail-cap';
import {
  deleteSignupRequestsFor,
  insertSignupRequest,
  selectLiveSignupRequest,
  spendSignupRequest,
} from './auth.queries';
import { issueCode, requireLocalState } from './auth.service';
import { withLockout } from './sign-in-lockout';

const HOUR_MS = 3_600_000;

export const INVALID_SIGN_UP_LINK =
  'This link is invalid or has expired. Create your account again to get a new one.';

export function checkEmailMessage(email: string): string {
  return `We sent an e-mail to ${email}. Open the link in it to finish creating your account.`;
}

export async function localSignUp(
  ctx: ServiceContext,
  request: LocalSignUpRequest,
  ip: string,
): Promise<{ message: string }> {
  await limitAnonymousWrite(ctx, 'signUp', ip);
  await requireLocalState(ctx, request.state);
  assertNewPassword(request.password, [request.email, request.display_name]);
  // Hashed whether or not the address is taken, so both answers take as long.
  const passwordHash = await hashPassword(request.password);
  const existing = await findUserByEmail(ctx, request.email);
  if (await mayMailAddress(ctx, request.email)) {
    const base = ctx.config.publicUrl;
    // Read before the transaction: on SQLite it holds the one connection.
    const appName = await getAppName(ctx);
    if (existing) {
      await ctx.mailer.queue(
        ctx.db,
        alreadyRegisteredEmail(appName, request.email, {
          signIn: `${base}/auth/redirect`,
          reset: `${base}/auth/reset`,
        }),
      );
    } else {
      const token = randomToken();
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        await insertSignupRequest(trx, {
          tokenHash: hashToken(token),
          email: request.email,
          passwordHash,
          displayName: request.display_name,
          role: request.role,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + AuthLimits.signUpLinkHours * HOUR_MS).toISOString(),
        });
        await ctx.mailer.queue(
          trx,
          confirmSignUpEmail(
            appName,
            request.email,
            `${base}/auth/confirm#token=${encodeURIComponent(token)}`,
          ),
        );
      });
    }
  }
  return { message: checkEmailMessage(request.email) };
}

async function requireSignupRequest(ctx: ServiceContext, token: string) {
  const row = await selectLiveSignupRequest(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!row) throw badRequest(INVALID_SIGN_UP_LINK);
  return row;
}

/** What the link finishes, for its page: the address and name (the link is the secret). */
export async function signUpConfirmation(
  ctx: ServiceContext,
  token: string,
): Promise<SignUpConfirmationReply> {
  const row = await requireSignupRequest(ctx, token);
  return { email: row.email, display_name: row.display_name };
}

/**
 * Creates the account a link confirms, once its password is given again, and answers where
 * the browser goes to be signed in (the usual one-time code, bound to this browser's state).
 */
export async function confirmSignUp(
  ctx: ServiceContext,
  request: ConfirmSignUpRequest,
  ip: string,
): Promise<string> {
  await requireLocalState(ctx, request.state);
  const pending = await requireSignupRequest(ctx, request.token);
  const passwordMatches = await withLockout(ctx, { email: pending.email, ip }, () =>
    verifyPassword(request.password, pending.password_hash),
  );
  if (!passwordMatches) {
    throw unauthorized('That is not the password you chose when you signed up');
  }
  const spent = await spendSignupRequest(ctx.db, hashToken(request.token), ctx.now().toISOString());
  if (!spent) throw badRequest(INVALID_SIGN_UP_LINK);
  if (await findUserByEmail(ctx, spent.email)) {
    // Only the mailbox's owner gets this far, so saying so gives nothing away.
    throw conflict('This e-mail address already has an account. Sign in instead.');
  }
  const user = await createAccount(ctx, {
    email: spent.email,
    displayName: spent.display_name,
    role: SelfServiceRole.catch('artist').parse(spent.role),
    passwordHash: spent.password_hash,
  });
  await deleteSignupRequestsFor(ctx.db, spent.email);
  return issueCode(ctx, user.id, request.state);
}
