import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function insertPushSubscription(
  db: Db,
  row: { creator_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
) {
  return db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['creator_id', 'endpoint']).doUpdateSet({ p256dh: row.p256dh, auth: row.auth }),
    )
    .execute();
}

export function deletePushSubscription(db: Db, id: number) {
  return db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function countPushSubscriptions(db: Db, creatorId: number) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
