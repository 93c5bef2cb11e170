/** Content moderation for administrators (spec part 2, section 7, "Admin and system"). */
import {
  ContentReviewQuery,
  ContentReviewReply,
  DeleteContentReply,
  FlagContentReply,
  FlagContentRequest,
  ModerationParams,
} from '../../../contract/moderation';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { contentReviewQueue, deleteContent, flagContent } from './moderation.service';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['admin'];

export async function moderationRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/content-review',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'The moderation queue: D-Cypher and Backline Studio generations and reported posts and comments, newest first (keyset pages of 25)',
        querystring: ContentReviewQuery,
        response: { 200: ContentReviewReply, ...errors },
      },
    },
    async (request) => contentReviewQueue(ctx, request.query),
  );

  app.put(
    '/api/admin/content/:type/:id/flag',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Flag an item after review (its open reports are resolved), or unflag it with `flag: false`',
        params: ModerationParams,
        body: FlagContentRequest,
        response: { 200: FlagContentReply, ...errors },
      },
    },
    async (request) => ({
      item: await flagContent(
        ctx,
        requireActor(request),
        request.params.type,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/admin/content/:type/:id',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Remove an item for everyone: its words are erased and its author sees it as removed by a moderator',
        params: ModerationParams,
        response: { 200: DeleteContentReply, ...errors },
      },
    },
    async (request) => {
      await deleteContent(ctx, requireActor(request), request.params.type, request.params.id);
      return { success: true as const };
    },
  );
}
