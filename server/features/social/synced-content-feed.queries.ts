import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The newest few thousand carry a trend; a flood of synced items must not make this unbounded. */
const RECENT_LIMIT = 5000;

/** Synced items posted since `since`, every creator's, newest first (by `social_content_posted_idx`). */
export function syncedContentSinceQuery(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('social_content')
    .select([
      'user_id',
      'platform',
      'title',
      'description',
      'posted_at',
      'views',
      'likes',
      'comments',
      'shares',
    ])
    .where('posted_at', '>=', since)
    .orderBy('posted_at', 'desc')
    .limit(RECENT_LIMIT);
}

export function selectSyncedContentSince(db: Kysely<Database>, since: string) {
  return syncedContentSinceQuery(db, since).execute();
}
