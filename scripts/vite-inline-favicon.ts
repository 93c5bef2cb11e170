import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the SVG favicon into the built index.html as a data: URL. As a file it was one more
 * request on a phone's first load, beside the screen's own, while the page was still painting
 * (Lighthouse counted it in the feed's Largest Contentful Paint; bench/README.md). It is half a
 * kilobyte. The development server keeps the link to the file.
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'backline:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ''))}`;
      return html.replace('href="/favicon.svg"', () => `href="${dataUrl}"`);
    },
  };
}
