import { ErrorReply } from '../../../contract/errors';
import { PurchaseReply, PurchaseRequest } from '../../../contract/storefront';
import type { AppContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { purchasePost } from './purchases.service';

const errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
};

export async function purchasesRoutes(app: ApiApp, ctx: AppContext) {
  app.post(
    '/api/content/purchase',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['purchases'],
        summary: 'Buy a pay-per-view post',
        body: PurchaseRequest,
        response: { 201: PurchaseReply, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await purchasePost(ctx, requireActor(request), request.body)),
  );
}
