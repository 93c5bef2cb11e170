import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet with a Content-Security-Policy that allows no inline script. Inline styles stay
 * allowed because the toast and dialog libraries inject style elements at run time.
 */
const helmetOptions: FastifyHelmetOptions = {
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
};

/**
 * The same headers on every response (the API, the web app, /api/docs, 404s), set by one
 * `onRequest` hook from a list computed once.
 *
 * Why: @fastify/helmet calls `helmet(options)` on every request, which parses and validates
 * the whole configuration (the CSP directives included) again each time: 3% of the feed's CPU.
 * Nothing here varies per request (no CSP nonces, no per-route helmet options), so the headers
 * are taken once from @fastify/helmet itself, on a throwaway instance: the same headers and
 * values in the same order, set the way helmet sets them (on the raw response, before any
 * route code runs); only their names' case differs (lower case, as Fastify writes its own).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});

type Header = [name: string, value: string | number | string[]];
let computed: Promise<Header[]> | null = null;

/** The headers @fastify/helmet sets with `helmetOptions`, asked once per process. */
function helmetHeaders(): Promise<Header[]> {
  computed ??= (async () => {
    const probe = Fastify({ logger: false });
    await probe.register(helmet, helmetOptions);
    let headers: Header[] = [];
    probe.get('/', (_request, reply) => {
      // Only helmet's onRequest hooks have run: the response holds its headers and no other.
      // (Helmet also removes X-Powered-By, which neither Node nor Fastify ever sets.)
      headers = reply.raw.getHeaderNames().map((name) => [name, reply.raw.getHeader(name)!]);
      reply.send();
    });
    await probe.inject('/');
    await probe.close();
    if (headers.length === 0) throw new Error('@fastify/helmet set no headers');
    return headers;
  })();
  return computed;
}
