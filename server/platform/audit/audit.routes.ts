import { AuditQuery, AuditReply } from '../../../contract/audit';
import type { ServiceContext } from '../../context';
import { access } from '../access/access-rules';
import type { ApiApp } from '../http/api-app';
import { decodeCursor, pageOf } from '../http/cursor';
import { errorReplies } from '../http/error-replies';
import { presentAuditEntry } from './audit.presenter';
import { selectAuditPage } from './audit.queries';

/** The audit log for administrators: newest first, a page at a time. */
export async function auditRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/audit',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'The audit log (administrators)',
        querystring: AuditQuery,
        response: { 200: AuditReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, action, actor_id, target_type, target_id } = request.query;
      const cursor = decodeCursor(request.query.cursor, ['string', 'number'] as const);
      const rows = await selectAuditPage(ctx.db, ctx.dialect, {
        limit,
        cursor,
        filter: {
          action,
          actorId: actor_id,
          target: target_type ? { type: target_type, id: target_id } : undefined,
        },
      });
      const { page, nextCursor } = pageOf(rows, limit, (row) => [row.created_at, row.id]);
      return { entries: page.map(presentAuditEntry), nextCursor };
    },
  );
}
