import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../context';
import { sessionToken } from './session-cookie';
import { findSessionActor } from './sessions';

/** Resolves `request.actor` from the session cookie before anything else looks at the request. */
export const sessionHook = fp(async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
  app.decorateRequest('actor', null);
  // Callback style, so a request without a session (most public reads) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = sessionToken(request);
    if (!token || !request.url.startsWith('/api/')) return done();
    findSessionActor(ctx, token).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
});
