import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../context';
import { isAdministrator } from '../access/actor';
import { SESSION_COOKIE, findSessionUser } from './sessions';

/** Resolves `request.actor` from the session cookie before anything else looks at the request. */
export const sessionHook = fp(async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
  app.decorateRequest('actor', null);
  // Callback style, so a request without a session (most public reads) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return done();
    findSessionUser(ctx, token).then((user) => {
      request.actor = user
        ? { user, isAdmin: isAdministrator(user, ctx.config.adminEmails) }
        : null;
      done();
    }, done);
  });
});
