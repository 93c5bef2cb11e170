import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function insertSuppression(
  db: Db,
  row: { creator_id: number; email_hash: string; reason: string; created_at: string },
) {
  return db
    .insertInto('tribe_suppressions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['creator_id', 'email_hash']).doUpdateSet({ reason: row.reason }),
    )
    .execute();
}

export function selectSuppressions(db: Db, creatorId: number, emailHashes: string[]) {
  if (emailHashes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tribe_suppressions')
    .select(['email_hash', 'reason'])
    .where('creator_id', '=', creatorId)
    .where('email_hash', 'in', emailHashes)
    .execute();
}

export function deleteUnsubscribeSuppression(db: Db, creatorId: number, emailHash: string) {
  return db
    .deleteFrom('tribe_suppressions')
    .where('creator_id', '=', creatorId)
    .where('email_hash', '=', emailHash)
    .where('reason', '=', 'unsubscribed')
    .execute();
}
