import { z } from 'zod';
import { defineJob, RetryLaterError } from '../../../platform/jobs/define-job';
import { PlatformAuthError, PlatformRateLimitError } from '../platforms/platform-client';
import { selectConnectionById, selectConnectionsToRefresh } from '../social.queries';
import { isDueForRefresh, refreshConnection, refreshMarginMs } from '../social-tokens';

/**
 * Refreshes one connection's tokens. Only a refusal of the grant marks it for reconnecting
 * (and ends the job); a network error or a 5xx fails the run, so it is tried again.
 */
export const refreshSocialToken = defineJob({
  kind: 'social.refresh-token',
  payload: z.object({ connectionId: z.number().int().positive() }),
  maxAttempts: 6,
  async run(ctx, { connectionId }) {
    const connection = await selectConnectionById(ctx.db, connectionId);
    if (!connection || connection.needs_reauth === 1) return;
    if (!isDueForRefresh(connection, ctx.now())) return;
    try {
      await refreshConnection(ctx, connection);
    } catch (error) {
      if (error instanceof PlatformAuthError) return;
      if (error instanceof PlatformRateLimitError) {
        throw new RetryLaterError(error.message, error.retryAfterMs);
      }
      throw error;
    }
  },
});

/** Every five minutes: queues a refresh for each token that lapses within its margin. */
export const refreshSocialTokens = defineJob({
  kind: 'social.refresh-tokens',
  schedule: '*/5 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    const now = ctx.now().getTime();
    const due = await selectConnectionsToRefresh(ctx.db, {
      before: new Date(now + refreshMarginMs('tiktok')).toISOString(),
      instagramBefore: new Date(now + refreshMarginMs('instagram')).toISOString(),
    });
    for (const connection of due) {
      // One refresh per token: the key holds the expiry being refreshed.
      await ctx.jobs.enqueue(
        ctx.db,
        refreshSocialToken,
        { connectionId: connection.id },
        { uniqueKey: `social.refresh:${connection.id}:${connection.token_expires_at}` },
      );
    }
  },
});
