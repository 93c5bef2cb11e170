import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The viewer's subscription to a creator that still grants access (active, or canceled but paid up). */
export async function selectLiveSubscription(
  db: Db,
  subscriberId: number,
  creatorId: number,
  now: string,
) {
  return (
    (await db
      .selectFrom('tier_subscriptions')
      .innerJoin('subscription_tiers', 'subscription_tiers.id', 'tier_subscriptions.tier_id')
      .selectAll('tier_subscriptions')
      .select('subscription_tiers.name as tier_name')
      .where('tier_subscriptions.subscriber_id', '=', subscriberId)
      .where('tier_subscriptions.creator_id', '=', creatorId)
      .where('tier_subscriptions.current_period_end', '>', now)
      .orderBy('tier_subscriptions.current_period_end', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function selectSubscriptionWithTier(db: Db, subscriptionId: number) {
  return (
    (await db
      .selectFrom('tier_subscriptions')
      .innerJoin('subscription_tiers', 'subscription_tiers.id', 'tier_subscriptions.tier_id')
      .selectAll('tier_subscriptions')
      .select('subscription_tiers.name as tier_name')
      .where('tier_subscriptions.id', '=', subscriptionId)
      .executeTakeFirst()) ?? null
  );
}

export async function selectActiveSubscriptionId(db: Db, subscriberId: number, creatorId: number) {
  const row = await db
    .selectFrom('tier_subscriptions')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('creator_id', '=', creatorId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function insertSubscription(
  db: Db,
  row: {
    subscriberId: number;
    creatorId: number;
    tierId: number;
    priceCents: number;
    startedAt: string;
    periodEnd: string;
  },
) {
  return db
    .insertInto('tier_subscriptions')
    .values({
      subscriber_id: row.subscriberId,
      creator_id: row.creatorId,
      tier_id: row.tierId,
      price_cents: row.priceCents,
      status: 'active',
      started_at: row.startedAt,
      current_period_end: row.periodEnd,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function markCanceled(db: Db, subscriptionId: number, now: string) {
  return db
    .updateTable('tier_subscriptions')
    .set({ status: 'canceled', canceled_at: now })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .execute();
}

/** Active subscriptions whose paid period has ended: the renewal run charges them. */
export function selectDueSubscriptions(db: Db, now: string, limit: number) {
  return db
    .selectFrom('tier_subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

/** Moves the period on only if nobody else did (another process renewing the same row). */
export async function advancePeriod(
  db: Db,
  subscriptionId: number,
  fromEnd: string,
  toEnd: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('tier_subscriptions')
    .set({ current_period_end: toEnd })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .where('current_period_end', '=', fromEnd)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function countLiveSubscribers(
  db: Db,
  creatorId: number,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('tier_subscriptions')
    .select((eb) => eb.fn.count<number>('subscriber_id').distinct().as('count'))
    .where('creator_id', '=', creatorId)
    .where('current_period_end', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
