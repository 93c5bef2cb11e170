import { IdParams, UserIdParams } from '../../../contract/pagination';
import {
  ChangeTierReply,
  ChangeTierRequest,
  CreateSubscriptionRequest,
  SubscriptionOnlyReply,
  SubscriptionReply,
  SubscriptionStatusReply,
  TierOptionsReply,
} from '../../../contract/subscriptions';
import type { ServiceContext } from '../../context';
import { CheckoutRedirect } from '../../../contract/payments';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { storefrontFlag } from '../storefront/storefront.flag';
import {
  cancelSubscription,
  changeTier,
  resumeSubscription,
  subscribe,
  tierOptions,
  viewerSubscription,
} from './subscriptions.service';

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
        response: { 201: SubscriptionReply, 202: CheckoutRedirect, ...errors },
      },
    },
    async (request, reply) => {
      const result = await subscribe(ctx, requireActor(request), request.body);
      return result.checkout_url !== undefined
        ? reply.status(202).send({ checkout_url: result.checkout_url })
        : reply.status(201).send(result);
    },
  );

  app.post(
    '/api/subscriptions/:id/cancel',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Cancel your subscription (access lasts until the period ends)',
        params: IdParams,
        response: { 200: SubscriptionOnlyReply, ...errors },
      },
    },
    async (request) => ({
      subscription: await cancelSubscription(ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/api/subscriptions/:id/resume',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Undo a cancel before the paid period ends (renewal starts again)',
        params: IdParams,
        response: { 200: SubscriptionOnlyReply, ...errors },
      },
    },
    async (request) => ({
      subscription: await resumeSubscription(ctx, requireActor(request), request.params.id),
    }),
  );

  // Changing tier moves money like subscribing does, so it is switched with the storefront.
  app.get(
    '/api/subscriptions/:id/tier-options',
    {
      config: { access: access.signedIn, featureFlag: storefrontFlag },
      schema: {
        tags,
        summary: "What moving to each of the creator's tiers would do, and cost, now",
        params: IdParams,
        response: { 200: TierOptionsReply, ...errors },
      },
    },
    async (request) => ({
      options: await tierOptions(ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/api/subscriptions/:id/change-tier',
    {
      config: { access: access.signedIn, featureFlag: storefrontFlag },
      schema: {
        tags,
        summary:
          'Move to another tier: dearer now (the rest of the period prorated), cheaper at the next billing date',
        params: IdParams,
        body: ChangeTierRequest,
        response: { 200: ChangeTierReply, ...errors },
      },
    },
    async (request) => changeTier(ctx, requireActor(request), request.params.id, request.body),
  );
}
