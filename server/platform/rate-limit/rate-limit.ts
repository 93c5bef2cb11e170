import type { AnonymousWriteKind } from '../../../contract/limits';
import { AnonymousWriteLimits } from '../../../contract/limits';
import type { LimitsSettingKey } from '../../../contract/settings';
import type { ServiceContext } from '../../context';
import { tooManyRequests } from '../http/errors';
import {
  decrementHits,
  deleteWindowsBefore,
  incrementHits,
  selectHits,
} from './rate-limit.queries';

export interface RateLimit {
  /** What is limited and for whom, e.g. `sign-in:ip:127.0.0.1`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** A hit that was counted, so it can be taken back (`refundRateLimit`). */
export interface CountedHit {
  bucket: string;
  windowStart: number;
}

function windowOf(ctx: ServiceContext, rule: RateLimit) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(ctx.now().getTime() / windowMs) * windowMs;
  const secondsLeft = Math.max(1, Math.ceil((windowStart + windowMs - ctx.now().getTime()) / 1000));
  return { windowStart, secondsLeft };
}

/**
 * A fixed-window counter kept in the database, so every app process behind a load
 * balancer shares it. Throws 429 once a bucket has more than `limit` hits in its window.
 * The hit is counted first, so callers racing each other cannot pass the limit together.
 */
export async function consumeRateLimit(
  ctx: ServiceContext,
  rule: RateLimit,
  message?: string | ((retryAfterSeconds: number) => string),
): Promise<CountedHit> {
  const { windowStart, secondsLeft } = windowOf(ctx, rule);
  const hits = await incrementHits(ctx.db, rule.bucket, windowStart);
  if (hits > rule.limit) {
    const text = typeof message === 'function' ? message(secondsLeft) : message;
    throw tooManyRequests(text, secondsLeft);
  }
  return { bucket: rule.bucket, windowStart };
}

/** Counts a hit and answers whether it was within the limit, refusing nothing itself. */
export async function withinRateLimit(ctx: ServiceContext, rule: RateLimit): Promise<boolean> {
  const { windowStart } = windowOf(ctx, rule);
  return (await incrementHits(ctx.db, rule.bucket, windowStart)) <= rule.limit;
}

/** Takes a counted hit back: what it counted turned out not to count (a successful sign-in). */
export async function refundRateLimit(ctx: ServiceContext, hit: CountedHit): Promise<void> {
  await decrementHits(ctx.db, hit.bucket, hit.windowStart);
}

/** Whether a bucket has used up its window, without counting anything. */
export async function isRateLimited(ctx: ServiceContext, rule: RateLimit): Promise<boolean> {
  const { windowStart } = windowOf(ctx, rule);
  return (await selectHits(ctx.db, rule.bucket, windowStart)) >= rule.limit;
}

/** The `limits` setting that says how many of each kind one IP address may send per window. */
const anonymousWriteSetting: Record<AnonymousWriteKind, LimitsSettingKey> = {
  signInStart: 'sign_in_starts_per_ip',
  signUp: 'sign_ups_per_ip',
  passwordReset: 'password_resets_per_ip',
  share: 'signed_out_shares_per_ip',
  view: 'signed_out_views_per_ip',
  listJoin: 'list_joins_per_ip',
};

/**
 * For requests anyone may send that write rows (sign-in states, sign-ups, password resets,
 * signed-out shares and views, fan list joins and push subscriptions): at most the `limits`
 * setting of the kind per IP address and window (`AnonymousWriteLimits[kind]`), else 429.
 * Every such table's rows lapse too (server/expiring-rows.ts).
 */
export async function limitAnonymousWrite(
  ctx: ServiceContext,
  kind: AnonymousWriteKind,
  ip: string,
): Promise<CountedHit> {
  const { windowSeconds } = AnonymousWriteLimits[kind];
  const limit = (await ctx.settings.read()).limits[anonymousWriteSetting[kind]];
  return consumeRateLimit(
    ctx,
    { bucket: `anonymous:${kind}:ip:${ip}`, limit, windowSeconds },
    'Too many requests from your network. Please wait a while and try again.',
  );
}

/** Old windows are only history; the job worker calls this now and then. */
export function forgetOldRateLimitWindows(ctx: ServiceContext, olderThanSeconds = 86_400) {
  return deleteWindowsBefore(ctx.db, ctx.now().getTime() - olderThanSeconds * 1000);
}
