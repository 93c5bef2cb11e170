/**
 * The JavaScript a built page's HTML makes the browser fetch before anything renders: its
 * module entry scripts and every `<link rel="modulepreload">`, each with its gzip size (the
 * bytes a visitor downloads). Chunks a page loads later through `import()` are not in it.
 *
 * The budget test (initial-javascript.test.ts) and the Lighthouse bench use it;
 * `node --import tsx scripts/initial-javascript.ts [dist/web]` prints the table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export interface InitialScript {
  /** The address in the HTML, e.g. `/assets/index-1a2b3c.js`. */
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJavaScript {
  scripts: InitialScript[];
  bytes: number;
  gzipBytes: number;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The addresses of the scripts `html` loads up front, in document order, each once. */
export function initialScriptAddresses(html: string): string[] {
  const addresses: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag.replace(/^<\w+/, '').replace(/\/?>$/, ''));
    const isModuleScript =
      /^<script/i.test(tag) && attributes.get('type') === 'module' && attributes.has('src');
    const isModulePreload =
      /^<link/i.test(tag) &&
      (attributes.get('rel') ?? '').split(/\s+/).includes('modulepreload') &&
      attributes.has('href');
    const address = isModuleScript
      ? attributes.get('src')
      : isModulePreload
        ? attributes.get('href')
        : undefined;
    if (address && !addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

/** Gzip at its best level, as the build precompresses it (scripts/vite-precompress.ts). */
export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The initial JavaScript of `page` (an HTML file under `distDir`, index.html by default). */
export function measureInitialJavaScript(distDir: string, page = 'index.html'): InitialJavaScript {
  const html = readFileSync(path.join(distDir, page), 'utf8');
  const scripts = initialScriptAddresses(html).map((src) => {
    if (/^[a-z]+:\/\//i.test(src)) throw new Error(`${page} loads a script from elsewhere: ${src}`);
    const content = readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { src, bytes: content.length, gzipBytes: gzipSize(content) };
  });
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'dist/web';
  const measured = measureInitialJavaScript(distDir);
  for (const script of measured.scripts) {
    console.log(`${kib(script.gzipBytes).padStart(7)} KiB gzip  ${script.src}`);
  }
  console.log(
    `${kib(measured.gzipBytes).padStart(7)} KiB gzip  in all (${kib(measured.bytes)} KiB)`,
  );
}
