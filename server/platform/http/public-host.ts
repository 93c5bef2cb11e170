import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/**
 * In production, only requests for the public address (PUBLIC_URL's host) are answered: a
 * request naming another Host is some other site's traffic, or an attempt to make Backline
 * build links or set cookies for a host it does not own. `/api/health` stays open, so a load
 * balancer may probe a process by its own address.
 */
export const publicHost = fp(
  async (app: FastifyInstance, { publicUrl, enforce }: { publicUrl: string; enforce: boolean }) => {
    if (!enforce) return;
    const expected = new URL(publicUrl).host.toLowerCase();
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url === '/api/health' || request.host.toLowerCase() === expected) return done();
      done(new HttpError(421, 'This server does not answer for that host name.'));
    });
  },
);
