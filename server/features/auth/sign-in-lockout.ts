/**
 * Locking out password guessing without handing anyone a way to lock others out. Failed
 * password checks are counted per e-mail address and IP address together, and per IP address;
 * a check that succeeds is taken back off both counts. Nothing is counted per address alone,
 * so an attacker elsewhere cannot lock a known address out: its owner, on their own network,
 * still signs in.
 */
import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { CountedHit } from '../../platform/rate-limit/rate-limit';
import { consumeRateLimit, refundRateLimit } from '../../platform/rate-limit/rate-limit';

function tooManyFailures(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Runs one password check (`check` answers whether it passed) under the lockout. Each
 * attempt is counted before it is tried, so attempts racing each other cannot slip past the
 * limit together; a passed check is then taken back off the counts.
 */
export async function withLockout(
  ctx: ServiceContext,
  who: { email: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const windowSeconds = AuthLimits.failureWindowSeconds;
  // The counts are settings an administrator can change (`limits`); the window is fixed.
  const { limits } = await ctx.settings.read();
  const ipHit = await consumeRateLimit(
    ctx,
    {
      bucket: `password-failures:ip:${who.ip}`,
      limit: limits.sign_in_failures_per_ip,
      windowSeconds,
    },
    tooManyFailures,
  );
  let pairHit: CountedHit;
  try {
    pairHit = await consumeRateLimit(
      ctx,
      {
        bucket: `password-failures:pair:${who.email.toLowerCase()}|${who.ip}`,
        limit: limits.sign_in_failures_per_address_and_ip,
        windowSeconds,
      },
      tooManyFailures,
    );
  } catch (error) {
    // Refused before any check: this network's count should not grow for it.
    await refundRateLimit(ctx, ipHit);
    throw error;
  }
  const passed = await check();
  if (passed) {
    await refundRateLimit(ctx, ipHit);
    await refundRateLimit(ctx, pairHit);
  }
  return passed;
}
