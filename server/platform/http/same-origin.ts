import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function crossSiteRefusal(request: FastifyRequest, publicUrl: string) {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    return [publicUrl, requestOrigin(request)].includes(origin)
      ? undefined
      : forbidden('Cross-site request refused');
  }
  if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
    return forbidden('Cross-site request refused');
  }
  return undefined;
}

/**
 * Refuses state-changing requests sent by another site, on top of SameSite cookies: the
 * browser's `Origin` must be ours, and without one `Sec-Fetch-Site` must not say cross-site.
 * Requests with neither header (curl, server-to-server) carry no ambient cookies to abuse.
 */
export const sameOrigin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(crossSiteRefusal(request, publicUrl));
  });
});
