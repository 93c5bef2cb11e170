import { TribeLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { HttpError } from '../../platform/http/errors';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';

/**
 * Unsubscribe and tracking links are anonymous writes, so guessing them is rate-limited per IP
 * address; but only unknown links count, so a real one is never refused (see
 * `TribeLimits.unknownEmailLinksPerIpPerHour`).
 */
export async function countUnknownEmailLink(ctx: ServiceContext, ip: string): Promise<void> {
  await consumeRateLimit(
    ctx,
    {
      bucket: `anonymous:unknownEmailLink:ip:${ip}`,
      limit: TribeLimits.unknownEmailLinksPerIpPerHour,
      windowSeconds: 3600,
    },
    'Too many invalid links from your network. Please wait a while and try again.',
  );
}

/** Runs a lookup by link; when the link is unknown (404), counts the miss, then answers it. */
export async function guardEmailLink<T>(
  ctx: ServiceContext,
  ip: string,
  lookup: () => Promise<T>,
): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      await countUnknownEmailLink(ctx, ip);
    throw error;
  }
}
