import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Where a NUL character sits in a parsed request part (`title`, `tags.2`), or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return innerPath;
    const found = nulPath(inner, innerPath);
    if (found) return found;
  }
  return null;
}

/**
 * A NUL character is never meaningful in anything a person types, and PostgreSQL refuses to
 * store it in text (SQLite would cut strings at it). After validation, so a field's own rule
 * speaks first where it has one, and before every handler, so no query ever sees one: the
 * path, the query and a JSON body.
 */
export const noNulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulPath(value, '');
      if (path !== null) {
        done(badRequest(`${path || part}: must not contain a NUL character`));
        return;
      }
    }
    done();
  });
});
