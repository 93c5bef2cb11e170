import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sumStudioBytes } from './media/media.queries';

/** For the storage quota: what the person's Studio media and rendered videos weigh (`db` may be a transaction). */
export function studioBytesOf(db: Kysely<Database>, userId: number): Promise<number> {
  return sumStudioBytes(db, userId);
}
