import { CheckoutRedirect } from '../../../contract/payments';
import { PurchaseReply, PurchaseRequest } from '../../../contract/purchases';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { purchasePost } from './purchases.service';

const errors = errorReplies(400, 401, 403, 404, 409);

export async function purchasesRoutes(app: ApiApp, ctx: ServiceContext) {
  app.post(
    '/api/content/purchase',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['purchases'],
        summary: 'Buy a pay-per-view post',
        body: PurchaseRequest,
        response: { 201: PurchaseReply, 202: CheckoutRedirect, ...errors },
      },
    },
    async (request, reply) => {
      const result = await purchasePost(ctx, requireActor(request), request.body);
      return result.checkout_url !== undefined
        ? reply.status(202).send({ checkout_url: result.checkout_url })
        : reply.status(201).send(result);
    },
  );
}
