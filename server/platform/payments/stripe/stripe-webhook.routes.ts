import type { FastifyRequest } from 'fastify';
import { WebhookReceived } from '../../../../contract/payments';
import type { ServiceContext } from '../../../context';
import { access } from '../../access/access-rules';
import type { ApiApp } from '../../http/api-app';
import { errorReplies } from '../../http/error-replies';
import type { JobDefinition } from '../../jobs/define-job';
import { receiveStripeEvent } from './stripe-webhook.service';

/**
 * `POST /api/payments/webhooks/stripe`: Stripe's signed events. The signature covers the
 * exact bytes sent, so this route keeps the body as bytes instead of parsing it.
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
      scope.post(
        '/api/payments/webhooks/stripe',
        {
          config: { access: access.public },
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook events (signed by Stripe)',
            response: { 200: WebhookReceived, ...errorReplies(400, 404) },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          await receiveStripeEvent(ctx, eventJob, {
            body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof signature === 'string' ? signature : null,
          });
          return { received: true as const };
        },
      );
    });
  };
}
