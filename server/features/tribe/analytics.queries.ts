/**
 * Find Your Tribe's figures as SQL aggregates: counts per status, per day and per period,
 * never every subscriber or delivery row read into memory.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import { bucketOf } from '../../db/time-bucket';

type Db = Kysely<Database>;

const count = sql<number>`count(*)`;

/** Members active at `at`: joined by then (not pending) and not gone by then. */
export async function countActiveAt(db: Db, creatorId: number, at: string) {
  const row = await db
    .selectFrom('tribe_subscribers')
    .select(count.as('count'))
    .where('creator_id', '=', creatorId)
    .where('status', '!=', 'pending')
    .where('subscribed_at', '<=', at)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('status_changed_at', '>', at)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Per UTC day of the period: members who joined, and members who left. */
export async function selectListChangesByDay(
  db: Db,
  dialect: Dialect,
  creatorId: number,
  period: { from: string; to: string },
) {
  const [joins, leaves] = await Promise.all([
    db
      .selectFrom('tribe_subscribers')
      .select([bucketOf(dialect, 'subscribed_at', 'day').as('day'), count.as('count')])
      .where('creator_id', '=', creatorId)
      .where('status', '!=', 'pending')
      .where('subscribed_at', '>', period.from)
      .where('subscribed_at', '<=', period.to)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('tribe_subscribers')
      .select([bucketOf(dialect, 'status_changed_at', 'day').as('day'), count.as('count')])
      .where('creator_id', '=', creatorId)
      .where('status', 'not in', ['active', 'pending'])
      .where('subscribed_at', '<=', period.to)
      .where('status_changed_at', '>', period.from)
      .where('status_changed_at', '<=', period.to)
      .groupBy('day')
      .execute(),
  ]);
  const byDay = (rows: { day: string; count: number }[]) =>
    new Map(rows.map((row) => [row.day, Number(row.count)]));
  return { joins: byDay(joins), leaves: byDay(leaves) };
}

/** A creator's campaigns: how many, how many sent, how many created in a period. */
export async function countCampaigns(
  db: Db,
  creatorId: number,
  periods: { current: { from: string; to: string }; previous: { from: string; to: string } },
) {
  const within = (period: { from: string; to: string }) =>
    sql<number>`sum(case when created_at >= ${period.from} and created_at < ${period.to} then 1 else 0 end)`;
  const row = await db
    .selectFrom('campaigns')
    .select([
      count.as('total'),
      sql<number>`sum(case when status = 'sent' then 1 else 0 end)`.as('sent'),
      sql<number>`sum(case when status = 'sent' and channel = 'email' then 1 else 0 end)`.as(
        'sent_email',
      ),
      within(periods.current).as('current'),
      within(periods.previous).as('previous'),
    ])
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    sent: Number(row.sent ?? 0),
    sentEmail: Number(row.sent_email ?? 0),
    createdInCurrent: Number(row.current ?? 0),
    createdInPrevious: Number(row.previous ?? 0),
  };
}

function sentEmail(db: Db, creatorId: number) {
  return db
    .selectFrom('campaign_deliveries as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .where('c.creator_id', '=', creatorId)
    .where('c.channel', '=', 'email')
    .where('d.status', '=', 'sent');
}

/** Sent e-mail deliveries (all time, and those sent in a period) with people's opens and clicks. */
export async function countEmailEngagement(
  db: Db,
  creatorId: number,
  period: { from: string; to: string },
) {
  const inPeriod = sql`d.sent_at >= ${period.from} and d.sent_at < ${period.to}`;
  const row = await sentEmail(db, creatorId)
    .select([
      count.as('sent'),
      sql<number>`sum(case when d.machine_opened_at is not null and d.opened_at is null then 1 else 0 end)`.as(
        'machine_opens',
      ),
      sql<number>`sum(case when ${inPeriod} then 1 else 0 end)`.as('period_sent'),
      sql<number>`sum(case when ${inPeriod} and d.opened_at is not null then 1 else 0 end)`.as(
        'period_opened',
      ),
      sql<number>`sum(case when ${inPeriod} and d.clicked_at is not null then 1 else 0 end)`.as(
        'period_clicked',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    sent: Number(row.sent),
    machineOpens: Number(row.machine_opens ?? 0),
    period: {
      sent: Number(row.period_sent ?? 0),
      opened: Number(row.period_opened ?? 0),
      clicked: Number(row.period_clicked ?? 0),
    },
  };
}

/** People's opens and clicks of sent e-mail per UTC day of a period. */
export async function selectEngagementByDay(
  db: Db,
  dialect: Dialect,
  creatorId: number,
  period: { from: string; to: string },
) {
  const perDay = (column: 'd.opened_at' | 'd.clicked_at') =>
    sentEmail(db, creatorId)
      .select([bucketOf(dialect, column, 'day').as('day'), count.as('count')])
      .where(column, '>', period.from)
      .where(column, '<=', period.to)
      .groupBy('day')
      .execute();
  const [opens, clicks] = await Promise.all([perDay('d.opened_at'), perDay('d.clicked_at')]);
  const byDay = (rows: { day: string; count: number }[]) =>
    new Map(rows.map((row) => [row.day, Number(row.count)]));
  return { opens: byDay(opens), clicks: byDay(clicks) };
}

/** Per sent e-mail campaign, its sent deliveries and people's unique opens and clicks. */
export function selectSentEmailCampaignRates(db: Db, creatorId: number) {
  return sentEmail(db, creatorId)
    .where('c.status', '=', 'sent')
    .select([
      'c.id',
      count.as('sent'),
      sql<number>`sum(case when d.opened_at is not null then 1 else 0 end)`.as('opened'),
      sql<number>`sum(case when d.clicked_at is not null then 1 else 0 end)`.as('clicked'),
    ])
    .groupBy('c.id')
    .execute();
}
