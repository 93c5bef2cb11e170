import type { ServiceContext } from '../../context';
import { tooManyRequests } from '../http/errors';
import { deleteWindowsBefore, incrementHits } from './rate-limit.queries';

export interface RateLimit {
  /** What is limited and for whom, e.g. `sign-in:ip:127.0.0.1`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter kept in the database, so every app process behind a load
 * balancer shares it. Throws 429 once a bucket has more than `limit` hits in its window.
 */
export async function consumeRateLimit(
  ctx: ServiceContext,
  rule: RateLimit,
  message?: string,
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(ctx.now().getTime() / windowMs) * windowMs;
  const hits = await incrementHits(ctx.db, rule.bucket, windowStart);
  if (hits > rule.limit) {
    const secondsLeft = Math.ceil((windowStart + windowMs - ctx.now().getTime()) / 1000);
    throw tooManyRequests(message, Math.max(1, secondsLeft));
  }
}

/** Old windows are only history; the job worker calls this now and then. */
export function forgetOldRateLimitWindows(ctx: ServiceContext, olderThanSeconds = 86_400) {
  return deleteWindowsBefore(ctx.db, ctx.now().getTime() - olderThanSeconds * 1000);
}
