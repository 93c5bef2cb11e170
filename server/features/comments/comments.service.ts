import type { Comment } from '../../../contract/comments';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { notFound } from '../../platform/http/errors';
import { recordAudit } from '../../platform/audit/audit';
import { authorize } from '../../policies';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import {
  adjustCommentCount,
  commentCountOf,
  forgetPublicFeed,
  requireReadablePost,
} from '../posts/posts.service';
import { limitReports } from '../posts/report-limit';
import { presentComment } from './comments.presenter';
import {
  deleteCommentRow,
  insertComment,
  insertCommentReport,
  markCommentReported,
  removeCommentRow,
  resolveCommentReports,
  selectComment,
  selectCommentPage,
} from './comments.queries';

export const COMMENT_NOT_FOUND = 'Comment not found';

export async function listComments(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
  query: { cursor?: string; limit: number },
): Promise<{ comments: Comment[]; nextCursor: string | null }> {
  const post = await requireReadablePost(ctx, actor, postId);
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectCommentPage(
    ctx.db,
    ctx.dialect,
    postId,
    actor?.id ?? null,
    query.limit,
    cursor,
  );
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
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return { comment: presentComment(row, post, actor), comment_count: commentCount };
}

export async function removeComment(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  commentId: number,
) {
  const comment = await selectComment(ctx.db, commentId);
  if (!comment || comment.post_id !== postId) throw notFound(COMMENT_NOT_FOUND);
  // A removed comment is there for its author alone (who may still delete it for good).
  if (comment.removed_at !== null && comment.author_id !== actor.id) {
    throw notFound(COMMENT_NOT_FOUND);
  }
  const post = await requireReadablePost(ctx, actor, postId);
  authorize(actor, 'comment.delete', { comment, post });
  // Neither its author nor the post's creator: an administrator moderating.
  if (comment.author_id !== actor.id && post.creator_id !== actor.id) {
    const removed = await removeCommentAsModerator(ctx, actor, commentId);
    if (!removed) throw notFound(COMMENT_NOT_FOUND);
    return { comment_count: removed.comment_count };
  }
  const commentCount = await ctx.db.transaction().execute(async (trx) => {
    const deleted = await deleteCommentRow(trx, commentId);
    if (!deleted) return null;
    // A removed comment left the count when it was removed.
    return deleted.wasRemoved ? commentCountOf(trx, postId) : adjustCommentCount(trx, postId, -1);
  });
  if (commentCount === null) throw notFound(COMMENT_NOT_FOUND);
  forgetPublicFeed(ctx);
  return { comment_count: commentCount };
}

/**
 * A moderator takes someone's comment down, from the post page or the moderation queue: its
 * words are erased and it leaves the post's comments and count for everyone but its author,
 * who sees "Removed by a moderator" where it was. Its open reports are resolved. On the audit
 * record, in the same transaction. Null when there is no such comment or it was removed already.
 */
export async function removeCommentAsModerator(
  ctx: ServiceContext,
  actor: Actor,
  commentId: number,
): Promise<{ post_id: number; author_id: number; comment_count: number } | null> {
  const comment = await selectComment(ctx.db, commentId);
  if (!comment) return null;
  const removed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await removeCommentRow(trx, commentId, ctx.now().toISOString()))) return null;
    await resolveCommentReports(trx, commentId);
    await recordAudit(
      trx,
      actor,
      'comment.deleted',
      { type: 'comment', id: commentId },
      { post_id: comment.post_id, author_id: comment.author_id },
    );
    return {
      post_id: comment.post_id,
      author_id: comment.author_id,
      comment_count: await adjustCommentCount(trx, comment.post_id, -1),
    };
  });
  if (removed) forgetPublicFeed(ctx);
  return removed;
}

/**
 * Someone reports a comment to the moderators; reporting twice keeps one report. Like a post's
 * report: only on a post they can read, and within their `ReportLimits.perHour`.
 */
export async function reportComment(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  commentId: number,
  reason: string | undefined,
) {
  const comment = await selectComment(ctx.db, commentId);
  if (!comment || comment.post_id !== postId || comment.removed_at !== null) {
    throw notFound(COMMENT_NOT_FOUND);
  }
  await requireReadablePost(ctx, actor, postId);
  await limitReports(ctx, actor);
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const reported = await insertCommentReport(trx, {
      commentId,
      reporterId: actor.id,
      reason: reason?.trim() || null,
      now,
    });
    if (reported) await markCommentReported(trx, commentId, now);
  });
}

/** A moderator reviewed the comment (flagged it): the reports nobody had looked at are resolved. */
export function resolveOpenCommentReports(
  trx: Parameters<typeof resolveCommentReports>[0],
  commentId: number,
) {
  return resolveCommentReports(trx, commentId);
}
