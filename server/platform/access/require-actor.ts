import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { Actor } from './actor';

/** The actor of a route whose rule already required sign-in; typed as present. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
