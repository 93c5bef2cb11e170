/**
 * Find Your Tribe's figures, from the list and the delivery rows: nothing fixed, nothing
 * sampled. Rates are unique-based (a delivery opened twice is one open) and leave machine
 * opens out. Each change compares the period with the one before it.
 */
import type { CampaignAnalytics } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { rate } from './campaigns.presenter';
import {
  selectCampaigns,
  selectCreatorDeliveryStamps,
  selectDeliveryCounts,
} from './campaigns.queries';
import { selectSubscriberTimeline } from './subscribers.queries';

const DAY = 86_400_000;

function dayOf(iso: string) {
  return iso.slice(0, 10);
}

/** Active members at `at`: joined by then and not gone by then. */
function activeAt(
  timeline: { status: string; subscribed_at: string; status_changed_at: string }[],
  at: number,
) {
  let count = 0;
  for (const member of timeline) {
    if (Date.parse(member.subscribed_at) > at) continue;
    const gone = member.status !== 'active' && Date.parse(member.status_changed_at) <= at;
    if (!gone) count += 1;
  }
  return count;
}

interface Stamp {
  channel: string;
  sent_at: string | null;
  opened_at: string | null;
  machine_opened_at: string | null;
  clicked_at: string | null;
}

function periodRates(stamps: Stamp[], from: number, to: number) {
  let sent = 0;
  let opened = 0;
  let clicked = 0;
  for (const stamp of stamps) {
    if (stamp.channel !== 'email' || !stamp.sent_at) continue;
    const at = Date.parse(stamp.sent_at);
    if (at < from || at >= to) continue;
    sent += 1;
    if (stamp.opened_at) opened += 1;
    if (stamp.clicked_at) clicked += 1;
  }
  return { sent, open: rate(opened, sent), click: rate(clicked, sent) };
}

export async function campaignAnalytics(
  ctx: ServiceContext,
  actor: Actor,
  days: number,
): Promise<CampaignAnalytics> {
  const now = ctx.now().getTime();
  const start = now - days * DAY;
  const before = start - days * DAY;
  const [timeline, campaigns, stamps] = await Promise.all([
    selectSubscriberTimeline(ctx.db, actor.id),
    selectCampaigns(ctx.db, actor.id),
    selectCreatorDeliveryStamps(ctx.db, actor.id),
  ]);
  const emailStamps = stamps.filter((stamp) => stamp.channel === 'email');

  const activeNow = activeAt(timeline, now);
  const activeAtStart = activeAt(timeline, start);
  const growthRate =
    activeAtStart > 0
      ? Math.round(((activeNow - activeAtStart) / activeAtStart) * 1000) / 10
      : activeNow > 0
        ? 100
        : 0;

  // The average of the sent e-mail campaigns' own rates.
  const sentCampaigns = campaigns.filter((campaign) => campaign.status === 'sent');
  const current = periodRates(stamps, start, now + 1);
  const previous = periodRates(stamps, before, start);
  let openSum = 0;
  let clickSum = 0;
  const sentEmailCampaigns = sentCampaigns.filter((campaign) => campaign.channel === 'email');
  const totals = await campaignRates(
    ctx,
    sentEmailCampaigns.map((campaign) => campaign.id),
  );
  for (const campaign of sentEmailCampaigns) {
    const figures = totals.get(campaign.id);
    openSum += figures ? rate(figures.opened, figures.sent) : 0;
    clickSum += figures ? rate(figures.clicked, figures.sent) : 0;
  }
  const average = (sum: number) =>
    sentEmailCampaigns.length > 0 ? Math.round((sum / sentEmailCampaigns.length) * 10) / 10 : 0;

  const createdIn = (from: number, to: number) =>
    campaigns.filter((campaign) => {
      const at = Date.parse(campaign.created_at);
      return at >= from && at < to;
    }).length;

  const listGrowth: CampaignAnalytics['list_growth'] = [];
  const engagementByDay = new Map<string, { opens: number; clicks: number }>();
  for (let at = start + DAY; at <= now + DAY - 1; at += DAY) {
    const day = dayOf(new Date(Math.min(at, now)).toISOString());
    listGrowth.push({ day, subscribers: activeAt(timeline, Math.min(at, now)) });
    engagementByDay.set(day, { opens: 0, clicks: 0 });
  }
  let machineOpens = 0;
  for (const stamp of emailStamps) {
    if (stamp.machine_opened_at && !stamp.opened_at) machineOpens += 1;
    const opened = stamp.opened_at && engagementByDay.get(dayOf(stamp.opened_at));
    if (opened) opened.opens += 1;
    const clicked = stamp.clicked_at && engagementByDay.get(dayOf(stamp.clicked_at));
    if (clicked) clicked.clicks += 1;
  }

  return {
    total_subscribers: activeNow,
    total_campaigns: campaigns.length,
    sent_campaigns: sentCampaigns.length,
    avg_open_rate: average(openSum),
    avg_click_rate: average(clickSum),
    growth_rate: growthRate,
    total_emails_sent: emailStamps.length,
    period_days: days,
    changes: {
      total_subscribers: activeNow - activeAtStart,
      total_campaigns: createdIn(start, now + 1) - createdIn(before, start),
      avg_open_rate:
        current.sent > 0 && previous.sent > 0
          ? Math.round((current.open - previous.open) * 10) / 10
          : null,
      avg_click_rate:
        current.sent > 0 && previous.sent > 0
          ? Math.round((current.click - previous.click) * 10) / 10
          : null,
    },
    machine_opens: machineOpens,
    list_growth: listGrowth,
    engagement: [...engagementByDay].map(([day, figures]) => ({ day, ...figures })),
  };
}

async function campaignRates(ctx: ServiceContext, ids: number[]) {
  const rows = await selectDeliveryCounts(ctx.db, ids);
  return new Map(
    rows.map((row) => [
      row.campaign_id,
      {
        sent: Number(row.sent ?? 0),
        opened: Number(row.opened ?? 0),
        clicked: Number(row.clicked ?? 0),
      },
    ]),
  );
}
