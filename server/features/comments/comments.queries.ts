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

/** Newest first, keyset-paged like every list that grows. */
export function selectCommentPage(
  db: Db,
  dialect: Dialect,
  postId: number,
  limit: number,
  cursor: readonly [string, number] | null,
): Promise<CommentListRow[]> {
  let query = selectCommentRows(db).where('comments.post_id', '=', postId);
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

export async function deleteCommentRow(db: Db, commentId: number): Promise<boolean> {
  return (
    (await db
      .deleteFrom('comments')
      .where('id', '=', commentId)
      .returning('id')
      .executeTakeFirst()) !== undefined
  );
}
