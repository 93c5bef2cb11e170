import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function selectTrackingEnabled(db: Db, creatorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tribe_preferences')
    .select('tracking_enabled')
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  // Tracking is on until a creator switches it off.
  return row ? row.tracking_enabled === 1 : true;
}

export function upsertTrackingEnabled(db: Db, creatorId: number, enabled: boolean, now: string) {
  const value = enabled ? 1 : 0;
  return db
    .insertInto('tribe_preferences')
    .values({ creator_id: creatorId, tracking_enabled: value, updated_at: now })
    .onConflict((oc) =>
      oc.column('creator_id').doUpdateSet({ tracking_enabled: value, updated_at: now }),
    )
    .execute();
}
