import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

function selectCommentRows(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.post_id',
      'comments.author_id',
      'comments.content',
      'comments.created_at',
      'comments.removed_at',
      'users.email',
      'users.display_name',
      'users.google_user_data',
      'users.role',
      'users.is_verified',
      'users.avatar_key',
      'users.updated_at',
    ])
    .where('users.status', '=', 'active');
}

export type CommentListRow = Awaited<
  ReturnType<ReturnType<typeof selectCommentRows>['executeTakeFirstOrThrow']>
>;

/**
 * Newest first, keyset-paged like every list that grows. A comment a moderator removed is
 * only in its author's list (`viewerId`), where it says so.
 */
export function selectCommentPage(
  db: Db,
  dialect: Dialect,
  postId: number,
  viewerId: number | null,
  limit: number,
  cursor: readonly [string, number] | null,
): Promise<CommentListRow[]> {
  let query = selectCommentRows(db)
    .where('comments.post_id', '=', postId)
    .where((eb) =>
      viewerId === null
        ? eb('comments.removed_at', 'is', null)
        : eb.or([eb('comments.removed_at', 'is', null), eb('comments.author_id', '=', viewerId)]),
    );
  if (cursor)
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('comments.created_at'), eb.ref('comments.id'), cursor),
    );
  return query
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function selectComment(db: Db, commentId: number): Promise<CommentListRow | null> {
  return (
    (await selectCommentRows(db).where('comments.id', '=', commentId).executeTakeFirst()) ?? null
  );
}

export function insertComment(
  db: Db,
  comment: { postId: number; authorId: number; content: string; now: string },
) {
  return db
    .insertInto('comments')
    .values({
      post_id: comment.postId,
      author_id: comment.authorId,
      content: comment.content,
      created_at: comment.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes the comment; returns whether it had been removed by a moderator, or undefined if gone. */
export async function deleteCommentRow(
  db: Db,
  commentId: number,
): Promise<{ wasRemoved: boolean } | undefined> {
  const deleted = await db
    .deleteFrom('comments')
    .where('id', '=', commentId)
    .returning('removed_at')
    .executeTakeFirst();
  return deleted && { wasRemoved: deleted.removed_at !== null };
}

/** A moderator's removal: the words are erased; false when it was gone or removed already. */
export async function removeCommentRow(db: Db, commentId: number, now: string): Promise<boolean> {
  return (
    (await db
      .updateTable('comments')
      .set({ removed_at: now, content: '' })
      .where('id', '=', commentId)
      .where('removed_at', 'is', null)
      .returning('id')
      .executeTakeFirst()) !== undefined
  );
}

/** Records the report unless this person reported the comment before; true when it was new. */
export async function insertCommentReport(
  db: Db,
  report: { commentId: number; reporterId: number; reason: string | null; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('comment_reports')
    .values({
      comment_id: report.commentId,
      reporter_id: report.reporterId,
      reason: report.reason,
      created_at: report.now,
    })
    .onConflict((conflict) => conflict.columns(['comment_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A new report puts the comment (back) at the top of the moderation queue. */
export function markCommentReported(db: Db, commentId: number, now: string) {
  return db.updateTable('comments').set({ reported_at: now }).where('id', '=', commentId).execute();
}

/** Reports nobody reviewed yet are resolved (the moderator has looked); returns how many. */
export async function resolveCommentReports(db: Db, commentId: number): Promise<number> {
  const resolved = await db
    .updateTable('comment_reports')
    .set({ status: 'resolved' })
    .where('comment_id', '=', commentId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return resolved.length;
}
