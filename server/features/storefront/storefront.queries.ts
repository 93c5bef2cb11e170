import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function selectSettings(db: Db, userId: number) {
  return (
    (await db
      .selectFrom('storefront_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? null
  );
}

export function upsertSettings(
  db: Db,
  userId: number,
  settings: { display_name: string | null; website: string | null; bio: string | null },
  now: string,
) {
  return db
    .insertInto('storefront_settings')
    .values({ user_id: userId, ...settings, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...settings, updated_at: now }),
    )
    .execute();
}

export function selectTiers(
  db: Db,
  creatorId: number,
  options: { activeOnly: boolean; now: string },
) {
  let query = db
    .selectFrom('subscription_tiers')
    .selectAll('subscription_tiers')
    .select((eb) =>
      eb
        .selectFrom('tier_subscriptions')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('tier_subscriptions.tier_id', '=', 'subscription_tiers.id')
        .where('tier_subscriptions.current_period_end', '>', options.now)
        .as('subscriber_count'),
    )
    .where('creator_id', '=', creatorId);
  if (options.activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('price_cents', 'asc').orderBy('id', 'asc').execute();
}

export async function selectTier(db: Db, tierId: number) {
  return (
    (await db
      .selectFrom('subscription_tiers')
      .selectAll()
      .where('id', '=', tierId)
      .executeTakeFirst()) ?? null
  );
}

export async function countTiers(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('subscription_tiers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface TierValues {
  name: string;
  price_cents: number;
  description: string | null;
  features: string;
  is_popular: number;
}

export function insertTier(db: Db, creatorId: number, tier: TierValues, now: string) {
  return db
    .insertInto('subscription_tiers')
    .values({ creator_id: creatorId, ...tier, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateTier(
  db: Db,
  tierId: number,
  changes: Partial<TierValues> & { is_active?: number },
  now: string,
) {
  return db
    .updateTable('subscription_tiers')
    .set({ ...changes, updated_at: now })
    .where('id', '=', tierId)
    .execute();
}

/** Any subscription ever taken on the tier: its history must stay, so such a tier is only deactivated. */
/** Whether anyone is on the tier, or waits to move to it at their renewal. */
export async function tierHasSubscriptions(db: Db, tierId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tier_subscriptions')
    .select('id')
    .where((eb) => eb.or([eb('tier_id', '=', tierId), eb('scheduled_tier_id', '=', tierId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function deleteTier(db: Db, tierId: number) {
  return db.deleteFrom('subscription_tiers').where('id', '=', tierId).execute();
}
