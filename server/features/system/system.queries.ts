import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The cheapest round trip the database can answer, for timing it. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function upsertWebProcess(
  db: Kysely<Database>,
  process: { id: string; hostname: string; pid: number; startedAt: string; seenAt: string },
) {
  return db
    .insertInto('web_processes')
    .values({
      id: process.id,
      hostname: process.hostname,
      pid: process.pid,
      started_at: process.startedAt,
      seen_at: process.seenAt,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ seen_at: process.seenAt }))
    .execute();
}

export function deleteWebProcess(db: Kysely<Database>, id: string) {
  return db.deleteFrom('web_processes').where('id', '=', id).execute();
}

export async function countLiveWebProcesses(
  db: Kysely<Database>,
  seenSince: string,
): Promise<number> {
  const row = await db
    .selectFrom('web_processes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('seen_at', '>=', seenSince)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Processes that stopped without removing their row (killed, crashed). */
export function deleteWebProcessesSeenBefore(db: Kysely<Database>, before: string) {
  return db.deleteFrom('web_processes').where('seen_at', '<', before).execute();
}
