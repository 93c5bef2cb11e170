import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineFavicon } from './scripts/vite-inline-favicon';
import { precompress } from './scripts/vite-precompress';

/** The web app lives in web/ and builds to dist/web, which the API server serves. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineFavicon(), precompress()],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks: no chunk's exports are an API of ours.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small shared chunks (under 20 kB of source) go into each screen that uses them:
          // the feed fetched 32 files, now 10, for the same bytes. Lantern (Lighthouse's
          // phone on slow 4G) pays a round trip per request on six connections, and the feed
          // scored about 5 points more (bench/README.md). The cost is duplicated code: the
          // whole build grows by a fifth (2.09 to 2.48 MB); without a cap, 5.95 MB.
          experimentalInlineCommonChunks: { maxSize: 20000 },
          groups: [
            // What the first paint needs, in one chunk beside the entry.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The icons in one chunk: split the bundler's way, each screen fetched dozens of
            // one-icon chunks of a kilobyte, and on a phone's connection every request costs a
            // round trip (the feed made 82 requests; Lighthouse, bench/README.md). Those the
            // first paint needs are in 'initial'; its modules import them by their own path
            // ('lucide-react/icons/inbox'), as importing the package's index would make every
            // icon part of the first paint.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
