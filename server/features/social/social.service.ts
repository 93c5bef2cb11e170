import type {
  PlatformFigures,
  SocialConnectionsReply,
  SocialContentReply,
  SocialOverviewReply,
  SocialPlatform,
  SyncReply,
  SyncRequest,
} from '../../../contract/social';
import type { SocialContentQuery } from '../../../contract/social';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS } from '../../../contract/social';
import { SocialLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { SocialConnectionRow } from '../../db/schema';
import { tokenCipher } from './token-cipher';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { syncSocialContent } from './jobs/sync-social-content';
import { platformClient, redirectUriOf } from './platforms/social-platforms';
import { CREDENTIAL_SETTINGS } from './social-settings';
import { presentActivity, presentConnection, presentContentItem } from './social.presenter';
import {
  countContent,
  deleteConnection,
  insertActivity,
  selectConnection,
  selectConnections,
  selectContentPage,
  selectPlatformTotals,
  selectRecentActivity,
  assignSyncJob,
} from './social.queries';
import { selectJob } from '../../platform/jobs/jobs.queries';

const UNFINISHED = new Set(['queued', 'running']);

/** When the connection's sync, stopped part-way and queued again, goes on; else null. */
async function syncResumesAt(ctx: ServiceContext, row: SocialConnectionRow) {
  if (!row.sync_job_id) return null;
  const job = await selectJob(ctx.db, row.sync_job_id);
  return job && job.status === 'queued' && job.attempts > 0 ? job.run_at : null;
}

export async function listConnections(
  ctx: ServiceContext,
  actor: Actor,
): Promise<SocialConnectionsReply> {
  const [rows, totals] = await Promise.all([
    selectConnections(ctx.db, actor.id),
    selectPlatformTotals(ctx.db, actor.id),
  ]);
  const items = new Map(totals.map((row) => [row.connection_id, Number(row.items)]));
  const resumesAt = await Promise.all(rows.map((row) => syncResumesAt(ctx, row)));
  const now = ctx.now();
  return {
    connections: rows.map((row, index) =>
      presentConnection(row, items.get(row.id) ?? 0, now, resumesAt[index]),
    ),
    platforms: SOCIAL_PLATFORMS.map((platform) => {
      const client = platformClient(ctx.config, platform);
      return {
        platform,
        configured: client !== null,
        settings: [...CREDENTIAL_SETTINGS[platform]],
        redirect_uri: redirectUriOf(ctx.config, platform),
        publishes_text: client?.publishText !== undefined,
      };
    }),
  };
}

function notConnected(platform: SocialPlatform) {
  return notFound(`${PLATFORM_LABELS[platform]} is not connected`);
}

/**
 * Withdraws the grant at the platform, where it can be (TikTok, Google, X; Instagram has no
 * such endpoint). Best effort: the connection goes whatever the platform answers, and its
 * tokens are deleted with it.
 */
async function revokeAtPlatform(ctx: ServiceContext, connection: SocialConnectionRow) {
  const client = platformClient(ctx.config, connection.platform as SocialPlatform);
  if (!client?.revoke) return;
  try {
    const cipher = tokenCipher(ctx.config);
    await client.revoke({
      accessToken: cipher.decrypt(connection.access_token_enc),
      refreshToken: connection.refresh_token_enc
        ? cipher.decrypt(connection.refresh_token_enc)
        : null,
    });
  } catch (error) {
    ctx.log.warn({ err: error, platform: connection.platform }, 'social token revocation failed');
  }
}

/** Removes the connection, its tokens and its synced content. */
export async function disconnect(ctx: ServiceContext, actor: Actor, platform: SocialPlatform) {
  const connection = await selectConnection(ctx.db, actor.id, platform);
  if (!connection) throw notConnected(platform);
  await revokeAtPlatform(ctx, connection);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteConnection(trx, connection.id);
    await insertActivity(trx, {
      user_id: actor.id,
      platform,
      kind: 'disconnected',
      items: null,
      detail: connection.platform_username,
      created_at: ctx.now().toISOString(),
    });
  });
}

