/**
 * Changing a password (signed in, the current one required) and resetting a forgotten one by
 * an e-mailed link (single use, an hour, stored as a hash; the request is answered the same
 * whether or not the address has an account). Either way the new password must be strong,
 * every other session of the person ends, and they get an e-mail saying so.
 */
import type { ChangePasswordRequest, CompletePasswordResetRequest } from '../../../contract/auth';
import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endOtherSessions } from '../../platform/auth/sessions';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { badRequest, unauthorized } from '../../platform/http/errors';
import {
  consumeRateLimit,
  limitAnonymousWrite,
  refundRateLimit,
} from '../../platform/rate-limit/rate-limit';
import { findUserByEmail, findUserById, setPasswordHash } from '../users/users.service';
import { getAppName } from '../../platform/settings/settings.service';
import { passwordChangedEmail, passwordResetEmail } from './account-emails';
import { mayMailAddress } from './account-mail-cap';
import {
  deletePasswordResetsOf,
  insertPasswordReset,
  selectLivePasswordReset,
  spendPasswordReset,
} from './auth.queries';

const MINUTE_MS = 60_000;

export const INVALID_RESET_LINK =
  'This reset link is invalid, was already used, or has expired. Ask for a new one.';

export function resetRequestedMessage(email: string, appName: string): string {
  return `If ${email} has a ${appName} account, we sent it a link to choose a new password. It works for ${AuthLimits.resetLinkMinutes} minutes.`;
}

/** Sends a reset link when the address has an active account; the answer is the same either way. */
export async function requestPasswordReset(
  ctx: ServiceContext,
  email: string,
  ip: string,
): Promise<{ message: string }> {
  await limitAnonymousWrite(ctx, 'passwordReset', ip);
  const appName = await getAppName(ctx);
  const user = await findUserByEmail(ctx, email);
  if (user && user.status === 'active' && (await mayMailAddress(ctx, user.email))) {
    const token = randomToken();
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await insertPasswordReset(trx, {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + AuthLimits.resetLinkMinutes * MINUTE_MS).toISOString(),
      });
      await ctx.mailer.queue(
        trx,
        passwordResetEmail(
          appName,
          user.email,
          `${ctx.config.publicUrl}/auth/reset#token=${encodeURIComponent(token)}`,
        ),
      );
    });
  }
  return { message: resetRequestedMessage(email, appName) };
}

/**
 * Sets the new password a reset link allows. The link is spent first (a second use finds
 * nothing), the person's other links go with it, and every session of the person ends.
 */
export async function completePasswordReset(
  ctx: ServiceContext,
  request: CompletePasswordResetRequest,
): Promise<void> {
  const now = ctx.now().toISOString();
  const live = await selectLivePasswordReset(ctx.db, hashToken(request.token), now);
  if (!live) throw badRequest(INVALID_RESET_LINK);
  const user = await findUserById(ctx, live.user_id);
  if (!user || user.status !== 'active') throw badRequest(INVALID_RESET_LINK);
  // Checked before the link is spent, so a refused password leaves the link usable.
  assertNewPassword(request.password, [user.email, user.display_name]);
  const passwordHash = await hashPassword(request.password);
  const spent = await spendPasswordReset(ctx.db, hashToken(request.token), ctx.now().toISOString());
  if (!spent) throw badRequest(INVALID_RESET_LINK);
  await setPasswordHash(ctx, user.id, passwordHash);
  await deletePasswordResetsOf(ctx.db, user.id);
  await endOtherSessions(ctx, user.id, null);
  await ctx.mailer.queue(
    ctx.db,
    passwordChangedEmail(await getAppName(ctx), user.email, 'reset', {
      reset: `${ctx.config.publicUrl}/auth/reset`,
    }),
  );
}

/**
 * Changes the signed-in person's password. The current one is required (and wrong guesses
 * are limited per person, as someone holding a stolen session might try); every other session
 * ends, the one making the change stays. Answers how many sessions ended.
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  currentSessionId: number | null,
  request: ChangePasswordRequest,
): Promise<number> {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  if (!user.password_hash) {
    throw badRequest(
      'current_password: Your account signs in with another provider and has no password yet. Sign out, then use "Forgot your password?" on the sign-in page to set one by e-mail.',
    );
  }
  const attempt = await consumeRateLimit(
    ctx,
    {
      bucket: `password-change:user:${user.id}`,
      limit: (await ctx.settings.read()).limits.password_checks_per_user,
      windowSeconds: AuthLimits.failureWindowSeconds,
    },
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  if (!(await verifyPassword(request.current_password, user.password_hash))) {
    throw badRequest('current_password: This is not your current password');
  }
  await refundRateLimit(ctx, attempt);
  if (request.new_password === request.current_password) {
    throw badRequest('new_password: Choose a password different from your current one');
  }
  assertNewPassword(request.new_password, [user.email, user.display_name], 'new_password');
  await setPasswordHash(ctx, user.id, await hashPassword(request.new_password));
  await deletePasswordResetsOf(ctx.db, user.id);
  const ended = await endOtherSessions(ctx, user.id, currentSessionId);
  await ctx.mailer.queue(
    ctx.db,
    passwordChangedEmail(await getAppName(ctx), user.email, 'changed', {
      reset: `${ctx.config.publicUrl}/auth/reset`,
    }),
  );
  return ended;
}
