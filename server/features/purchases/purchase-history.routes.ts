import { PurchaseHistoryQuery, PurchaseHistoryReply } from '../../../contract/purchase-history';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { purchaseHistory } from './purchase-history.service';

export async function purchaseHistoryRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/users/me/purchases',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['purchases'],
        summary:
          'Your purchase history: posts bought, subscriptions, Pro and merch orders, with refunds (keyset pages; `kind` to filter)',
        querystring: PurchaseHistoryQuery,
        response: { 200: PurchaseHistoryReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => purchaseHistory(ctx, requireActor(request), request.query),
  );
}
