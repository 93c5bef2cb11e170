import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { isAdministrator } from '../access/actor';
import { SESSION_COOKIE, findSessionUser } from './sessions';

/** Resolves `request.actor` from the session cookie before anything else looks at the request. */
export const sessionHook = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const user = await findSessionUser(ctx, token);
    request.actor = user ? { user, isAdmin: isAdministrator(user, ctx.config.adminEmails) } : null;
  });
});