/** Queues a sync of one connection or of all; each job's progress counts its items. */
export async function requestSync(
  ctx: ServiceContext,
  actor: Actor,
  request: SyncRequest,
): Promise<SyncReply> {
  const all = await selectConnections(ctx.db, actor.id);
  const chosen =
    request.platform === 'all' ? all : all.filter((row) => row.platform === request.platform);
  if (request.platform !== 'all' && chosen.length === 0) throw notConnected(request.platform);
  if (chosen.length === 0) throw badRequest('Connect a platform before syncing');
  const usable = chosen.filter((row) => row.needs_reauth === 0);
  if (usable.length === 0) {
    throw conflict(
      `Reconnect ${chosen.map((row) => PLATFORM_LABELS[row.platform as SocialPlatform]).join(', ')} before syncing`,
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    const jobs: SyncReply['jobs'] = [];
    for (const row of usable) {
      // A sync of this connection still queued or running: the request joins it.
      const current = row.sync_job_id ? await selectJob(trx, row.sync_job_id) : undefined;
      let jobId = current && UNFINISHED.has(current.status) ? current.id : null;
      if (jobId === null) {
        jobId = await ctx.jobs.enqueue(
          trx,
          syncSocialContent,
          { connectionId: row.id },
          { userId: actor.id },
        );
        await assignSyncJob(trx, row.id, jobId);
      }
      jobs.push({ platform: row.platform as SocialPlatform, job_id: jobId });
    }
    return { jobs };
  });
}

export async function listContent(
  ctx: ServiceContext,
  actor: Actor,
  query: SocialContentQuery,
): Promise<SocialContentReply> {
  const { platform, videos_only, page, limit } = query;
  const filter = {
    userId: actor.id,
    platform: platform === 'all' ? null : platform,
    videosOnly: videos_only,
  };
  const total = await countContent(ctx.db, filter);
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, totalPages);
  const rows = await selectContentPage(ctx.db, filter, {
    offset: (current - 1) * limit,
    limit,
  });
  const now = ctx.now();
  return {
    content: rows.map((row) => presentContentItem(row, now)),
    pagination: { page: current, limit, total, total_pages: totalPages },
  };
}

const rate = (engagements: number, views: number) => (views > 0 ? engagements / views : null);

/** The Hub's figures, all from synced data. */
export async function overview(ctx: ServiceContext, actor: Actor): Promise<SocialOverviewReply> {
  const [connections, totals, activity] = await Promise.all([
    selectConnections(ctx.db, actor.id),
    selectPlatformTotals(ctx.db, actor.id),
    selectRecentActivity(ctx.db, actor.id, SocialLimits.recentActivity),
  ]);
  const byConnection = new Map(totals.map((row) => [row.connection_id, row]));
  let ratedViews = 0;
  let ratedEngagements = 0;
  const platforms: PlatformFigures[] = connections.map((connection) => {
    const figures = byConnection.get(connection.id);
    const views = Number(figures?.rated_views ?? 0);
    const engagements = Number(figures?.rated_engagements ?? 0);
    ratedViews += views;
    ratedEngagements += engagements;
    return {
      platform: connection.platform as SocialPlatform,
      platform_username: connection.platform_username,
      followers: connection.followers,
      items: Number(figures?.items ?? 0),
      views: Number(figures?.views ?? 0),
      likes: Number(figures?.likes ?? 0),
      comments: Number(figures?.comments ?? 0),
      shares: Number(figures?.shares ?? 0),
      avg_engagement: rate(engagements, views),
      last_synced_at: connection.last_synced_at,
    };
  });
  const reporting = platforms.filter((platform) => platform.followers !== null);
  return {
    connected_platforms: connections.length,
    total_followers: reporting.length
      ? reporting.reduce((sum, platform) => sum + (platform.followers ?? 0), 0)
      : null,
    synced_content: platforms.reduce((sum, platform) => sum + platform.items, 0),
    avg_engagement: rate(ratedEngagements, ratedViews),
    platforms,
    recent_activity: activity.map(presentActivity),
  };
}
