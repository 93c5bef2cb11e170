import {
  BetaStatus,
  LogFeatureAccessRequest,
  PaymentProviderInfo,
  SubscriptionStatus,
  UpgradeReply,
  UpgradeRequest,
} from '../../../contract/access';
import { OkReply } from '../../../contract/auth';
import { ErrorReply } from '../../../contract/errors';
import type { ServiceContext } from '../../context';
import { CheckoutRedirect } from '../../../contract/payments';
import { access } from '../../platform/access/access-rules';
import { presentReceipt } from '../../platform/payments/receipt';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { betaStatus, logFeatureAccess, subscriptionStatus, upgradeToPro } from './access.service';

const errors = errorReplies(400, 401, 409);

export async function accessRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/beta/status',
    {
      config: { access: access.public },
      schema: {
        tags: ['access'],
        summary: 'Whether the free beta is on',
        response: { 200: BetaStatus },
      },
    },
    async () => betaStatus(ctx),
  );

  app.get(
    '/api/subscription/status',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['access'],
        summary: 'Beta, trial and Pro standing of the signed-in user',
        response: { 200: SubscriptionStatus, 401: ErrorReply },
      },
    },
    async (request) => subscriptionStatus(ctx, requireActor(request).id),
  );

  app.get(
    '/api/subscription/provider',
    {
      config: { access: access.public },
      schema: {
        tags: ['access'],
        summary: 'The payment provider in use',
        response: { 200: PaymentProviderInfo },
      },
    },
    async () => ({ name: ctx.payments.name, test_mode: ctx.payments.testMode }),
  );

  app.post(
    '/api/subscription/upgrade',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['access'],
        summary: 'Upgrade to Backline Pro',
        body: UpgradeRequest,
        response: { 200: UpgradeReply, 202: CheckoutRedirect, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { plan, return_path: returnPath } = request.body;
      const outcome = await upgradeToPro(ctx, actor, plan, returnPath ?? '/dashboard');
      if (outcome.status === 'redirect') {
        return reply.status(202).send({ checkout_url: outcome.url });
      }
      return reply.status(200).send({
        status: await subscriptionStatus(ctx, actor.id),
        payment: presentReceipt(outcome.paid.payment),
      });
    },
  );

  app.post(
    '/api/features/log-access',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['access'],
        summary: 'Record a use of a feature (for admin analytics)',
        body: LogFeatureAccessRequest,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await logFeatureAccess(ctx, requireActor(request).id, request.body);
      return { success: true as const };
    },
  );
}
