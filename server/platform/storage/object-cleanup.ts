/**
 * Objects and the rows that name them, kept in step across a crash. The store and the database
 * cannot share a transaction, so each change leaves a note in `object_cleanup` first:
 *
 * - a new object: `reserveObjectKey` notes its key (due a day later) before the bytes are
 *   written; the transaction that records the key in its row calls `keepObject`. A process
 *   killed in between leaves the note, and the cleanup job deletes the object a day later.
 * - an object no row will name any more: `dropObject` in the transaction that drops the
 *   reference notes it (due at once); `deleteDroppedObjects` after the commit deletes it. A
 *   process killed in between leaves the note, and the cleanup job deletes it within the hour.
 */
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import { newObjectKey } from './object-store';
import { markForCleanup, selectDueCleanup, unmarkForCleanup } from './object-cleanup.queries';

/** How long an object being written may go without its row before it counts as abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 500;

/** A fresh key under `prefix`, noted so the object goes unless `keepObject` claims it. */
export async function reserveObjectKey(ctx: ServiceContext, prefix: string): Promise<string> {
  const key = newObjectKey(prefix);
  const due = new Date(ctx.now().getTime() + ABANDONED_AFTER_MS).toISOString();
  await markForCleanup(ctx.db, key, due);
  return key;
}

/** In the transaction that records `key` in its row: the object stays. */
export async function keepObject(trx: Kysely<Database>, key: string): Promise<void> {
  await unmarkForCleanup(trx, key);
}

/** In the transaction that drops the last reference to `key`: the object is to go. */
export async function dropObject(
  trx: Kysely<Database>,
  key: string | null,
  now: Date,
): Promise<void> {
  if (key) await markForCleanup(trx, key, now.toISOString());
}

/**
 * After the transaction that dropped them (or for a reserved key whose upload failed): deletes
 * the objects and their notes. A failure only leaves the note for the cleanup job, so it is
 * logged, never thrown: the user's action has already succeeded or failed on its own terms.
 */
export async function deleteDroppedObjects(
  ctx: ServiceContext,
  keys: readonly (string | null)[],
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await ctx.storage.delete(key);
      await unmarkForCleanup(ctx.db, key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'could not delete an object; the cleanup job will');
    }
  }
}

/** The cleanup job's part: deletes every object whose note is due; returns how many. */
export async function deleteDueObjects(ctx: ServiceContext): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await selectDueCleanup(ctx.db, ctx.now().toISOString(), BATCH);
    for (const key of keys) {
      await ctx.storage.delete(key);
      await unmarkForCleanup(ctx.db, key);
    }
    deleted += keys.length;
    if (keys.length < BATCH) return deleted;
  }
}
