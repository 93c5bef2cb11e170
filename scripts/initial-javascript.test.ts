/**
 * The landing page's initial JavaScript stays within its budget (web/budgets.json): the app
 * is built for real and the scripts its HTML loads up front are weighed as they are sent.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../web/budgets.json';
import { initialScriptAddresses, kib, measureInitialJavaScript } from './initial-javascript';
import type { InitialJavaScript } from './initial-javascript';

describe('initialScriptAddresses', () => {
  it('lists the module entry and every modulepreload, once each, and nothing loaded later', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
      <link crossorigin href='/assets/limits-c3.js' rel='modulepreload' />
      <link rel="modulepreload" href="/assets/framework-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="prefetch" href="/assets/feed-page-e5.js">
      </head><body><script src="/classic.js"></script></body></html>`;
    expect(initialScriptAddresses(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/framework-b2.js',
      '/assets/limits-c3.js',
    ]);
  });
});

describe('the landing page', () => {
  let outDir: string;
  let measured: InitialJavaScript;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'backline-budget-'));
    // A process of its own: under vitest NODE_ENV is "test", which would build React's
    // development files.
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { env: { ...process.env, NODE_ENV: 'production' } },
    );
    measured = measureInitialJavaScript(outDir);
  }, 180_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it(`loads at most ${budgets.landingInitialJavaScriptGzipKiB} KiB of JavaScript (gzip) before its first paint`, () => {
    const table = measured.scripts
      .map((script) => `${kib(script.gzipBytes)} KiB ${script.src}`)
      .join('\n');
    expect(measured.scripts.length).toBeGreaterThan(0);
    expect(
      measured.gzipBytes / 1024,
      `initial JavaScript ${kib(measured.gzipBytes)} KiB gzip:\n${table}`,
    ).toBeLessThanOrEqual(budgets.landingInitialJavaScriptGzipKiB);
  });

  it('carries its favicon in the page, not as one more request beside the first screen', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const href = /<link rel="icon"[^>]* href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(href, 'a data: URL in the icon link').toBeDefined();
    const favicon = readFileSync('web/public/favicon.svg', 'utf8');
    expect(decodeURIComponent(href ?? '')).toBe(favicon.replace(/\s*\n\s*/g, ''));
  });

  it('leaves the zod schemas and the contract to the screens that use them', () => {
    const sources = measured.scripts.flatMap((script) => {
      const mapFile = path.join(outDir, `${script.src.replace(/^\//, '')}.map`);
      // The bundler's own runtime chunk is generated code, without a source map.
      if (!existsSync(mapFile)) return [];
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
      return map.sources;
    });
    expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    // zod's config alone is in (web/lib/zod-jitless.ts): its core module and the helpers it uses.
    const unwanted = sources.filter((source) =>
      /node_modules\/zod\/(?!v4\/core\/(core|util)\.js$)|\/contract\/(?!(limits|page)\.ts)/.test(
        source,
      ),
    );
    expect(unwanted).toEqual([]);
  });
});
