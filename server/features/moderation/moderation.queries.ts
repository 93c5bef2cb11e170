/**
 * The moderation queue's SQL: what D-Cypher and Backline Studio wrote (`generations`, a table
 * kept for the writers' history and for this queue) and the posts and comments people
 * reported, each read newest first from an index; the flag columns moderators set; erasing a
 * removed generation's words. Removing posts and comments is their features' own business
 * (posts.service, comments.service), as is writing reports.
 */
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import { ModerationLimits } from '../../../contract/limits';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Where queue items come from; a generation source is its `generations.content_type`. */
export type QueueSource = 'text_generation' | 'backline' | 'post' | 'comment';

/**
 * The queue is ordered by (queued_at desc, source rank desc, id desc); the rank breaks ties
 * between sources that queued something in the same millisecond.
 */
export const SOURCE_RANK: Record<QueueSource, number> = {
  text_generation: 3,
  backline: 2,
  post: 1,
  comment: 0,
};

/** The last item of a page: its queued_at, its source's rank, its id. */
export type QueueCursor = readonly [string, number, number];

export interface QueuePage {
  limit: number;
  cursor: QueueCursor | null;
}

/** `(queued_at, rank, id) < cursor` for a source whose rank is fixed, from its own index. */
function afterCursor(
  dialect: Dialect,
  source: QueueSource,
  queuedAt: Expression<string>,
  id: Expression<number>,
  cursor: QueueCursor,
) {
  const rank = SOURCE_RANK[source];
  const [at, cursorRank, cursorId] = cursor;
  const atParam = dialect === 'postgres' ? sql`${at}::timestamptz` : sql`${at}`;
  if (rank < cursorRank) return sql<SqlBool>`${queuedAt} <= ${atParam}`;
  if (rank > cursorRank) return sql<SqlBool>`${queuedAt} < ${atParam}`;
  return rowBefore(dialect, queuedAt, id, [at, cursorId]);
}

function generationRows(db: Db) {
  return db
    .selectFrom('generations')
    .innerJoin('users', 'users.id', 'generations.user_id')
    .select([
      'generations.id',
      'generations.user_id',
      'users.email as user_email',
      'generations.content_type',
      'generations.prompt',
      'generations.content',
      'generations.items',
      'generations.created_at',
      'generations.flagged_at',
      'generations.flag_reason',
    ])
    .where('generations.removed_at', 'is', null);
}
export type GenerationQueueRow = Awaited<
  ReturnType<ReturnType<typeof generationRows>['executeTakeFirstOrThrow']>
>;

/** One source's generations (`text_generation` or `backline`), newest first. */
export function selectGenerationPage(
  db: Db,
  dialect: Dialect,
  contentType: 'text_generation' | 'backline',
  page: QueuePage,
): Promise<GenerationQueueRow[]> {
  let query = generationRows(db).where('generations.content_type', '=', contentType);
  const { cursor } = page;
  if (cursor) {
    query = query.where((eb) =>
      afterCursor(
        dialect,
        contentType,
        eb.ref('generations.created_at'),
        eb.ref('generations.id'),
        cursor,
      ),
    );
  }
  return query
    .orderBy('generations.created_at', 'desc')
    .orderBy('generations.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function selectGeneration(db: Db, id: number) {
  return (await generationRows(db).where('generations.id', '=', id).executeTakeFirst()) ?? null;
}

function reportedPostRows(db: Db) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.creator_id')
    .select([
      'posts.id',
      'posts.creator_id as user_id',
      'users.email as user_email',
      'posts.title',
      'posts.content',
      'posts.created_at',
      'posts.reported_at',
      'posts.flagged_at',
      'posts.flag_reason',
    ])
    .where('posts.removed_at', 'is', null);
}
export type PostQueueRow = Awaited<
  ReturnType<ReturnType<typeof reportedPostRows>['executeTakeFirstOrThrow']>
>;

/**
 * Posts people reported, by their latest report, newest first; `openOnly` keeps those with a
 * report no moderator has reviewed.
 */
export function selectReportedPostPage(
  db: Db,
  dialect: Dialect,
  page: QueuePage & { openOnly: boolean },
): Promise<PostQueueRow[]> {
  let query = reportedPostRows(db).where('posts.reported_at', 'is not', null);
  if (page.openOnly) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('post_reports')
          .select('post_reports.id')
          .whereRef('post_reports.post_id', '=', 'posts.id')
          .where('post_reports.status', '=', 'open'),
      ),
    );
  }
  const { cursor } = page;
  if (cursor) {
    query = query.where((eb) =>
      afterCursor(
        dialect,
        'post',
        eb.ref('posts.reported_at').$castTo<string>(),
        eb.ref('posts.id'),
        cursor,
      ),
    );
  }
  return query
    .orderBy('posts.reported_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** A post as the queue shows it, reported or not (a moderator may act on any post). */
export async function selectPost(db: Db, id: number) {
  return (await reportedPostRows(db).where('posts.id', '=', id).executeTakeFirst()) ?? null;
}

function reportedCommentRows(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.id',
      'comments.author_id as user_id',
      'users.email as user_email',
      'comments.post_id',
      'posts.title as post_title',
      'comments.content',
      'comments.created_at',
      'comments.reported_at',
      'comments.flagged_at',
      'comments.flag_reason',
    ])
    .where('comments.removed_at', 'is', null);
}
export type CommentQueueRow = Awaited<
  ReturnType<ReturnType<typeof reportedCommentRows>['executeTakeFirstOrThrow']>
