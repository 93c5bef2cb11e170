import { sql } from 'kysely';
import { z } from 'zod';
import { ErrorReply } from '../../../contract/errors';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';

export async function healthRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorReply },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ error: 'Database unreachable' });
      }
    },
  );
}
