import { IdParams, UserIdParams } from '../../../contract/pagination';
import {
  CreateSubscriptionRequest,
  SubscriptionReply,
  SubscriptionStatusReply,
} from '../../../contract/subscriptions';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { z } from 'zod';
import { ViewerSubscription } from '../../../contract/subscriptions';
import { storefrontFlag } from '../storefront/storefront.flag';
import { cancelSubscription, subscribe, viewerSubscription } from './subscriptions.service';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['subscriptions'];

export async function subscriptionsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/users/:userId/subscription-status',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The viewer's subscription to this creator (null when none)",
        params: UserIdParams,
        response: { 200: SubscriptionStatusReply, ...errors },
      },
    },
    async (request) => ({
      subscription: await viewerSubscription(ctx, request.actor, request.params.userId),
    }),
  );

  // Tiers are offered on the storefront only, so starting a subscription is switched with it;
  // seeing and cancelling one are not: it keeps renewing, and a fan can always stop paying
  // (see storefront.flag.ts).
  app.post(
    '/api/subscriptions/create',
    {
      config: { access: access.signedIn, featureFlag: storefrontFlag },
      schema: {
        tags,
        summary: "Subscribe to a creator's tier",
        body: CreateSubscriptionRequest,
        response: { 201: SubscriptionReply, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscribe(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/api/subscriptions/:id/cancel',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Cancel your subscription (access lasts until the period ends)',
        params: IdParams,
        response: { 200: z.object({ subscription: ViewerSubscription }), ...errors },
      },
    },
    async (request) => ({
      subscription: await cancelSubscription(ctx, requireActor(request), request.params.id),
    }),
  );
}
