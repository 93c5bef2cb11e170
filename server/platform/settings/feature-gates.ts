/**
 * Two gates every API request passes right after the session is known, before its access
 * rule: maintenance mode (non-administrators get 503, except what it takes to reach the app and
 * sign in as an administrator) and feature flags (every route of a switched-off feature is a
 * 404). Both read the cached settings, so a request normally costs no query for them.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformSettings } from '../../../contract/settings';
import type { ServiceContext } from '../../context';
import type { ApiApp } from '../http/api-app';
import { HttpError, notFound } from '../http/errors';
import type { FeatureFlag } from './feature-flag';

export interface FlaggedRoute {
  method: string;
  url: string;
  flag: FeatureFlag;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The flag that switches this route off; set for a whole feature by `switchable`. */
    featureFlag?: FeatureFlag;
  }
  interface FastifyInstance {
    /** Every route a feature flag switches, as registered (tests walk it). */
    flaggedRoutes: FlaggedRoute[];
  }
}

function recordFlagged(list: FlaggedRoute[], route: RouteOptions, flag: FeatureFlag) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) list.push({ method, url: route.url, flag });
}

function assertDeclared(ctx: ServiceContext, flag: FeatureFlag, where: string) {
  if (!ctx.settings.flags.includes(flag)) {
    throw new Error(
      `${where} is switched by the flag "${flag.name}", which is not listed in server/features/feature-flags.ts`,
    );
  }
}

/**
 * What a non-administrator can still call during maintenance: health, the public settings
 * (the web app learns from them that it is in maintenance) and the sign-in round trip, so an
 * administrator can come in and switch it off.
 */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/settings/public',
  'GET /api/auth/providers',
  'GET /api/oauth/:provider/redirect_url',
  'POST /api/auth/local/sign-in',
  'POST /api/auth/local/sign-up',
  'POST /api/auth/local/sign-up/pending',
  'POST /api/auth/local/sign-up/confirm',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/sessions',
  'POST /api/logout',
  'GET /api/logout',
  'GET /api/users/me',
]);

export const FEATURE_OFF_MESSAGE = 'This feature is switched off on this server.';

/** Retry-After for the maintenance reply: a polite hint, not a promise. */
const MAINTENANCE_RETRY_SECONDS = 60;

export function maintenanceMessage(appName: string): string {
  return `${appName} is down for maintenance. We'll be back shortly: please try again soon.`;
}

function isOpenDuringMaintenance(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (url === undefined) return false;
  // API documentation is static and public; it is not the app.
  if (url.startsWith('/api/docs')) return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return OPEN_DURING_MAINTENANCE.has(`${method} ${url}`);
}

function refusal(request: FastifyRequest, settings: PlatformSettings): HttpError | null {
  const { general, features } = settings;
  if (general.maintenance_mode && !request.actor?.isAdmin && !isOpenDuringMaintenance(request)) {
    return new HttpError(503, maintenanceMessage(general.app_name), MAINTENANCE_RETRY_SECONDS);
  }
  const flag = request.routeOptions.config?.featureFlag;
  if (flag && !(features[flag.name] ?? flag.default)) return notFound(FEATURE_OFF_MESSAGE);
  return null;
}

export const featureGates = fp(async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
  const flaggedRoutes: FlaggedRoute[] = [];
  app.decorate('flaggedRoutes', flaggedRoutes);
  // A route that names its flag itself; routes of a `switchable` scope get theirs below.
  app.addHook('onRoute', (route: RouteOptions) => {
    const flag = route.config?.featureFlag;
    if (!flag) return;
    assertDeclared(ctx, flag, `Route ${route.url}`);
    recordFlagged(flaggedRoutes, route, flag);
  });

  // Callback style: with the settings cached, a request is decided without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const cached = ctx.settings.peek();
    if (cached) return done(refusal(request, cached) ?? undefined);
    ctx.settings.read().then((settings) => done(refusal(request, settings) ?? undefined), done);
  });
});

type RegisterRoutes = (app: ApiApp, ctx: ServiceContext) => Promise<void>;

/**
 * A feature's routes, switched by its flag: they are registered in a scope of their own
 * whose every route carries the flag, so none can be forgotten. A route may name another
 * feature's flag itself (`config.featureFlag`) when it belongs there.
 */
export function switchable(flag: FeatureFlag, registerRoutes: RegisterRoutes): RegisterRoutes {
  return async (app, ctx) => {
    assertDeclared(ctx, flag, `The feature registered by ${registerRoutes.name || 'a function'}`);
    await app.register(async (scope: ApiApp) => {
      scope.addHook('onRoute', (route) => {
        // A route naming a flag of its own was recorded by the app-wide hook already.
        if (route.config?.featureFlag) return;
        route.config = { ...route.config, featureFlag: flag };
        recordFlagged(scope.flaggedRoutes, route, flag);
      });
      await registerRoutes(scope, ctx);
    });
  };
}
