import {
  CreatorOrderReply,
  CreatorOrdersQuery,
  CreatorOrdersReply,
  LastShippingAddressReply,
  ShipOrderRequest,
} from '../../../contract/merch';
import { IdParams } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { creatorOrders, lastShippingAddress, refundOrder, shipOrder } from './merch-orders.service';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['merch'];

/**
 * Orders are signed-in routes, not premium ones: a creator whose trial ended still ships and
 * refunds what fans already paid for. Each order is its creator's alone (`order.manage`).
 */
export async function merchOrdersRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/merch/orders',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Orders of your products, newest first (keyset pages; `status` to filter)',
        querystring: CreatorOrdersQuery,
        response: { 200: CreatorOrdersReply, ...errors },
      },
    },
    async (request) => creatorOrders(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/merch/orders/:id/ship',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Mark a paid order as shipped, with a tracking note for the buyer',
        params: IdParams,
        body: ShipOrderRequest,
        response: { 200: CreatorOrderReply, ...errors },
      },
    },
    async (request) => ({
      order: await shipOrder(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.tracking_note,
      ),
    }),
  );

  app.post(
    '/api/merch/orders/:id/refund',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Refund an order in full, once: before shipping it is cancelled and its stock returns',
        params: IdParams,
        response: { 200: CreatorOrderReply, ...errors, ...errorReplies(503) },
      },
    },
    async (request) => ({
      order: await refundOrder(ctx, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/api/merch/shipping-address',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Where your last order shipped, to fill in the next checkout',
        response: { 200: LastShippingAddressReply, ...errors },
      },
    },
    async (request) => ({
      shipping_address: await lastShippingAddress(ctx, requireActor(request)),
    }),
  );
}
