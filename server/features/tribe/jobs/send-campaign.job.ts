import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job';
import { moveCampaignStatus } from '../campaigns.queries';
import { sendCampaignDeliveries } from '../commands/send-campaign';
import { startScheduledCampaign } from '../campaigns.service';

/**
 * Sends one campaign (or starts a scheduled one when its time comes). Safe to run again: the
 * deliveries are written once and each is sent at most once, so a rerun resumes the send.
 * Only the campaign's current job sends (a resumed campaign's old job does nothing).
 */
export const sendCampaignJob = defineJob({
  kind: 'campaigns.send',
  payload: z.object({
    campaignId: z.number().int().positive(),
    /** Queued for a scheduled time: it starts the send only if nobody sent it by hand first. */
    scheduled: z.boolean().default(false),
  }),
  maxAttempts: 20,
  async run(ctx, { campaignId, scheduled }, job) {
    // The scheduled job only starts the send; the send itself is a job of its own.
    if (scheduled) await startScheduledCampaign(ctx, campaignId);
    else await sendCampaignDeliveries(ctx, campaignId, job);
  },
  onDead: async (ctx, { campaignId }, error) => {
    await moveCampaignStatus(ctx.db, campaignId, ['sending'], {
      status: 'paused',
      pause_reason: `Sending stopped: ${error.slice(0, 300)}`,
    });
  },
});
