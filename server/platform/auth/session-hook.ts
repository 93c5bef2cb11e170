import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../context';
import { sessionToken } from './session-cookie';
import { findSessionHolder } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the session this request came with, when it has a live one. */
    sessionId: number | null;
  }
}

/** Resolves `request.actor` from the session cookie before anything else looks at the request. */
export const sessionHook = fp(async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);
  // Callback style, so a request without a session (most public reads) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = sessionToken(request, ctx.config.publicUrl);
    if (!token) return done();
    findSessionHolder(ctx, token).then((holder) => {
      request.actor = holder?.actor ?? null;
      request.sessionId = holder?.sessionId ?? null;
      done();
    }, done);
  });
});
