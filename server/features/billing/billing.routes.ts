import { IdParams } from '../../../contract/pagination';
import {
  PayoutAccount,
  ProviderLink,
  RefundReply,
  SalesQuery,
  SalesReply,
} from '../../../contract/payments';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import {
  billingPortal,
  payoutAccount,
  refundPaymentById,
  salesOf,
  startPayoutOnboarding,
} from './billing.service';

const tags = ['payments'];

export async function billingRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/payments/payout-account',
    {
      config: { access: access.seller },
      schema: {
        tags,
        summary: 'Your payout account (needed to sell when payments go through Stripe)',
        response: { 200: PayoutAccount, ...errorReplies(401, 403) },
      },
    },
    async (request) => payoutAccount(ctx, requireActor(request)),
  );

  app.post(
    '/api/payments/payout-account/onboarding',
    {
      config: { access: access.seller },
      schema: {
        tags,
        summary: "Set up or finish your payout account on Stripe's pages",
        response: { 200: ProviderLink, ...errorReplies(401, 403, 409, 503) },
      },
    },
    async (request) => startPayoutOnboarding(ctx, requireActor(request)),
  );

  app.post(
    '/api/payments/portal',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Open the billing portal (your subscriptions and payment method at Stripe)',
        response: { 200: ProviderLink, ...errorReplies(401, 409, 503) },
      },
    },
    async (request) => billingPortal(ctx, requireActor(request)),
  );

  app.get(
    '/api/payments/sales',
    {
      config: { access: access.seller },
      schema: {
        tags,
        summary: 'What you were paid (posts, subscriptions, orders), newest first',
        querystring: SalesQuery,
        response: { 200: SalesReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => salesOf(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/payments/:id/refund',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Refund a payment in full (the seller who was paid, or an administrator)',
        params: IdParams,
        response: { 200: RefundReply, ...errorReplies(400, 401, 404, 409, 503) },
      },
    },
    async (request) => refundPaymentById(ctx, requireActor(request), request.params.id),
  );
}
