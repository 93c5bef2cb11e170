import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/**
 * Helmet with a Content-Security-Policy that allows no inline script. Inline styles stay
 * allowed because the toast and dialog libraries inject style elements at run time.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Connecting a social account opens the platform in a popup that messages us back
  // (`social_connected`); `same-origin` would cut the popup off from this window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The same headers on every response: the API, the web app, /api/docs and 404s.
 *
 * Helmet itself, as its README shows it: the middleware is built once and run on each raw
 * response. (@fastify/helmet builds it again for every request, to allow per-route options
 * and CSP nonces we do not use; that was 3-4% of a feed request.)
 */
const setHeaders = helmet(helmetOptions);

/** Sets the headers on a raw response (for replies no hook sees, such as routing errors). */
export function applySecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  done: (error?: Error) => void,
) {
  setHeaders(request, response, (error?: unknown) => done(error as Error | undefined));
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, done);
  });
});
