import { ErrorReply } from '../../../contract/errors';
import { MonetizeStats } from '../../../contract/monetize';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { monetizeStats } from './monetize-stats';

export async function monetizeRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/monetize/stats',
    {
      config: { access: access.seller },
      schema: {
        tags: ['monetize'],
        summary: 'Revenue, subscribers, posts and products, from the ledger',
        response: { 200: MonetizeStats, 401: ErrorReply, 403: ErrorReply },
      },
    },
    async (request) => monetizeStats(ctx, requireActor(request)),
  );
}
