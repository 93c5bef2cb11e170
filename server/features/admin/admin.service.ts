/**
 * The admin console's rules: which range a figure covers, who counts as what, and the two
 * actions on an account (role, suspension), each written with its audit row in one
 * transaction. The counting itself is SQL (admin.queries.ts).
 */
import type {
  AdminAnalytics,
  AdminUser,
  AdminUsersReply,
  AnalyticsPoint,
  SubscriptionAction,
  TimeRange,
  TopUser,
} from '../../../contract/admin';
import { AdminLimits, TimeRangeHours } from '../../../contract/admin';
import { AccessLimits } from '../../../contract/limits';
import type { UserRole } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { recordAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import {
  changeRole,
  forgetPublicPages,
  lockPerson,
  reactivateAccount,
  suspendAccount,
} from '../users/users.service';
import type { Bucket, BucketCount, Range } from './admin.queries';
import {
  countFilteredUsers,
  countSubscriptionsInForce,
  countTrialUsers,
  countUsers,
  selectActiveUsersByBucket,
  selectAdminUser,
  selectFeatureUsage,
  selectGenerationCounts,
  selectRevenueByBucket,
  selectSignupsByBucket,
  selectSubscriptionStats,
  selectTopUsers,
  selectUsersPage,
  sumLedger,
} from './admin.queries';
import { presentAdminUser, presentSubscriptionStat, presentTopUser } from './admin.presenter';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The range a time range names, ending now: [now - range, now]. */
export function rangeOf(timeRange: TimeRange, now: Date): Range {
  return {
    from: new Date(now.getTime() - TimeRangeHours[timeRange] * HOUR_MS).toISOString(),
    // Inclusive of this very moment: `to` is the next millisecond.
    to: new Date(now.getTime() + 1).toISOString(),
  };
}

/** Hours for the last day, days for longer ranges: each chart has from 8 to 91 points. */
export function bucketFor(timeRange: TimeRange): Bucket {
  return timeRange === '24h' ? 'hour' : 'day';
}

/** Every bucket the range touches, oldest first, as the keys the queries group by. */
export function bucketKeys(range: Range, bucket: Bucket): string[] {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const end = new Date(range.to).getTime();
  const keys: string[] = [];
  for (let at = Math.floor(new Date(range.from).getTime() / size) * size; at < end; at += size) {
    keys.push(new Date(at).toISOString().slice(0, bucket === 'hour' ? 13 : 10));
  }
  return keys;
}

function bucketStart(key: string, bucket: Bucket): string {
  return bucket === 'hour' ? `${key}:00:00.000Z` : `${key}T00:00:00.000Z`;
}

function byKey(counts: BucketCount[]): Map<string, number> {
  return new Map(counts.map((count) => [count.bucket, count.value]));
}

/** The dashboard's figures for a time range (GET /api/admin/analytics). */
export async function platformAnalytics(
  ctx: ServiceContext,
  timeRange: TimeRange,
): Promise<AdminAnalytics> {
  const now = ctx.now();
  const nowIso = now.toISOString();
  const range = rangeOf(timeRange, now);
  const lastMonth = rangeOf('30d', now);
  const trialSince = new Date(now.getTime() - AccessLimits.trialDays * DAY_MS).toISOString();
  const bucket = bucketFor(timeRange);
  const { db, dialect } = ctx;

  const [
    totalUsers,
    newUsers,
    subscriptions,
    monthlyRevenue,
    rangeRevenue,
    trialUsers,
    featureUsage,
    subscriptionStats,
    signups,
    revenue,
    activeUsers,
  ] = await Promise.all([
    countUsers(db),
    countUsers(db, range),
    countSubscriptionsInForce(db, nowIso),
    sumLedger(db, lastMonth),
    sumLedger(db, range),
    countTrialUsers(db, trialSince, nowIso),
    selectFeatureUsage(db, range),
    selectSubscriptionStats(db, range, nowIso),
    selectSignupsByBucket(db, dialect, range, bucket),
    selectRevenueByBucket(db, dialect, range, bucket),
    selectActiveUsersByBucket(db, dialect, range, bucket),
  ]);

  const signupsAt = byKey(signups);
  const revenueAt = byKey(revenue);
  const activeAt = byKey(activeUsers);
  const series: AnalyticsPoint[] = bucketKeys(range, bucket).map((key) => ({
    at: bucketStart(key, bucket),
    signups: signupsAt.get(key) ?? 0,
    revenue_cents: revenueAt.get(key) ?? 0,
    active_users: activeAt.get(key) ?? 0,
  }));

  return {
    time_range: timeRange,
    from: range.from,
    to: nowIso,
    bucket,
    totalUsers,
    newUsers,
    activeSubscriptions: subscriptions.inForce,
    renewingSubscriptions: subscriptions.renewing,
    monthlyRevenue,
    rangeRevenue,
    trialUsers,
    featureUsage: featureUsage.map((usage) => ({
      feature_name: usage.feature_name,
      unique_users: Number(usage.unique_users),
      total_usage: Number(usage.total_usage),
    })),
    subscriptionStats: subscriptionStats.map(presentSubscriptionStat),
    series,
  };
}

/** The Most Active Users table (see selectTopUsers for what "active" means). */
export async function topUsers(ctx: ServiceContext): Promise<TopUser[]> {
  const now = ctx.now();
  const trialSince = new Date(now.getTime() - AccessLimits.trialDays * DAY_MS).toISOString();
  const rows = await selectTopUsers(ctx.db, {
    limit: AdminLimits.topUsers,
    now: now.toISOString(),
  });
  return rows.map((row) => presentTopUser(row, trialSince));
}

/** One page of the users list, newest first, with the page count the pager shows. */
export async function listUsers(
  ctx: ServiceContext,
  query: { page: number; limit: number; search?: string; role?: UserRole },
): Promise<AdminUsersReply> {
  const filter = { search: query.search, role: query.role };
  const [total, rows] = await Promise.all([
    countFilteredUsers(ctx.db, filter),
    selectUsersPage(ctx.db, filter, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
  ]);
  const generations = await selectGenerationCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => presentAdminUser(row, generations.get(row.id) ?? 0)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      total_pages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

async function presentOne(ctx: ServiceContext, userId: number): Promise<AdminUser> {
  const row = await selectAdminUser(ctx.db, userId);
  if (!row) throw notFound('User not found');
  const generations = await selectGenerationCounts(ctx.db, [userId]);
  return presentAdminUser(row, generations.get(userId) ?? 0);
}

/**
 * Gives an account another role, with its audit row, in one transaction. The role applies
 * to the person's very next request (sessions read it each time).
 */
export async function changeUserRole(
  ctx: ServiceContext,
  actor: Actor,
  userId: number,
  role: UserRole,
): Promise<AdminUser> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, ctx.dialect, userId);
    const user = await selectAdminUser(trx, userId);
    if (!user) throw notFound('User not found');
    authorize(actor, 'user.changeRole', { id: user.id, role: user.role, newRole: role });
    if (user.role !== role) await changeRole(ctx, trx, userId, role);
    await recordAudit(
      trx,
      actor,
      'user.role_changed',
      { type: 'user', id: userId },
      { email: user.email, from: user.role, to: role },
    );
  });
  forgetPublicPages(ctx);
  return presentOne(ctx, userId);
}

/**
 * Suspends or reactivates an account, with its audit row, in one transaction. A suspension
 * ends every session of theirs with the same commit (see suspendAccount for the rest).
 */
export async function changeUserStanding(
  ctx: ServiceContext,
  actor: Actor,
  userId: number,
  action: SubscriptionAction,
): Promise<AdminUser> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, ctx.dialect, userId);
    const user = await selectAdminUser(trx, userId);
    if (!user) throw notFound('User not found');
    authorize(actor, 'user.suspend', { id: user.id });
    if (action === 'suspend') await suspendAccount(ctx, trx, userId);
    else await reactivateAccount(ctx, trx, userId);
    await recordAudit(
      trx,
      actor,
      action === 'suspend' ? 'user.suspended' : 'user.activated',
      { type: 'user', id: userId },
      { email: user.email, from: user.status, to: action === 'suspend' ? 'suspended' : 'active' },
    );
  });
  forgetPublicPages(ctx);
  return presentOne(ctx, userId);
}
