import type { Logger } from 'pino';
import type { ObjectStore } from './object-store';

/**
 * Deletes an object nothing refers to any more (a replaced picture, an upload that failed).
 * A failure to delete only leaves an orphan, so it is logged, never thrown: the user's action
 * has already succeeded or failed on its own terms.
 */
export async function discardObject(
  store: ObjectStore,
  log: Logger,
  key: string | null,
  what: string,
): Promise<void> {
  if (!key) return;
  try {
    await store.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, `could not delete ${what}`);
  }
}
