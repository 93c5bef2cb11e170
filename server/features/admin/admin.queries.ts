/**
 * The admin console's reads: every figure is counted or summed by the database, on SQLite and
 * PostgreSQL alike. Timestamps are ISO-8601 UTC strings on SQLite and timestamptz on
 * PostgreSQL; ranges are [from, to) compared on those columns (both engines order them in
 * time), and the only engine-specific piece is how a timestamp is cut to its hour or day.
 */
import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Bucket } from '../../db/time-bucket';
export type { Bucket } from '../../db/time-bucket';
import { bucketOf } from '../../db/time-bucket';
import { escapeLikePattern } from '../../db/like-pattern';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface Range {
  from: string;
  to: string;
}

const countAll = sql<number>`count(*)`;

// ---------------------------------------------------------------------------------- figures

export async function countUsers(db: Db, createdIn?: Range): Promise<number> {
  let query = db.selectFrom('users').select(countAll.as('count'));
  if (createdIn) {
    query = query.where('created_at', '>=', createdIn.from).where('created_at', '<', createdIn.to);
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Ledger money in the range: payments and refunds (negative rows) together. */
export async function sumLedger(db: Db, range: Range): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * People in their trial at `now`: signed up after `trialSince` (now minus the trial's days)
 * with no Pro period that ends after now, which is how the premium rule decides it.
 */
export async function countTrialUsers(db: Db, trialSince: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(countAll.as('count'))
    .where('users.created_at', '>', trialSince)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pro_subscriptions')
            .select('pro_subscriptions.id')
            .whereRef('pro_subscriptions.user_id', '=', 'users.id')
            .where('pro_subscriptions.current_period_end', '>', now),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Subscriptions (Pro and tiers) whose paid period is not over, and how many of them renew. */
export async function countSubscriptionsInForce(
  db: Db,
  now: string,
): Promise<{ inForce: number; renewing: number }> {
  const renewing = sql<number>`coalesce(sum(case when status = 'active' then 1 else 0 end), 0)`;
  const [pro, tiers] = await Promise.all([
    db
      .selectFrom('pro_subscriptions')
      .select([countAll.as('count'), renewing.as('renewing')])
      .where('current_period_end', '>', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tier_subscriptions')
      .select([countAll.as('count'), renewing.as('renewing')])
      .where('current_period_end', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    inForce: Number(pro.count) + Number(tiers.count),
    renewing: Number(pro.renewing) + Number(tiers.renewing),
  };
}

/**
 * Use of each feature in the range from the access log: people and times. A refusal at the
 * premium gate (`blocked`) is an attempt, not use, and is left out. Most used first.
 */
export function selectFeatureUsage(db: Db, range: Range) {
  return db
    .selectFrom('feature_access_log')
    .select((eb) => [
      'feature_name',
      eb.fn.count<number>('user_id').distinct().as('unique_users'),
      countAll.as('total_usage'),
    ])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('access_type', '!=', 'blocked')
    .groupBy('feature_name')
    .orderBy('total_usage', 'desc')
    .orderBy('feature_name')
    .execute();
}

export interface SubscriptionStatRow {
  subscription_type: string;
  status: string;
  count: number;
  total_revenue_cents: number;
}

/**
 * Subscriptions by type and state now (`expired` once the paid period is over, otherwise
 * `active` if it renews, else `canceled`), each group with the ledger money its subscriptions
 * brought in during the range (renewals and refunds included). Grouped on the aliases of a
 * subquery, so PostgreSQL never has to match two copies of an expression with parameters.
 */
export async function selectSubscriptionStats(
  db: Db,
  range: Range,
  now: string,
): Promise<SubscriptionStatRow[]> {
  const state = (table: string) =>
    sql<string>`case when ${sql.ref(`${table}.current_period_end`)} <= ${now} then 'expired' when ${sql.ref(`${table}.status`)} = 'active' then 'active' else 'canceled' end`;

  const pro = db
    .selectFrom('pro_subscriptions as s')
    .leftJoin('payments as p', (join) =>
      join
        .on('p.kind', '=', 'pro_subscription')
        .onRef('p.reference_id', '=', 's.id')
        .on('p.created_at', '>=', range.from)
        .on('p.created_at', '<', range.to),
    )
    .select([
      's.id',
      sql<string>`case when s.plan = 'price_yearly' then 'pro_yearly' else 'pro_monthly' end`.as(
        'subscription_type',
      ),
      state('s').as('status'),
      'p.amount_cents',
    ]);
  const tiers = db
    .selectFrom('tier_subscriptions as s')
    .leftJoin('payments as p', (join) =>
      join
        .on('p.kind', '=', 'tier_subscription')
        .onRef('p.reference_id', '=', 's.id')
        .on('p.created_at', '>=', range.from)
        .on('p.created_at', '<', range.to),
    )
    .select([
      's.id',
      sql<string>`'tier'`.as('subscription_type'),
      state('s').as('status'),
      'p.amount_cents',
    ]);

  const grouped = (rows: typeof pro) =>
    db
      .selectFrom(rows.as('t'))
      .select((eb) => [
        't.subscription_type',
        't.status',
        eb.fn.count<number>('t.id').distinct().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.lit(0)).as('total_revenue_cents'),
      ])
      .groupBy(['t.subscription_type', 't.status'])
      .execute();

  const rows = [...(await grouped(pro)), ...(await grouped(tiers))];
  return rows.map((row) => ({
    subscription_type: row.subscription_type,
    status: row.status,
    count: Number(row.count),
    total_revenue_cents: Number(row.total_revenue_cents),
  }));
}

// ---------------------------------------------------------------------------------- series

export interface BucketCount {
  bucket: string;
  value: number;
}

export async function selectSignupsByBucket(
  db: Db,
  dialect: Dialect,
  range: Range,
  bucket: Bucket,
): Promise<BucketCount[]> {
  const rows = await db
    .selectFrom('users')
    .select([bucketOf(dialect, 'created_at', bucket).as('bucket'), countAll.as('value')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(sql`bucket`)
    .execute();
  return rows.map((row) => ({ bucket: row.bucket, value: Number(row.value) }));
}

export async function selectRevenueByBucket(
  db: Db,
  dialect: Dialect,
  range: Range,
  bucket: Bucket,
): Promise<BucketCount[]> {
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [
      bucketOf(dialect, 'created_at', bucket).as('bucket'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('value'),
    ])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(sql`bucket`)
    .execute();
  return rows.map((row) => ({ bucket: row.bucket, value: Number(row.value) }));
}

/** People who used a feature (not refused) or generated content, per bucket. */
export async function selectActiveUsersByBucket(
  db: Db,
  dialect: Dialect,
  range: Range,
  bucket: Bucket,
): Promise<BucketCount[]> {
  const events = db
    .selectFrom('feature_access_log')
    .select(['user_id', 'created_at'])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('access_type', '!=', 'blocked')
    .unionAll(
      db
        .selectFrom('generations')
        .select(['user_id', 'created_at'])
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to),
    );
  const rows = await db
    .selectFrom(events.as('e'))
    .select((eb) => [
      bucketOf(dialect, 'e.created_at', bucket).as('bucket'),
      eb.fn.count<number>('e.user_id').distinct().as('value'),
    ])
    .groupBy(sql`bucket`)
    .execute();
  return rows.map((row) => ({ bucket: row.bucket, value: Number(row.value) }));
}

// ---------------------------------------------------------------------------------- people

/**
 * The most active people: the most generations (D-Cypher and Backline Studio outputs, the
 * work the platform exists for), then the most sign-ins, then the oldest account. Each comes
 * with whether a Pro period of theirs runs past `now`.
 */
export function selectTopUsers(db: Db, options: { limit: number; now: string }) {
  const generationCounts = db
    .selectFrom('generations')
    .select(['user_id', countAll.as('total')])
    .groupBy('user_id');
  return db
    .selectFrom('users')
    .leftJoin(generationCounts.as('g'), 'g.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.role',
      'users.created_at',
      eb.fn.coalesce('g.total', eb.lit(0)).as('total_generations'),
      eb
        .exists(
          eb
            .selectFrom('pro_subscriptions')
            .select('pro_subscriptions.id')
            .whereRef('pro_subscriptions.user_id', '=', 'users.id')
            .where('pro_subscriptions.current_period_end', '>', options.now),
        )
        .as('is_paid'),
    ])
    .orderBy('total_generations', 'desc')
    .orderBy('users.login_count', 'desc')
    .orderBy('users.id')
    .limit(options.limit)
    .execute();
}

export interface UserFilter {
  search?: string;
  role?: string;
}

function filtered(db: Db, filter: UserFilter) {
  let query = db.selectFrom('users');
  if (filter.search) {
    // Addresses are stored lower-cased; lower() on both sides keeps any that were not. A
    // search for part of an address reads every address (no index serves `%part%` on both
    // engines); the order and the role filter of the list are indexed.
    const pattern = `%${escapeLikePattern(filter.search.toLowerCase())}%`;
    query = query.where(
      (eb) => sql<SqlBool>`lower(${eb.ref('users.email')}) like ${pattern} escape '\\'`,
    );
  }
  if (filter.role) query = query.where('users.role', '=', filter.role);
  return query;
}

export async function countFilteredUsers(db: Db, filter: UserFilter): Promise<number> {
  const row = await filtered(db, filter).select(countAll.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

const adminUserColumns = [
  'users.id',
  'users.email',
  'users.role',
  'users.status',
  'users.login_count',
  'users.created_at',
] as const;

/** One page of people, newest first (users_created_at_idx, or users_role_created_idx by role). */
export function selectUsersPage(
  db: Db,
  filter: UserFilter,
  page: { offset: number; limit: number },
) {
  return filtered(db, filter)
    .select(adminUserColumns)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function selectAdminUser(db: Db, id: number) {
  return (
    (await db
      .selectFrom('users')
      .select(adminUserColumns)
      .where('users.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof selectAdminUser>>>;

/** How many generations each of `userIds` made. */
export async function selectGenerationCounts(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('generations')
    .select(['user_id', countAll.as('total')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
}
