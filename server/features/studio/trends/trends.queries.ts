import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { STUDIO_CONTENT_TYPE } from '../generator/generator.queries';

const RECENT_LIMIT = 5000;

/** Public, visible posts since `since`: the instance's own content behind trends. */
export function selectRecentPosts(db: Kysely<Database>, since: string) {
  return (
    db
      .selectFrom('posts')
      .select([
        'id',
        'creator_id',
        'title',
        'content',
        'content_type',
        'view_count',
        'share_count',
        'like_count',
        'comment_count',
        'created_at',
      ])
      .where('created_at', '>=', since)
      .where('visibility', '=', 'public')
      .where('hidden_at', 'is', null)
      // The newest few thousand carry a trend; a flood of posts must not make this unbounded.
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute()
  );
}

/** Studio generations since `since`: their hashtags and platform count as uses. */
export function selectRecentStudioGenerations(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('generations')
    .select(['user_id', 'items', 'created_at'])
    .where('content_type', '=', STUDIO_CONTENT_TYPE)
    .where('removed_at', 'is', null)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
}

export function selectTopics(db: Kysely<Database>, options: { includeHidden: boolean }) {
  let query = db.selectFrom('trend_topics').selectAll();
  if (!options.includeHidden) query = query.where('hidden', '=', 0);
  return query.orderBy('id').execute();
}

export function selectTopic(db: Kysely<Database>, id: number) {
  return db.selectFrom('trend_topics').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface TopicValues {
  topic: string;
  category: string;
  platform: string;
  description: string;
  hashtags: string;
  hidden: number;
}

export function insertTopic(db: Kysely<Database>, values: TopicValues, now: string) {
  return db
    .insertInto('trend_topics')
    .values({ ...values, source: 'admin', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTopic(db: Kysely<Database>, id: number, values: TopicValues, now: string) {
  return db
    .updateTable('trend_topics')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
