/**
 * Sends a campaign whose delivery rows are written: each queued delivery is claimed
 * (`queued` → `sending`, only if still queued), sent, then marked `sent` or `failed`. A
 * delivery is claimed once, so it is sent at most once; when the process dies mid-send the
 * job runs again and resumes with the rows still queued. The few rows a dead process left
 * `sending` may or may not have gone out: they end `failed` ("interrupted"), never sent twice.
 *
 * A message a server refused for now (SMTP 4xx, HTTP 429 or 5xx: plainly not taken) goes back
 * to `queued` and is sent again in a later pass; after three passes it counts as failed.
 *
 * Messages go out at CAMPAIGN_SEND_RATE per second over CAMPAIGN_SEND_CONCURRENCY parallel
 * sends; CAMPAIGN_MAX_FAILURES_IN_A_ROW failures one after another pause the campaign with
 * the last error as its reason (a broken SMTP server must not burn through the list).
 */
import type { ServiceContext } from '../../../context';
import type { RunningJob } from '../../../platform/jobs/define-job';
import { listOwner } from '../creator-name';
import type { PreparedMessage } from '../campaign-message';
import { personalize, plainMessage, prepareMessage } from '../campaign-message';
import {
  claimDelivery,
  countDeliveriesByStatus,
  failInterruptedDeliveries,
  failQueuedDeliveries,
  finishDelivery,
  moveCampaignStatus,
  selectCampaign,
  selectQueuedDeliveries,
} from '../campaigns.queries';
import type { CampaignRow } from '../campaigns.queries';
import type { SendOutcome } from '../channels/channel';
import { sendCampaignEmail } from '../channels/email-channel';
import { sendCampaignPush } from '../channels/push-channel';
import { sendCampaignSms } from '../channels/sms-channel';
import { selectTemplate } from '../templates.queries';
import { deletePushSubscription } from '../push.queries';
import { markSubscriberUndeliverable } from '../subscribers.queries';

const BATCH = 500;
/** Passes over the deliveries a server refused for now, before they count as failed. */
const RETRY_PASSES = 3;
const RETRY_DELAY_MS = 2_000;
export const INTERRUPTED = 'Interrupted while sending; not sent again, to avoid a duplicate';

type Delivery = Awaited<ReturnType<typeof selectQueuedDeliveries>>[number];

export function unsubscribeLinks(ctx: ServiceContext, subscriberToken: string) {
  const token = encodeURIComponent(subscriberToken);
  return {
    /** RFC 8058: a POST here unsubscribes at once, with no sign-in. */
    oneClick: `${ctx.config.publicUrl}/api/email/unsubscribe/${token}`,
    page: `${ctx.config.publicUrl}/unsubscribe/${token}`,
  };
}

async function prepare(ctx: ServiceContext, campaign: CampaignRow) {
  const creator = await listOwner(ctx, campaign.creator_id);
  const template =
    campaign.channel === 'email' && campaign.template_id
      ? ((await selectTemplate(ctx.db, campaign.template_id)) ?? null)
      : null;
  const message = prepareMessage({
    title: campaign.title,
    content: campaign.content,
    creatorName: creator.name,
    template,
    tracking: campaign.tracking === 1,
    publicUrl: ctx.config.publicUrl,
  });
  return { creator, message };
}

function sendOne(
  ctx: ServiceContext,
  campaign: CampaignRow,
  prepared: { creator: { name: string }; message: PreparedMessage },
  delivery: Delivery,
): Promise<SendOutcome> {
  const links = unsubscribeLinks(ctx, delivery.subscriber_token ?? '');
  const recipient = {
    name: delivery.name,
    deliveryToken: delivery.token,
    unsubscribeUrl: links.page,
  };
  if (campaign.channel === 'email') {
    const mail = personalize(prepared.message, recipient);
    return sendCampaignEmail(ctx, {
      to: delivery.address,
      ...mail,
      unsubscribeUrl: links.oneClick,
      messageId: `<${delivery.token.replace(/[^A-Za-z0-9.-]/g, '_')}@backline.campaigns>`,
    });
  }
  if (campaign.channel === 'sms') {
    const body = plainMessage(campaign.content, prepared.creator.name, recipient);
    return sendCampaignSms(ctx, {
      to: delivery.address,
      body: `${body}\nStop: ${links.page}`,
    });
  }
  return sendCampaignPush(ctx, {
    endpoint: delivery.address,
    p256dh: delivery.p256dh ?? '',
    auth: delivery.auth ?? '',
    title: campaign.title,
    body: plainMessage(campaign.content, prepared.creator.name, { ...recipient, name: null }),
    url: `${ctx.config.publicUrl}/api/t/c/${encodeURIComponent(delivery.token)}/-1`,
  });
}

