/**
 * Find Your Tribe's figures, from the list and the delivery rows: nothing fixed, nothing
 * sampled, and all of it counted by the database (analytics.queries.ts), so a list of a
 * million is not read into memory. Rates are unique-based (a delivery opened twice is one
 * open) and leave machine opens out. Each change compares the period with the one before it.
 */
import type { CampaignAnalytics } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import {
  countActiveAt,
  countCampaigns,
  countEmailEngagement,
  selectEngagementByDay,
  selectListChangesByDay,
  selectSentEmailCampaignRates,
} from './analytics.queries';
import { rate } from './campaigns.presenter';

const DAY = 86_400_000;

function dayOf(iso: string) {
  return iso.slice(0, 10);
}

/** The UTC days of the chart: the period's, one a day, today last. */
function daysOf(start: number, now: number) {
  const days: string[] = [];
  for (let at = start + DAY; at <= now + DAY - 1; at += DAY) {
    days.push(dayOf(new Date(Math.min(at, now)).toISOString()));
  }
  return days;
}

/** Active members at the end of each day: those at the start, plus each day's joins, less its leaves. */
function listGrowthOf(
  days: string[],
  activeAtStart: number,
  changes: { joins: Map<string, number>; leaves: Map<string, number> },
) {
  const byDay = new Map<string, number>();
  for (const [day, joins] of changes.joins) byDay.set(day, (byDay.get(day) ?? 0) + joins);
  for (const [day, leaves] of changes.leaves) byDay.set(day, (byDay.get(day) ?? 0) - leaves);
  const changeDays = [...byDay.keys()].sort();
  let next = 0;
  let active = activeAtStart;
  return days.map((day) => {
    // Changes on the period's first, partial day count on the chart's first day.
    while (next < changeDays.length && changeDays[next] <= day) {
      active += byDay.get(changeDays[next]) ?? 0;
      next += 1;
    }
    return { day, subscribers: active };
  });
}

export async function campaignAnalytics(
  ctx: ServiceContext,
  actor: Actor,
  days: number,
): Promise<CampaignAnalytics> {
  const now = ctx.now().getTime();
  const start = now - days * DAY;
  const before = start - days * DAY;
  const iso = (at: number) => new Date(at).toISOString();
  const current = { from: iso(start), to: iso(now + 1) };
  const previous = { from: iso(before), to: iso(start) };
  const period = { from: iso(start), to: iso(now) };

  const [
    activeNow,
    activeAtStart,
    listChanges,
    campaigns,
    engagement,
    previousEngagement,
    byDay,
    rates,
  ] = await Promise.all([
    countActiveAt(ctx.db, actor.id, iso(now)),
    countActiveAt(ctx.db, actor.id, iso(start)),
    selectListChangesByDay(ctx.db, ctx.dialect, actor.id, period),
    countCampaigns(ctx.db, actor.id, { current, previous }),
    countEmailEngagement(ctx.db, actor.id, current),
    countEmailEngagement(ctx.db, actor.id, previous),
    selectEngagementByDay(ctx.db, ctx.dialect, actor.id, period),
    selectSentEmailCampaignRates(ctx.db, actor.id),
  ]);

  const growthRate =
    activeAtStart > 0
      ? Math.round(((activeNow - activeAtStart) / activeAtStart) * 1000) / 10
      : activeNow > 0
        ? 100
        : 0;

  // The average of the sent e-mail campaigns' own rates (one with no delivery sent counts 0).
  let openSum = 0;
  let clickSum = 0;
  for (const figures of rates) {
    openSum += rate(Number(figures.opened ?? 0), Number(figures.sent));
    clickSum += rate(Number(figures.clicked ?? 0), Number(figures.sent));
  }
  const average = (sum: number) =>
    campaigns.sentEmail > 0 ? Math.round((sum / campaigns.sentEmail) * 10) / 10 : 0;

  const periodRate = (figures: { sent: number; opened: number; clicked: number }) => ({
    sent: figures.sent,
    open: rate(figures.opened, figures.sent),
    click: rate(figures.clicked, figures.sent),
  });
  const currentRates = periodRate(engagement.period);
  const previousRates = periodRate(previousEngagement.period);
  const rateChange = (key: 'open' | 'click') =>
    currentRates.sent > 0 && previousRates.sent > 0
      ? Math.round((currentRates[key] - previousRates[key]) * 10) / 10
      : null;

  const chartDays = daysOf(start, now);
  return {
    total_subscribers: activeNow,
    total_campaigns: campaigns.total,
    sent_campaigns: campaigns.sent,
    avg_open_rate: average(openSum),
    avg_click_rate: average(clickSum),
    growth_rate: growthRate,
    total_emails_sent: engagement.sent,
    period_days: days,
    changes: {
      total_subscribers: activeNow - activeAtStart,
      total_campaigns: campaigns.createdInCurrent - campaigns.createdInPrevious,
      avg_open_rate: rateChange('open'),
      avg_click_rate: rateChange('click'),
    },
    machine_opens: engagement.machineOpens,
    list_growth: listGrowthOf(chartDays, activeAtStart, listChanges),
    engagement: chartDays.map((day) => ({
      day,
      opens: byDay.opens.get(day) ?? 0,
      clicks: byDay.clicks.get(day) ?? 0,
    })),
  };
}
