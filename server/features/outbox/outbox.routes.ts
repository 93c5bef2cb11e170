import { ErrorReply } from '../../../contract/errors';
import { OutboxMessage, OutboxQuery, OutboxReply } from '../../../contract/outbox';
import { PageQuery } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { SMS_OUTBOX_TRANSPORT, selectMessagePage } from '../../platform/mailer/mailer.queries';

type MessageRow = Awaited<ReturnType<typeof selectMessagePage>>[number];
const outboxStatus = OutboxMessage.shape.status.catch('stored');

function presentMessage(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.transport === SMS_OUTBOX_TRANSPORT ? 'sms' : 'email',
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

/**
 * Every e-mail the platform wrote, and every text kept without an SMS provider, newest first:
 * without SMTP (or an SMS provider) this is where they are delivered.
 */
export async function outboxRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin'],
        summary: 'The outbox of e-mail and text messages (administrators)',
        querystring: PageQuery.extend(OutboxQuery.shape),
        response: { 200: OutboxReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply },
      },
    },
    async (request) => {
      const cursor = decodeCursor(request.query.cursor, ['string', 'number'] as const);
      const rows = await selectMessagePage(ctx.db, ctx.dialect, {
        limit: request.query.limit,
        cursor,
        to: request.query.to,
        channel: request.query.channel,
      });
      const { page, nextCursor } = pageOf(rows, request.query.limit, (row) => [
        row.created_at,
        row.id,
      ]);
      return { messages: page.map(presentMessage), nextCursor };
    },
  );
}
