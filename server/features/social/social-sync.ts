/**
 * One sync of one connection: who the account is now (followers), then its content page by
 * page, each page upserted with its figures and the cursor of the next. Safe to run again:
 * items are keyed by their platform id, and a sync cut short (a platform's 429, a restart)
 * resumes at its saved cursor, so it neither spends the platform's quota on pages it has nor
 * counts them twice in its total (the spec's `total_synced`).
 */
import { PLATFORM_LABELS, SocialPlatform } from '../../../contract/social';
import { SocialLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { RunningJob } from '../../platform/jobs/define-job';
import { PermanentJobError, RetryLaterError } from '../../platform/jobs/define-job';
import { PlatformAuthError, PlatformRateLimitError } from './platforms/platform-client';
import {
  assignSyncJob,
  insertActivity,
  selectConnectionById,
  updateConnection,
  upsertContent,
} from './social.queries';
import { clientFor, freshAccessToken, markNeedsReauth } from './social-tokens';

export async function syncConnection(
  ctx: ServiceContext,
  connectionId: number,
  job: Pick<RunningJob, 'id' | 'progress' | 'signal'>,
): Promise<number> {
  const stored = await selectConnectionById(ctx.db, connectionId);
  // Disconnected since the sync was asked for: nothing to do.
  if (!stored) return 0;
  const label = PLATFORM_LABELS[SocialPlatform.parse(stored.platform)];
  if (stored.needs_reauth === 1) throw new PermanentJobError(`Reconnect ${label} to sync it`);
  const client = clientFor(ctx, stored.platform);
  let connection = stored;
  // This job run before and was cut short (a 429, a restart): it goes on where it stopped,
  // counting what it stored then. Any other job starts a sync of its own from the newest item.
  const resuming = stored.sync_job_id === job.id;
  let cursor = resuming ? stored.sync_cursor : null;
  let synced = resuming ? stored.sync_items : 0;
  if (!resuming) await assignSyncJob(ctx.db, stored.id, job.id);
  try {
    const fresh = await freshAccessToken(ctx, stored);
    connection = fresh.connection;
    const profile = await client.profile(fresh.accessToken);
    await updateConnection(ctx.db, connection.id, {
      platform_username: profile.username,
      followers: profile.followers,
      updated_at: ctx.now().toISOString(),
    });
    await job.progress(synced);
    for (let page = 0; page < SocialLimits.maxSyncPages; page += 1) {
      job.signal.throwIfAborted();
      const result = await client.contentPage(fresh.accessToken, { id: profile.id }, cursor);
      const now = ctx.now().toISOString();
      synced += result.items.length;
      cursor = result.nextCursor;
      const last = !cursor || page === SocialLimits.maxSyncPages - 1;
      // The page, and where the next one starts, in one transaction: a run cut short after it
      // resumes after it, and never counts it twice. The last page finishes the sync with it.
      await ctx.db.transaction().execute(async (trx) => {
        await upsertContent(
          trx,
          result.items.map((item) => ({
            connection_id: connection.id,
            user_id: connection.user_id,
            platform: connection.platform,
            platform_item_id: item.id,
            title: item.title,
            description: item.description,
            thumbnail_source: item.thumbnailUrl,
            media_url: item.mediaUrl,
            is_video: item.isVideo ? 1 : 0,
            posted_at: item.postedAt ? new Date(item.postedAt).toISOString() : null,
            views: item.views,
            likes: item.likes,
            comments: item.comments,
            shares: item.shares,
            synced_at: now,
          })),
        );
        if (!last) {
          await updateConnection(trx, connection.id, { sync_cursor: cursor, sync_items: synced });
          return;
        }
        await updateConnection(trx, connection.id, {
          last_synced_at: now,
          last_sync_total: synced,
          last_error: null,
          sync_cursor: null,
          sync_items: 0,
          updated_at: now,
        });
        await insertActivity(trx, {
          user_id: connection.user_id,
          platform: connection.platform,
          kind: 'synced',
          items: synced,
          detail: null,
          created_at: now,
        });
      });
      await job.progress(synced);
      if (last) break;
    }
    return synced;
  } catch (error) {
    if (error instanceof PlatformRateLimitError) {
      // The card says why the sync stopped; the reply's sync_resumes_at says until when.
      await updateConnection(ctx.db, connection.id, {
        last_error: `${label} asked Backline to slow down (rate limit): the sync goes on by itself where it stopped`,
        updated_at: ctx.now().toISOString(),
      });
      throw new RetryLaterError(error.message, error.retryAfterMs);
    }
    if (error instanceof PlatformAuthError) {
      const current = await selectConnectionById(ctx.db, connection.id);
      if (current && current.needs_reauth === 0) {
        await markNeedsReauth(ctx, current, error.message);
      }
      throw new PermanentJobError(`${label} needs reconnecting: ${error.message}`);
    }
    throw error;
  }
}

/** After the last attempt: the owner sees why in the connection's card and the Hub. */
export async function recordSyncFailure(ctx: ServiceContext, connectionId: number, error: string) {
  const connection = await selectConnectionById(ctx.db, connectionId);
  if (!connection) return;
  const now = ctx.now().toISOString();
  const reason = error.replace(/^\w*Error: /, '');
  await ctx.db.transaction().execute(async (trx) => {
    await updateConnection(trx, connectionId, { last_error: reason, updated_at: now });
    await insertActivity(trx, {
      user_id: connection.user_id,
      platform: connection.platform,
      kind: 'sync_failed',
      items: null,
      detail: reason,
      created_at: now,
    });
  });
}
