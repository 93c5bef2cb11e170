import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function selectSettingRows(db: Kysely<Database>) {
  return db.selectFrom('app_settings').select(['key', 'value']).execute();
}

export function upsertSetting(db: Kysely<Database>, key: string, value: string, now: string) {
  return db
    .insertInto('app_settings')
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
