/**
 * Per-person limits on writes a script could flood (posts, comments, shares, team
 * invitations, uploads), read from the `limits` settings an administrator can change. Each
 * counts in fixed windows (a clock hour, or a UTC day for invitations) shared by every
 * process; past the limit the request is a 429 saying when to try again.
 */
import type { LimitsSettings } from '../../../contract/settings';
import type { ServiceContext } from '../../context';
import { consumeRateLimit } from './rate-limit';

const HOUR = 60 * 60;

const limitedWrites = {
  posts: {
    setting: 'posts_per_hour',
    windowSeconds: HOUR,
    what: 'publish at most {n} posts an hour',
  },
  comments: {
    setting: 'comments_per_hour',
    windowSeconds: HOUR,
    what: 'write at most {n} comments an hour',
  },
  shares: {
    setting: 'shares_per_hour',
    windowSeconds: HOUR,
    what: 'share at most {n} posts an hour',
  },
  invitations: {
    setting: 'invitations_per_day',
    windowSeconds: 24 * HOUR,
    what: 'send at most {n} team invitations a day',
  },
  uploads: {
    setting: 'uploads_per_hour',
    windowSeconds: HOUR,
    what: 'upload at most {n} files an hour',
  },
} as const satisfies Record<
  string,
  { setting: keyof LimitsSettings; windowSeconds: number; what: string }
>;

export type LimitedWrite = keyof typeof limitedWrites;

function waitText(seconds: number): string {
  if (seconds < 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** Counts one write of `kind` by `userId`; throws 429 once their window's limit is used up. */
export async function limitUserWrite(
  ctx: ServiceContext,
  kind: LimitedWrite,
  userId: number,
): Promise<void> {
  const rule = limitedWrites[kind];
  const limit = (await ctx.settings.read()).limits[rule.setting];
  await consumeRateLimit(
    ctx,
    { bucket: `user:${kind}:${userId}`, limit, windowSeconds: rule.windowSeconds },
    (retryAfter) =>
      `You can ${rule.what.replace('{n}', limit.toLocaleString('en-US'))}. Please try again ${waitText(retryAfter)}.`,
  );
}