/** Waits so that messages leave at most `rate` per second, spread evenly. */
function pacer(ratePerSecond: number) {
  const gapMs = 1000 / ratePerSecond;
  let next = performance.now();
  return async () => {
    const now = performance.now();
    const at = Math.max(next, now);
    next = at + gapMs;
    // Sleeping under a few milliseconds is not worth a timer: let a small debt build up.
    if (at - now >= 4) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

export async function sendCampaignDeliveries(
  ctx: ServiceContext,
  campaignId: number,
  job: Pick<RunningJob, 'id' | 'signal' | 'progress'>,
): Promise<'sent' | 'paused' | 'stopped' | 'nothing'> {
  const campaign = await selectCampaign(ctx.db, campaignId);
  if (!campaign || campaign.status !== 'sending' || campaign.job_id !== job.id) return 'nothing';
  await failInterruptedDeliveries(ctx.db, campaignId, INTERRUPTED);
  const prepared = await prepare(ctx, campaign);
  const { concurrency, ratePerSecond, maxFailuresInARow } = ctx.config.campaigns;
  const pace = pacer(ratePerSecond);
  const total = campaign.recipients;
  const counts = await countDeliveriesByStatus(ctx.db, campaignId);
  let done = total - (counts.queued ?? 0);
  let failuresInARow = 0;
  let pauseReason: string | null = null;
  await job.progress(done, total);

  for (let pass = 1; ; pass += 1) {
    let afterId = 0;
    for (;;) {
      if (job.signal.aborted) return 'stopped';
      const current = await selectCampaign(ctx.db, campaignId);
      if (!current || current.status !== 'sending' || current.job_id !== job.id) return 'stopped';
      const batch = await selectQueuedDeliveries(ctx.db, campaignId, afterId, BATCH);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1].id;
      let next = 0;
      const worker = async () => {
        while (next < batch.length && !pauseReason && !job.signal.aborted) {
          const delivery = batch[next++];
          // Someone who left the list since the rows were written gets nothing.
          if (delivery.push_subscription_id === null && delivery.subscriber_status !== 'active') {
            await finishDelivery(ctx.db, delivery.id, {
              status: 'skipped',
              error: `The subscriber is ${delivery.subscriber_status ?? 'gone'}`,
              sent_at: null,
            });
            done += 1;
            continue;
          }
          await pace();
          if (!(await claimDelivery(ctx.db, delivery.id))) continue;
          const outcome = await sendOne(ctx, campaign, prepared, delivery);
          if (outcome.ok) {
            failuresInARow = 0;
            await finishDelivery(ctx.db, delivery.id, {
              status: 'sent',
              error: null,
              sent_at: ctx.now().toISOString(),
            });
          } else {
            await finishDelivery(ctx.db, delivery.id, {
              status: outcome.retry ? 'queued' : 'failed',
              error: outcome.error,
              sent_at: null,
            });
            if (outcome.undeliverable === 'bounced' && delivery.push_subscription_id === null) {
              await markSubscriberUndeliverable(ctx.db, delivery.address, ctx.now().toISOString());
            }
            if (outcome.undeliverable === 'expired' && delivery.push_subscription_id !== null) {
              await deletePushSubscription(ctx.db, delivery.push_subscription_id);
            }
            // A permanent refusal is about one address; a run of failures is about the server.
            failuresInARow = outcome.permanent ? 0 : failuresInARow + 1;
            if (failuresInARow >= maxFailuresInARow) {
              pauseReason = `Paused after ${failuresInARow} failures in a row: ${outcome.error}`;
            }
            if (outcome.retry) continue;
          }
          done += 1;
          await job.progress(done, total);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      if (pauseReason) {
        await moveCampaignStatus(ctx.db, campaignId, ['sending'], {
          status: 'paused',
          pause_reason: pauseReason,
        });
        return 'paused';
      }
    }
    // Messages a server refused for now are sent again in a later pass, a little later.
    const left = (await countDeliveriesByStatus(ctx.db, campaignId)).queued ?? 0;
    if (left === 0) break;
    if (pass >= RETRY_PASSES) {
      await failQueuedDeliveries(ctx.db, campaignId);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * pass));
  }
  await job.progress(total, total);
  await moveCampaignStatus(ctx.db, campaignId, ['sending'], {
    status: 'sent',
    pause_reason: null,
    sent_at: ctx.now().toISOString(),
  });
  return 'sent';
}
