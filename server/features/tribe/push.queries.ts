import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function insertPushSubscription(
  db: Db,
  row: {
    creator_id: number;
    /** Signed in when subscribing: the account, for segments; null when signed out. */
    user_id: number | null;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: string;
  },
) {
  return db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['creator_id', 'endpoint'])
        .doUpdateSet({ p256dh: row.p256dh, auth: row.auth, user_id: row.user_id }),
    )
    .execute();
}

/**
 * A browser the push service says is gone (404, 410). Its deliveries are detached first, so
 * the campaigns' history keeps them (the foreign key would delete them with the browser) and
 * any still queued for it are skipped rather than sent.
 */
export async function deletePushSubscription(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('campaign_deliveries')
      .set({ push_subscription_id: null })
      .where('push_subscription_id', '=', id)
      .execute();
    await trx.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  });
}

export async function countPushSubscriptions(db: Db, creatorId: number) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores a setting unless one is stored already (two processes agree on the first). */
export function insertSettingIfAbsent(db: Db, key: string, value: string, now: string) {
  return db
    .insertInto('app_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function selectSetting(db: Db, key: string) {
  return db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}
