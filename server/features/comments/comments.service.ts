import type { Comment } from '../../../contract/comments';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { notFound } from '../../platform/http/errors';
import { recordAudit } from '../../platform/audit/audit';
import { authorize } from '../../policies';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import { adjustCommentCount, forgetPublicFeed, requireReadablePost } from '../posts/posts.service';
import { presentComment } from './comments.presenter';
import {
  deleteCommentRow,
  insertComment,
  selectComment,
  selectCommentPage,
} from './comments.queries';

export async function listComments(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
  query: { cursor?: string; limit: number },
): Promise<{ comments: Comment[]; nextCursor: string | null }> {
  const post = await requireReadablePost(ctx, actor, postId);
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectCommentPage(ctx.db, ctx.dialect, postId, query.limit, cursor);
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  return { comments: page.map((row) => presentComment(row, post, actor)), nextCursor };
}

export async function addComment(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  content: string,
) {
  const post = await requireReadablePost(ctx, actor, postId);
  await limitUserWrite(ctx, 'comments', actor.id);
  const { id, commentCount } = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertComment(trx, {
      postId,
      authorId: actor.id,
      content,
      now: ctx.now().toISOString(),
    });
    return { id: created.id, commentCount: await adjustCommentCount(trx, postId, 1) };
  });
  forgetPublicFeed(ctx);
  const row = await selectComment(ctx.db, id);
  if (!row) throw notFound('Comment not found');
  return { comment: presentComment(row, post, actor), comment_count: commentCount };
}

export async function removeComment(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  commentId: number,
) {
  const comment = await selectComment(ctx.db, commentId);
  if (!comment || comment.post_id !== postId) throw notFound('Comment not found');
  const post = await requireReadablePost(ctx, actor, postId);
  authorize(actor, 'comment.delete', { comment, post });
  const commentCount = await ctx.db.transaction().execute(async (trx) => {
    const deleted = await deleteCommentRow(trx, commentId);
    if (!deleted) return null;
    // Neither its author nor the post's creator: an administrator moderating, on the record.
    if (comment.author_id !== actor.id && post.creator_id !== actor.id) {
      await recordAudit(
        trx,
        actor,
        'comment.deleted',
        { type: 'comment', id: commentId },
        {
          post_id: postId,
          author_id: comment.author_id,
        },
      );
    }
    return adjustCommentCount(trx, postId, -1);
  });
  if (commentCount === null) throw notFound('Comment not found');
  forgetPublicFeed(ctx);
  return { comment_count: commentCount };
}
