import { ErrorReply } from '../../../contract/errors';
import { OutboxMessage, OutboxReply } from '../../../contract/outbox';
import { PageQuery } from '../../../contract/pagination';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { selectMessagePage } from '../../platform/mailer/mailer.queries';

type MessageRow = Awaited<ReturnType<typeof selectMessagePage>>[number];
const outboxStatus = OutboxMessage.shape.status.catch('stored');

function presentMessage(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
    status: outboxStatus.parse(row.status),
    error: row.error,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}

/** Every e-mail the platform wrote, newest first: without SMTP this is where they are delivered. */
export async function outboxRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'The e-mail outbox (administrators)',
        querystring: PageQuery.extend({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: OutboxReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply },
      },
    },
    async (request) => {
      const cursor = decodeCursor(request.query.cursor, ['string', 'number'] as const);
      const rows = await selectMessagePage(ctx.db, ctx.dialect, {
        limit: request.query.limit,
        cursor,
        to: request.query.to,
      });
      const { page, nextCursor } = pageOf(rows, request.query.limit, (row) => [
        row.created_at,
        row.id,
      ]);
      return { messages: page.map(presentMessage), nextCursor };
    },
  );
}
