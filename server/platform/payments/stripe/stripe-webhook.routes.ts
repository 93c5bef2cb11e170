import type { FastifyRequest } from 'fastify';
import { WebhookReceived } from '../../../../contract/payments';
import type { ServiceContext } from '../../../context';
import { access } from '../../access/access-rules';
import type { ApiApp } from '../../http/api-app';
import { errorReplies } from '../../http/error-replies';
import type { JobDefinition } from '../../jobs/define-job';
import type { StripeEndpoint } from './stripe-webhook.service';
import { receiveStripeEvent } from './stripe-webhook.service';

const ENDPOINTS: { path: string; endpoint: StripeEndpoint; summary: string }[] = [
  {
    path: '/api/payments/webhooks/stripe',
    endpoint: 'platform',
    summary: 'Stripe webhook events of the platform account (signed by Stripe)',
  },
  {
    path: '/api/payments/webhooks/stripe/connect',
    endpoint: 'connect',
    summary: "Stripe webhook events of creators' connected accounts (signed by Stripe)",
  },
];

/**
 * `POST /api/payments/webhooks/stripe` (and `/connect`): Stripe's signed events. The signature
 * covers the exact bytes sent, so these routes keep the body as bytes instead of parsing it.
 */
export function stripeWebhookRoutes(eventJob: JobDefinition) {
  return async (app: ApiApp, ctx: ServiceContext) => {
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
        (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
          done(null, body),
      );
      for (const { path, endpoint, summary } of ENDPOINTS) {
        scope.post(
          path,
          {
            config: { access: access.public },
            schema: {
              tags: ['payments'],
              summary,
              response: { 200: WebhookReceived, ...errorReplies(400, 404) },
            },
          },
          async (request) => {
            const signature = request.headers['stripe-signature'];
            await receiveStripeEvent(ctx, eventJob, {
              body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              signature: typeof signature === 'string' ? signature : null,
              endpoint,
            });
            return { received: true as const };
          },
        );
      }
    });
  };
}
