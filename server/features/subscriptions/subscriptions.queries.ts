import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A subscription with the names of its tier and of the tier a waiting change moves it to. */
function selectSubscriptionRows(db: Db) {
  return db
    .selectFrom('tier_subscriptions')
    .innerJoin('subscription_tiers', 'subscription_tiers.id', 'tier_subscriptions.tier_id')
    .leftJoin(
      'subscription_tiers as scheduled_tier',
      'scheduled_tier.id',
      'tier_subscriptions.scheduled_tier_id',
    )
    .selectAll('tier_subscriptions')
    .select(['subscription_tiers.name as tier_name', 'scheduled_tier.name as scheduled_tier_name']);
}

/** The viewer's subscription to a creator that still grants access (active, or canceled but paid up). */
export async function selectLiveSubscription(
  db: Db,
  subscriberId: number,
  creatorId: number,
  now: string,
) {
  return (
    (await selectSubscriptionRows(db)
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
    (await selectSubscriptionRows(db)
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

/** Stops renewal; a change that waited for the renewal goes with it. */
export function markCanceled(db: Db, subscriptionId: number, now: string) {
  return db
    .updateTable('tier_subscriptions')
    .set({
      status: 'canceled',
      canceled_at: now,
      scheduled_tier_id: null,
      scheduled_price_cents: null,
    })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .execute();
}

/** Renews again, if it is still canceled and its paid period has not ended; true when it did. */
export async function markResumed(db: Db, subscriptionId: number, now: string): Promise<boolean> {
  const resumed = await db
    .updateTable('tier_subscriptions')
    .set({ status: 'active', canceled_at: null })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'canceled')
    .where('current_period_end', '>', now)
    .returning('id')
    .executeTakeFirst();
  return resumed !== undefined;
}

/**
 * Moves an active subscription to a tier now, from the tier it was on (nobody else changed
 * it meanwhile), dropping any waiting change; true when it did.
 */
export async function switchTier(
  db: Db,
  subscriptionId: number,
  change: { fromTierId: number; toTierId: number; priceCents: number },
): Promise<boolean> {
  const switched = await db
    .updateTable('tier_subscriptions')
    .set({
      tier_id: change.toTierId,
      price_cents: change.priceCents,
      scheduled_tier_id: null,
      scheduled_price_cents: null,
    })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .where('tier_id', '=', change.fromTierId)
    .returning('id')
    .executeTakeFirst();
  return switched !== undefined;
}

/** At a renewal: the waiting change becomes the tier, if it is still the one that waited. */
export async function applyScheduledTier(
  db: Db,
  subscriptionId: number,
  scheduled: { tierId: number; priceCents: number },
): Promise<boolean> {
  const applied = await db
    .updateTable('tier_subscriptions')
    .set({
      tier_id: scheduled.tierId,
      price_cents: scheduled.priceCents,
      scheduled_tier_id: null,
      scheduled_price_cents: null,
    })
    .where('id', '=', subscriptionId)
    .where('scheduled_tier_id', '=', scheduled.tierId)
    .where('scheduled_price_cents', '=', scheduled.priceCents)
    .returning('id')
    .executeTakeFirst();
  return applied !== undefined;
}

/** Sets (or, with null, drops) the change an active subscription makes at its renewal. */
export function scheduleTier(
  db: Db,
  subscriptionId: number,
  scheduled: { tierId: number; priceCents: number } | null,
) {
  return db
    .updateTable('tier_subscriptions')
    .set({
      scheduled_tier_id: scheduled?.tierId ?? null,
      scheduled_price_cents: scheduled?.priceCents ?? null,
    })
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

/** The provider billed one more period (never moves the end back). */
export function extendPeriod(db: Db, subscriptionId: number, periodEnd: string) {
  return db
    .updateTable('tier_subscriptions')
    .set({ current_period_end: periodEnd })
    .where('id', '=', subscriptionId)
    .where('current_period_end', '<', periodEnd)
    .execute();
}

/** The price the provider bills each period now (changed at the provider). */
export function setPrice(db: Db, subscriptionId: number, priceCents: number) {
  return db
    .updateTable('tier_subscriptions')
    .set({ price_cents: priceCents })
    .where('id', '=', subscriptionId)
    .execute();
}

/** A refunded subscription stops opening the artist's content now. */
export function endNow(db: Db, subscriptionId: number, now: string) {
  return db
    .updateTable('tier_subscriptions')
    .set({
      status: 'canceled',
      canceled_at: now,
      current_period_end: now,
      scheduled_tier_id: null,
      scheduled_price_cents: null,
    })
    .where('id', '=', subscriptionId)
    .where('current_period_end', '>', now)
    .execute();
}
