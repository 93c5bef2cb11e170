import type { Kysely, Transaction } from 'kysely';
import type { Database, ProSubscriptionRow } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The Pro period that ends last, if it has not ended yet. */
export async function selectCurrentProSubscription(
  db: Db,
  userId: number,
  now: string,
): Promise<ProSubscriptionRow | null> {
  return (
    (await db
      .selectFrom('pro_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('current_period_end', '>', now)
      .orderBy('current_period_end', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/** What the premium rule reads of a person: when they signed up. */
export async function selectSignUpTime(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export function insertProSubscription(
  db: Db,
  row: { userId: number; plan: string; periodStart: string; periodEnd: string; createdAt: string },
) {
  return db
    .insertInto('pro_subscriptions')
    .values({
      user_id: row.userId,
      plan: row.plan,
      status: 'active',
      current_period_start: row.periodStart,
      current_period_end: row.periodEnd,
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertFeatureAccess(
  db: Db,
  row: {
    userId: number;
    featureName: string;
    accessType: string;
    isPremium: boolean;
    createdAt: string;
  },
) {
  return db
    .insertInto('feature_access_log')
    .values({
      user_id: row.userId,
      feature_name: row.featureName,
      access_type: row.accessType,
      is_premium_feature: row.isPremium ? 1 : 0,
      created_at: row.createdAt,
    })
    .execute();
}

/** The provider billed one more period (never moves the end back). */
export function extendProPeriod(db: Db, proSubscriptionId: number, periodEnd: string) {
  return db
    .updateTable('pro_subscriptions')
    .set({ current_period_end: periodEnd })
    .where('id', '=', proSubscriptionId)
    .where('current_period_end', '<', periodEnd)
    .execute();
}

/** No more renewals: Pro lasts until the paid period ends. */
export function markProCanceled(db: Db, proSubscriptionId: number, now: string) {
  return db
    .updateTable('pro_subscriptions')
    .set({ status: 'canceled', canceled_at: now })
    .where('id', '=', proSubscriptionId)
    .where('status', '=', 'active')
    .execute();
}

/** Renews again (resumed at the provider) while its paid period lasts. */
export function markProResumed(db: Db, proSubscriptionId: number, now: string) {
  return db
    .updateTable('pro_subscriptions')
    .set({ status: 'active', canceled_at: null })
    .where('id', '=', proSubscriptionId)
    .where('status', '=', 'canceled')
    .where('current_period_end', '>', now)
    .execute();
}

/** The plan the provider bills now (moved between monthly and yearly at the provider). */
export function setProPlan(db: Db, proSubscriptionId: number, plan: string) {
  return db
    .updateTable('pro_subscriptions')
    .set({ plan })
    .where('id', '=', proSubscriptionId)
    .execute();
}

export async function selectProPlanOf(db: Db, proSubscriptionId: number) {
  const row = await db
    .selectFrom('pro_subscriptions')
    .select('plan')
    .where('id', '=', proSubscriptionId)
    .executeTakeFirst();
  return row?.plan ?? null;
}

/** Refunded: Pro ends now. */
export function endProNow(db: Db, proSubscriptionId: number, now: string) {
  return db
    .updateTable('pro_subscriptions')
    .set({ status: 'canceled', canceled_at: now, current_period_end: now })
    .where('id', '=', proSubscriptionId)
    .where('current_period_end', '>', now)
    .execute();
}
