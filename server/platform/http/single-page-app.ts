import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicSettings } from '../../../contract/settings';
import { settingsPage } from './page-html';

interface SinglePageAppOptions {
  root: string;
  /** The settings written into every page (page-html.ts). */
  publicSettings: () => Promise<PublicSettings>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never, and
 * every client route (/dashboard, /profile/7, ...) gets index.html with the public settings
 * written in. Unknown /api paths stay JSON 404s. Other text files go out as the Brotli or
 * gzip copies the build wrote beside them (scripts/vite-precompress.ts), to browsers that
 * accept one.
 */
export const singlePageApp = fp(async (app: FastifyInstance, options: SinglePageAppOptions) => {
  const { root, publicSettings } = options;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const page = hasBuild ? settingsPage(readFileSync(path.join(root, 'index.html'), 'utf8')) : null;
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

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage) {
      // The address is not repeated back: it is the caller's own text.
      return reply.status(404).send({ error: 'No such endpoint' });
    }
    if (!page) {
      return reply
        .status(404)
        .send({ error: 'The web app is not built. Run `npm run build` or `npm run dev`.' });
    }
    const settings = await publicSettings().catch((error: unknown) => {
      request.log.warn({ err: error }, 'a page went out without the settings');
      return null;
    });
    const { encoding, body } = page(settings, request.headers['accept-encoding']);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
});
