import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessRule } from './access-rules';
import { access } from './access-rules';
import type { Actor } from './actor';
import { decideRouteAccess } from './route-policy';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** What the route validates (the contract's zod schemas), for suites that go over every route. */
  schema: FastifySchema | undefined;
}

interface EnforceAccessOptions {
  premiumAllowed: (actor: Actor, feature: string) => Promise<boolean>;
}

/** Routes registered by plugins we do not write (static files, API docs) are public by nature. */
function isThirdPartyPublicRoute(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/docs');
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Every route states its access rule in `config.access`. A route under /api without one
 * cannot be registered, /api/admin routes must be admin-only, and the rule is enforced
 * before the body is parsed, so a refusal never depends on what was sent.
 */
export const enforceAccess = fp(async (app: FastifyInstance, options: EnforceAccessOptions) => {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.access && isThirdPartyPublicRoute(route.url)) {
      route.config = { ...route.config, access: access.public };
    }
    const rule = route.config?.access;
    if (!rule) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    if (route.url.startsWith('/api/admin') && rule.kind !== 'admin') {
      throw new Error(`Route ${route.url} is under /api/admin and must be admin-only`);
    }
    for (const method of methods)
      declaredRoutes.push({ method, url: route.url, access: rule, schema: route.schema });
  });

  // Callback style: public routes (and the not-found handler) are decided without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.kind === 'public') return done();
    decideRouteAccess(rule, request.actor, (actor) =>
      options.premiumAllowed(actor, rule.kind === 'premium' ? rule.feature : ''),
    ).then((refusal) => done(refusal ?? undefined), done);
  });
});
