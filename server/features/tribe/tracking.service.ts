/**
 * Opens (a 1×1 image) and clicks (a redirect) per delivery, stamped once on the delivery row
 * so rates are unique; machines' fetches are stamped apart. A creator can switch tracking
 * off: campaigns then carry no pixel and no redirected links.
 */
import type { ServiceContext } from '../../context';
import { notFound } from '../../platform/http/errors';
import { listOwner } from './creator-name';
import { prepareMessage } from './campaign-message';
import { selectCampaign, selectDeliveryByToken, stampDelivery } from './campaigns.queries';
import { isMachineFetch } from './machine-opens';
import { selectTemplate } from './templates.queries';
import { selectTrackingEnabled, upsertTrackingEnabled } from './tribe-preferences.queries';

export function trackingEnabled(ctx: ServiceContext, creatorId: number) {
  return selectTrackingEnabled(ctx.db, creatorId);
}

export async function setTracking(ctx: ServiceContext, creatorId: number, enabled: boolean) {
  await upsertTrackingEnabled(ctx.db, creatorId, enabled, ctx.now().toISOString());
  return { tracking_enabled: enabled };
}

interface Fetch {
  ip: string;
  userAgent: string | undefined;
}

/** Stamps the open; answers whether the link was one of ours at all. */
export async function recordOpen(
  ctx: ServiceContext,
  token: string,
  fetch: Fetch,
): Promise<boolean> {
  const delivery = await selectDeliveryByToken(ctx.db, token);
  if (!delivery) return false;
  if (delivery.status !== 'sent' || delivery.tracking !== 1) return true;
  const now = ctx.now();
  const column = isMachineFetch(fetch, delivery.sent_at, now) ? 'machine_opened_at' : 'opened_at';
  await stampDelivery(ctx.db, delivery.id, column, now.toISOString());
  return true;
}

/** Where a click goes: the link at `index` of the delivery's campaign (never a given URL). */
export async function recordClick(ctx: ServiceContext, token: string, index: number, fetch: Fetch) {
  const delivery = await selectDeliveryByToken(ctx.db, token);
  if (!delivery) throw notFound('This link is no longer valid');
  const campaign = await selectCampaign(ctx.db, delivery.campaign_id);
  if (!campaign) throw notFound('This link is no longer valid');
  let target = ctx.config.publicUrl;
  if (index >= 0) {
    const creator = await listOwner(ctx, campaign.creator_id);
    const template = campaign.template_id
      ? ((await selectTemplate(ctx.db, campaign.template_id)) ?? null)
      : null;
    const { links } = prepareMessage({
      title: campaign.title,
      content: campaign.content,
      creatorName: creator.name,
      template,
      tracking: true,
      publicUrl: ctx.config.publicUrl,
    });
    const link = links[index];
    if (!link) throw notFound('This link is no longer valid');
    target = link;
  }
  const now = ctx.now();
  if (
    delivery.status === 'sent' &&
    delivery.tracking === 1 &&
    !isMachineFetch(fetch, delivery.sent_at, now)
  ) {
    await stampDelivery(ctx.db, delivery.id, 'clicked_at', now.toISOString());
    // A click is an open too, when the image was blocked.
    await stampDelivery(ctx.db, delivery.id, 'opened_at', now.toISOString());
  }
  return target;
}