>;

/** Comments people reported, by their latest report, newest first (as posts above). */
export function selectReportedCommentPage(
  db: Db,
  dialect: Dialect,
  page: QueuePage & { openOnly: boolean },
): Promise<CommentQueueRow[]> {
  let query = reportedCommentRows(db).where('comments.reported_at', 'is not', null);
  if (page.openOnly) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('comment_reports')
          .select('comment_reports.id')
          .whereRef('comment_reports.comment_id', '=', 'comments.id')
          .where('comment_reports.status', '=', 'open'),
      ),
    );
  }
  const { cursor } = page;
  if (cursor) {
    query = query.where((eb) =>
      afterCursor(
        dialect,
        'comment',
        eb.ref('comments.reported_at').$castTo<string>(),
        eb.ref('comments.id'),
        cursor,
      ),
    );
  }
  return query
    .orderBy('comments.reported_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function selectComment(db: Db, id: number) {
  return (await reportedCommentRows(db).where('comments.id', '=', id).executeTakeFirst()) ?? null;
}

/** Per item: how many reported it and how many of those reports are still open. */
export interface ReportTally {
  item_id: number;
  total: number;
  open: number;
}

/** Per item: a reason given, newest first, at most `ModerationLimits.reasonsShown` each. */
export interface ReportReason {
  item_id: number;
  reason: string;
}

const openCount = sql<number>`sum(case when status = 'open' then 1 else 0 end)`;

export async function selectPostReportTallies(db: Db, postIds: number[]): Promise<ReportTally[]> {
  if (postIds.length === 0) return [];
  return db
    .selectFrom('post_reports')
    .select((eb) => [
      'post_id as item_id',
      eb.fn.countAll<number>().as('total'),
      openCount.as('open'),
    ])
    .where('post_id', 'in', postIds)
    .groupBy('post_id')
    .execute();
}

export async function selectCommentReportTallies(
  db: Db,
  commentIds: number[],
): Promise<ReportTally[]> {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('comment_reports')
    .select((eb) => [
      'comment_id as item_id',
      eb.fn.countAll<number>().as('total'),
      openCount.as('open'),
    ])
    .where('comment_id', 'in', commentIds)
    .groupBy('comment_id')
    .execute();
}

export async function selectPostReportReasons(db: Db, postIds: number[]): Promise<ReportReason[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('post_reports')
        .select((inner) => [
          'post_id as item_id',
          'reason',
          inner.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('post_id').orderBy('created_at', 'desc'))
            .as('position'),
        ])
        .where('post_id', 'in', postIds)
        .where('reason', 'is not', null)
        .as('ranked'),
    )
    .select(['item_id', 'reason'])
    .where('position', '<=', ModerationLimits.reasonsShown)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ item_id: row.item_id, reason: row.reason ?? '' }));
}

export async function selectCommentReportReasons(
  db: Db,
  commentIds: number[],
): Promise<ReportReason[]> {
  if (commentIds.length === 0) return [];
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('comment_reports')
        .select((inner) => [
          'comment_id as item_id',
          'reason',
          inner.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('comment_id').orderBy('created_at', 'desc'))
            .as('position'),
        ])
        .where('comment_id', 'in', commentIds)
        .where('reason', 'is not', null)
        .as('ranked'),
    )
    .select(['item_id', 'reason'])
    .where('position', '<=', ModerationLimits.reasonsShown)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ item_id: row.item_id, reason: row.reason ?? '' }));
}

/** A moderator's mark, or null to clear it. */
export type FlagMark = { at: string; reason: string } | null;

/** Sets or clears the mark of a generation not removed; false when there is none. */
export async function setGenerationFlag(db: Db, id: number, mark: FlagMark): Promise<boolean> {
  const changed = await db
    .updateTable('generations')
    .set({
      is_flagged: mark ? 1 : 0,
      flagged_at: mark?.at ?? null,
      flag_reason: mark?.reason ?? null,
    })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

export async function setPostFlag(db: Db, id: number, mark: FlagMark): Promise<boolean> {
  const changed = await db
    .updateTable('posts')
    .set({ flagged_at: mark?.at ?? null, flag_reason: mark?.reason ?? null })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

export async function setCommentFlag(db: Db, id: number, mark: FlagMark): Promise<boolean> {
  const changed = await db
    .updateTable('comments')
    .set({ flagged_at: mark?.at ?? null, flag_reason: mark?.reason ?? null })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/**
 * A moderator's removal of a generation: its words replaced by `erased` (what its feature
 * keeps of a removed one); false when it was gone or removed already.
 */
export async function eraseGeneration(
  db: Db,
  id: number,
  erased: { prompt: string; content: string; items: string },
  now: string,
): Promise<boolean> {
  const changed = await db
    .updateTable('generations')
    .set({ ...erased, removed_at: now })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}
