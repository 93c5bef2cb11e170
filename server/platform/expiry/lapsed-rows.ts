import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Rows that stop meaning anything after a while: sign-in handshakes, e-mailed links, what
 * signed-out visitors leave behind. Each feature names its own in server/expiring-rows.ts
 * with the query that deletes them; one scheduled job runs them all.
 */
export interface LapsedRows {
  /** What lapses, for the log: "password-reset links". */
  name: string;
  forget(db: Kysely<Database>, now: Date): Promise<unknown>;
}
