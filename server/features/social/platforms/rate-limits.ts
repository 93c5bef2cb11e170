/**
 * Each platform's way of saying "slow down", read as how long to wait. Not all of them use
 * 429 and Retry-After:
 * - TikTok: 429 (with Retry-After when it sends one).
 * - X: 429 without Retry-After; `x-rate-limit-reset` is the epoch second its window reopens.
 * - YouTube (Google APIs): 429, or 403 with the reason `rateLimitExceeded` (a short wait) or
 *   `quotaExceeded` (the project's daily quota, which resets at midnight Pacific time: asking
 *   again sooner only fails again).
 * - Instagram (Meta's Graph API): 400 or 403 with error code 4, 17, 32 or 613; how long until
 *   access comes back is in `X-Business-Use-Case-Usage` (`estimated_time_to_regain_access`,
 *   minutes), else Meta's window is an hour.
 * https://developers.google.com/youtube/v3/docs/errors,
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting
 */
import type { SocialPlatform } from '../../../../contract/social';

const DEFAULT_WAIT_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const GOOGLE_SHORT_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const GOOGLE_DAILY_LIMITS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const META_RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

/** Retry-After in seconds or as an HTTP date, in ms from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_WAIT_MS : Math.max(0, date - now);
}

/** A 429's wait: its Retry-After, else X's `x-rate-limit-reset`, else a minute. */
export function rateLimitWaitMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) return retryAfterMs(retryAfter, now);
  const reset = Number(headers.get('x-rate-limit-reset') ?? '');
  if (reset > 0) return Math.max(0, reset * 1000 - now);
  return DEFAULT_WAIT_MS;
}

/** Ms from `now` to the next midnight in Los Angeles, when Google's daily quotas reset. */
export function untilPacificMidnightMs(now: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight =
    (part('hour') * 3600 + part('minute') * 60 + part('second')) * 1000 + (now % 1000);
  return DAY_MS - sinceMidnight;
}

/** Meta's estimate, in ms, from X-Business-Use-Case-Usage; null when it gives none. */
function metaRegainMs(headers: Headers): number | null {
  const header = headers.get('x-business-use-case-usage');
  if (!header) return null;
  try {
    const usage = JSON.parse(header) as Record<
      string,
      { estimated_time_to_regain_access?: unknown }[]
    >;
    const minutes = Object.values(usage)
      .flat()
      .map((entry) => Number(entry.estimated_time_to_regain_access))
      .filter((value) => Number.isFinite(value) && value > 0);
    return minutes.length ? Math.max(...minutes) * 60_000 : null;
  } catch {
    return null;
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** How long the platform asks us to wait, or null when the answer is not a rate limit. */
export async function rateLimitWait(
  platform: SocialPlatform,
  response: Response,
  now = Date.now(),
): Promise<number | null> {
  if (response.status === 429) return rateLimitWaitMs(response.headers, now);
  if (platform === 'youtube' && response.status === 403) {
    const body = (await jsonOf(response)) as { error?: { errors?: { reason?: unknown }[] } } | null;
    const reasons = (body?.error?.errors ?? []).map((error) => String(error.reason));
    if (reasons.some((reason) => GOOGLE_DAILY_LIMITS.has(reason))) {
      return untilPacificMidnightMs(now);
    }
    if (reasons.some((reason) => GOOGLE_SHORT_LIMITS.has(reason))) {
      return rateLimitWaitMs(response.headers, now);
    }
    return null;
  }
  if (platform === 'instagram' && (response.status === 400 || response.status === 403)) {
    const body = (await jsonOf(response)) as { error?: { code?: unknown } } | null;
    if (!META_RATE_LIMIT_CODES.has(Number(body?.error?.code))) return null;
    return metaRegainMs(response.headers) ?? HOUR_MS;
  }
  return null;
}
