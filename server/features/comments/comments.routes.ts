import { z } from 'zod';
import { CommentLimits } from '../../../contract/limits';
import { IdParams, PageQuery } from '../../../contract/pagination';
import {
  CommentInput,
  CommentReply,
  CommentsReply,
  PostCommentParams,
} from '../../../contract/comments';
import { OkReply } from '../../../contract/auth';
import { ReportInput } from '../../../contract/posts';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { addComment, listComments, removeComment, reportComment } from './comments.service';

const errors = errorReplies(400, 401, 403, 404, 429);
const tags = ['comments'];

export async function commentsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/posts/:id/comments',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A post's comments, newest first",
        params: IdParams,
        querystring: PageQuery.extend({
          limit: PageQuery.shape.limit.default(CommentLimits.pageSize),
        }),
        response: { 200: CommentsReply, ...errors },
      },
    },
    async (request) => listComments(ctx, request.actor, request.params.id, request.query),
  );

  app.post(
    '/api/posts/:id/comments',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Comment on a post',
        params: IdParams,
        body: CommentInput,
        response: { 201: CommentReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addComment(ctx, requireActor(request), request.params.id, request.body.content),
        ),
  );

  app.delete(
    '/api/posts/:id/comments/:commentId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Delete a comment (its author or the post creator)',
        params: PostCommentParams,
        response: { 200: z.object({ comment_count: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      removeComment(ctx, requireActor(request), request.params.id, request.params.commentId),
  );

  app.post(
    '/api/posts/:id/comments/:commentId/report',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Report a comment to the moderators (at most `ReportLimits.perHour` reports an hour)',
        params: PostCommentParams,
        body: ReportInput.optional(),
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await reportComment(
        ctx,
        requireActor(request),
        request.params.id,
        request.params.commentId,
        request.body?.reason,
      );
      return { success: true as const };
    },
  );
}
