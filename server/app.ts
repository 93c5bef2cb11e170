import { socialFlag } from './features/social/social.flag';
import { socialRoutes } from './features/social/social.routes';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from './context';
import { accessRoutes } from './features/access/access.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { canUsePremium, logFeatureAccess } from './features/access/access.service';
import { accountRoutes } from './features/auth/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { diagnosticsRoutes } from './features/diagnostics/diagnostics.routes';
import { healthRoutes } from './features/health/health.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { peopleRoutes } from './features/people/people.routes';
import { dcypherFlag } from './features/dcypher/dcypher.flag';
import { dcypherRoutes } from './features/dcypher/dcypher.routes';
import { merchFlag } from './features/merch/merch.flag';
import { merchOrdersRoutes } from './features/merch/merch-orders.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { merchRoutes } from './features/merch/merch.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { monetizeRoutes } from './features/monetize/monetize.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { purchaseHistoryRoutes } from './features/purchases/purchase-history.routes';
import { purchasesRoutes } from './features/purchases/purchases.routes';
import { studioFlag } from './features/studio/studio.flag';
import { mediaRoutes } from './features/studio/media/media.routes';
import { projectsRoutes } from './features/studio/projects/projects.routes';
import { storageHealthRoutes } from './features/studio/storage/storage-health.routes';
import { studioAdminRoutes, studioRoutes } from './features/studio/studio.routes';
import { storefrontFlag } from './features/storefront/storefront.flag';
import { storefrontRoutes } from './features/storefront/storefront.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { teamFlag } from './features/team/team.flag';
import { teamRoutes } from './features/team/team.routes';
import { tribePublicRoutes } from './features/tribe/tribe-public.routes';
import { tribeRoutes } from './features/tribe/tribe.routes';
import { tribeFlag } from './features/tribe/tribe.flag';
import { usersRoutes } from './features/users/users.routes';
import { vaultFlag } from './features/vault/vault.flag';
import { vaultRoutes } from './features/vault/vault.routes';
import { enforceAccess } from './platform/access/enforce-access';
import { auditRoutes } from './platform/audit/audit.routes';
import { sessionHook } from './platform/auth/session-hook';
import type { ApiApp } from './platform/http/api-app';
import { errorHandler, routingErrorHandler } from './platform/http/error-handler';
import { noNulCharacters } from './platform/http/no-nul-characters';
import { documentTransform } from './platform/http/openapi';
import { publicHost } from './platform/http/public-host';
import { sameOrigin } from './platform/http/same-origin';
import { securityHeaders } from './platform/http/security-headers';
import { singlePageApp } from './platform/http/single-page-app';
import { featureGates, switchable } from './platform/settings/feature-gates';
import { settingsRoutes } from './platform/settings/settings.routes';
import { getPublicSettings } from './platform/settings/settings.service';
import { billingRoutes } from './features/billing/billing.routes';
import { stripeWebhookRoutes } from './platform/payments/stripe/stripe-webhook.routes';
import { stripeEventJob } from './jobs';
import { requestMetrics } from './features/system/request-metrics';
import { systemRoutes } from './features/system/system.routes';

/**
 * Feature route modules, in one list so the API's surface reads at a glance. A feature an
 * administrator can switch off is registered `switchable` under its flag.
 */
const features: ((app: ApiApp, ctx: ServiceContext) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  usersRoutes,
  accessRoutes,
  peopleRoutes,
  postsRoutes,
  commentsRoutes,
  switchable(storefrontFlag, storefrontRoutes),
  subscriptionsRoutes,
  switchable(storefrontFlag, purchasesRoutes),
  purchaseHistoryRoutes,
  switchable(vaultFlag, vaultRoutes),
  switchable(teamFlag, teamRoutes),
  switchable(merchFlag, merchRoutes),
  switchable(merchFlag, merchOrdersRoutes),
  monetizeRoutes,
  switchable(dcypherFlag, dcypherRoutes),
  switchable(tribeFlag, tribeRoutes),
  switchable(tribeFlag, tribePublicRoutes),
  switchable(studioFlag, studioRoutes),
  switchable(studioFlag, mediaRoutes),
  switchable(studioFlag, projectsRoutes),
  switchable(studioFlag, storageHealthRoutes),
  studioAdminRoutes,
  switchable(socialFlag, socialRoutes),
  outboxRoutes,
  billingRoutes,
  stripeWebhookRoutes(stripeEventJob),
  settingsRoutes,
  auditRoutes,
  adminRoutes,
  jobsRoutes,
  diagnosticsRoutes,
  systemRoutes,
  moderationRoutes,
];

export interface BuildOptions {
  /** Where the built web app is; defaults to the WEB_DIST_DIR setting. */
  webRoot?: string;
  /** Extra routes (tests register probes for the access rules). */
  extraRoutes?: (app: ApiApp, ctx: ServiceContext) => Promise<void>;
}

export async function buildApp(ctx: ServiceContext, options: BuildOptions = {}) {
  // Typed as Fastify's logger so routes see the logger type they are declared with.
  const loggerInstance: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    loggerInstance,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path parameter over the router's 100 characters, or broken %-encoding, never reaches a
    // route: the router answers, through this, in our shape.
    frameworkErrors: routingErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  // Every API reply's status and duration, for System Status (this process's last minute).
  await app.register(requestMetrics, { ctx });
  await app.register(noNulCharacters);
  await app.register(securityHeaders);
  await app.register(publicHost, {
    publicUrl: ctx.config.publicUrl,
    enforce: ctx.config.publicHostOnly,
  });
  await app.register(cookie);
  // Uploads are read as streams. The default file limit is small; a route that takes larger
  // files raises it for its own requests.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(sameOrigin, { publicUrl: ctx.config.publicUrl });
  await app.register(sessionHook, { ctx });
  // Maintenance mode and feature flags: after the session (administrators pass maintenance),
  // before the access rule (a switched-off feature is a 404 for everyone).
  await app.register(featureGates, { ctx });
  await app.register(enforceAccess, {
    premiumAllowed: async (actor, feature) => {
      const allowed = await canUsePremium(ctx, actor);
      if (!allowed) {
        await logFeatureAccess(ctx, actor.id, {
          feature_name: feature,
          access_type: 'blocked',
          is_premium_feature: true,
        });
      }
      return allowed;
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Backline API',
        version: '1.0.0',
        description: 'The HTTP API of Backline, a self-hostable creator platform.',
      },
    },
    transform: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/openapi.json',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    async () => app.swagger(),
  );

  for (const registerFeature of features) await registerFeature(app, ctx);
  if (options.extraRoutes) await options.extraRoutes(app, ctx);

  await app.register(singlePageApp, {
    root: options.webRoot ?? ctx.config.webDistDir,
    publicSettings: () => getPublicSettings(ctx),
  });
  return app;
}
