/** Campaigns: drafts, the irreversible send (rows first, then a job), resume, delete. */
import type { z } from 'zod';
import type { CampaignRequest } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { NO_DELIVERIES, presentCampaign } from './campaigns.presenter';
import type { CampaignRow } from './campaigns.queries';
import {
  countDeliveries,
  deleteCampaignRow,
  insertCampaign,
  insertSegmentDeliveries,
  moveCampaignStatus,
  selectCampaign,
  selectCampaigns,
  selectDeliveryCounts,
  selectTier,
  updateCampaign,
} from './campaigns.queries';
import { sendCampaignJob } from './jobs/send-campaign.job';
import { trackingEnabled } from './tracking.service';
import { ownTemplate } from './templates.service';
import { CAMPAIGN_NOT_FOUND } from './tribe.policy';

async function present(ctx: ServiceContext, rows: CampaignRow[]) {
  const counts = await selectDeliveryCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byCampaign = new Map(
    counts.map((count) => [
      count.campaign_id,
      {
        total: Number(count.total),
        sent: Number(count.sent ?? 0),
        failed: Number(count.failed ?? 0),
        opened: Number(count.opened ?? 0),
        machine_opened: Number(count.machine_opened ?? 0),
        clicked: Number(count.clicked ?? 0),
      },
    ]),
  );
  return rows.map((row) => presentCampaign(row, byCampaign.get(row.id) ?? NO_DELIVERIES));
}

export async function listCampaigns(ctx: ServiceContext, actor: Actor) {
  return present(ctx, await selectCampaigns(ctx.db, actor.id));
}

async function ownCampaign(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectCampaign(ctx.db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  authorize(actor, 'campaign.manage', row);
  return row;
}

export async function getCampaign(ctx: ServiceContext, actor: Actor, id: number) {
  const [campaign] = await present(ctx, [await ownCampaign(ctx, actor, id)]);
  return campaign;
}

export async function createCampaign(
  ctx: ServiceContext,
  actor: Actor,
  request: z.output<typeof CampaignRequest>,
) {
  const templateId = request.template_id ?? null;
  if (templateId !== null) {
    if (request.channel !== 'email')
      throw badRequest('template_id: Templates are for e-mail campaigns');
    await ownTemplate(ctx, actor, templateId);
  }
  const tierId = request.segment === 'tier' ? (request.tier_id ?? null) : null;
  if (tierId !== null) {
    const tier = await selectTier(ctx.db, tierId);
    if (!tier || tier.creator_id !== actor.id)
      throw badRequest('tier_id: Choose one of your tiers');
  }
  const now = ctx.now();
  const scheduledAt = request.scheduled_at ? new Date(request.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) {
    throw badRequest('scheduled_at: Choose a time in the future');
  }
  const tracking = await trackingEnabled(ctx, actor.id);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id } = await insertCampaign(trx, {
      creator_id: actor.id,
      title: request.title,
      content: request.content,
      channel: request.channel,
      template_id: templateId,
      segment: request.segment,
      tier_id: tierId,
      status: scheduledAt ? 'scheduled' : 'draft',
      tracking: tracking ? 1 : 0,
      scheduled_at: scheduledAt?.toISOString() ?? null,
      created_at: now.toISOString(),
    });
    if (scheduledAt) {
      const jobId = await ctx.jobs.enqueue(
        trx,
        sendCampaignJob,
        { campaignId: id, scheduled: true },
        { uniqueKey: `campaign-schedule:${id}`, runAt: scheduledAt, userId: actor.id },
      );
      await updateCampaign(trx, id, { job_id: jobId });
    }
    return id;
  });
  return getCampaign(ctx, actor, id);
}

/**
 * Moves a campaign to `sending` and writes one delivery row per recipient, in one
 * transaction; the job that sends them is queued with them. Returns how many recipients.
 */
async function beginSend(
  ctx: ServiceContext,
  campaign: CampaignRow,
  from: readonly string[],
  userId: number | null,
): Promise<{ recipients: number; jobId: number | null }> {
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await moveCampaignStatus(trx, campaign.id, from, { status: 'sending' });
    if (!moved) return { recipients: -1, jobId: null };
    await insertSegmentDeliveries(trx, campaign.id, {
      creatorId: campaign.creator_id,
      channel: campaign.channel as 'email' | 'sms' | 'push',
      segment: campaign.segment as 'list' | 'followers' | 'tier' | 'buyers',
      tierId: campaign.tier_id,
      now: ctx.now().toISOString(),
    });
    const recipients = await countDeliveries(trx, campaign.id);
    if (recipients === 0) {
      // Nothing to send: the transaction rolls back, the campaign stays as it was.
      throw badRequest('There is nobody in this audience to send to yet');
    }
    const jobId = await ctx.jobs.enqueue(
      trx,
      sendCampaignJob,
      { campaignId: campaign.id, scheduled: false },
      { uniqueKey: `campaign-send:${campaign.id}`, userId },
    );
    await updateCampaign(trx, campaign.id, { recipients, job_id: jobId });
    return { recipients, jobId };
  });
}

export async function sendCampaign(ctx: ServiceContext, actor: Actor, id: number) {
  const campaign = await ownCampaign(ctx, actor, id);
  authorize(actor, 'campaign.send', campaign);
  const { recipients, jobId } = await beginSend(ctx, campaign, ['draft', 'scheduled'], actor.id);
  if (recipients < 0) throw conflict('This campaign has already been sent');
  return { recipients, job_id: jobId, campaign: await getCampaign(ctx, actor, id) };
}

/** The scheduled time came: the same start as a send by hand, unless that happened first. */
export async function startScheduledCampaign(ctx: ServiceContext, campaignId: number) {
  const campaign = await selectCampaign(ctx.db, campaignId);
  if (!campaign || campaign.status !== 'scheduled') return false;
  try {
    return (await beginSend(ctx, campaign, ['scheduled'], campaign.creator_id)).recipients > 0;
  } catch (error) {
    // An empty audience at the scheduled time: the campaign goes back to being a draft.
    await moveCampaignStatus(ctx.db, campaignId, ['scheduled'], {
      status: 'draft',
      pause_reason: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/** A paused campaign goes on where it stopped (a new job; rows already sent stay sent). */
export async function resumeCampaign(ctx: ServiceContext, actor: Actor, id: number) {
  await ownCampaign(ctx, actor, id);
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveCampaignStatus(trx, id, ['paused'], {
      status: 'sending',
      pause_reason: null,
    });
    if (!moved) throw conflict('Only a paused campaign can be resumed');
    const jobId = await ctx.jobs.enqueue(
      trx,
      sendCampaignJob,
      { campaignId: id, scheduled: false },
      { uniqueKey: `campaign-resume:${id}:${ctx.now().getTime()}`, userId: actor.id },
    );
    await updateCampaign(trx, id, { job_id: jobId });
    return jobId;
  });
  return { job_id: jobId, campaign: await getCampaign(ctx, actor, id) };
}

export async function deleteCampaign(ctx: ServiceContext, actor: Actor, id: number) {
  const campaign = await ownCampaign(ctx, actor, id);
  authorize(actor, 'campaign.delete', campaign);
  await deleteCampaignRow(ctx.db, id);
}
