import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never, and
 * every client route (/dashboard, /profile/7, ...) gets index.html. Unknown /api paths
 * stay JSON 404s. Text files go out as the Brotli or gzip copies the build wrote beside
 * them (scripts/vite-precompress.ts), to browsers that accept one.
 */
export const singlePageApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage) {
      // The address is not repeated back: it is the caller's own text.
      return reply.status(404).send({ error: 'No such endpoint' });
    }
    if (!hasBuild) {
      return reply
        .status(404)
        .send({ error: 'The web app is not built. Run `npm run build` or `npm run dev`.' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
