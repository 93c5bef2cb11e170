import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../access/access-rules';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
let webRoot: string;
const compressedSizes = { br: 0, gz: 0 };

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'backline-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><head><title>Backline</title></head><div id="root"></div>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log("hi")');
  // The copies the build writes beside its text files (scripts/vite-precompress.ts).
  const indexHtml = '<!doctype html><title>Backline</title><div id="root"></div>';
  compressedSizes.br = brotliCompressSync('console.log("hi")').length;
  compressedSizes.gz = gzipSync('console.log("hi")').length;
  writeFileSync(path.join(webRoot, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.gz'), gzipSync('console.log("hi")'));
  writeFileSync(
    path.join(webRoot, 'assets', 'main-abc123.js.br'),
    brotliCompressSync('console.log("hi")'),
  );
  t = await createTestApp(
    { ADMIN_EMAILS: 'chief@example.test,keeper@example.test' },
    {
      webRoot,
      extraRoutes: async (app) => {
        app.get('/api/admin/probe', { config: { access: access.admin } }, async () => ({
          ok: true,
        }));
        app.post(
          '/api/probe/echo',
          {
            config: { access: access.public },
            schema: { body: z.object({ title: z.string().max(5) }) },
          },
          async (request) => request.body,
        );
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('health and documentation', () => {
  it('answers /api/health with the database checked', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const reply = await t
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/me',
        '/api/sessions',
        '/api/oauth/{provider}/redirect_url',
        '/api/subscription/status',
      ]),
    );
  });

  it('serves browsable docs at /api/docs', async () => {
    const reply = await t.client().get('/api/docs/');
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('swagger');
  });

  it('serves docs that load under the site-wide CSP: scripts from its own files only', async () => {
    const reply = await t.client().get('/api/docs/');
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = reply.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\.\/static\//);
    const initializer = await t.client().get('/api/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const reply = await t.client().request('POST', '/api/auth/local/sign-in', {
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('refuses a NUL character in a path, a query or a body with 400, never storing it', async () => {
    const client = t.client();
    for (const reply of [
      await client.get('/api/t/o/abcdefghijk%00.gif'),
      await client.get('/api/feed?cursor=%00'),
      await client.post('/api/probe/echo', { title: 'a\u0000b' }),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatch(/: must not contain a NUL character$/);
    }
  });

  it('names the invalid field', async () => {
    const reply = await t.client().post('/api/probe/echo', { title: 'far too long' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^title: /);
  });

  it('answers an unknown /api path with a JSON 404 that does not repeat the address', async () => {
    const reply = await t.client().get('/api/does-not-exist?q=<script>');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'No such endpoint' });
  });

  it.each([
    ['/api/posts/%zz', 400],
    ['/api/posts/%', 400],
    ['/api/%E0%A4%A', 400],
    ['/dashboard/%zz<script>', 400],
    [`/api/posts/${'9'.repeat(150)}`, 414],
    [`/api/users/${'x'.repeat(150)}/posts`, 414],
  ])(
    'answers the router’s own refusal of %s as { error } without the address',
    async (url, status) => {
      const reply = await t.client().get(url);
      expect(reply.status).toBe(status);
      expect(reply.body).toEqual({ error: expect.any(String) });
      expect(reply.text).not.toContain(url.slice(5, 15));
      expect(reply.text).not.toContain('script');
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(String(reply.headers['content-security-policy'])).toContain("default-src 'self'");
    },
  );

  it('answers an unsupported content type with 415 in the same shape', async () => {
    const reply = await t.client().request('POST', '/api/probe/echo', {
      payload: 'title=x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ error: expect.any(String) });
  });

  it('answers a body over the limit with 413', async () => {
    const reply = await t.client().request('POST', '/api/probe/echo', {
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: expect.any(String) });
  });
});

describe('the public address in production', () => {
  it('refuses requests for any other host, but lets health probes in', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://backline.example',
    });
    try {
      const client = production.client();
      const ours = await client.get('/api/settings/public', { host: 'backline.example' });
      expect(ours.status).toBe(200);
      const other = await client.get('/api/settings/public', { host: 'evil.example' });
      expect(other.status).toBe(421);
      expect(other.body).toEqual({ error: 'This server does not answer for that host name.' });
      const page = await client.get('/dashboard', { host: 'backline.example:8080' });
      expect(page.status).toBe(421);
      expect((await client.get('/api/health', { host: '10.0.0.7:3000' })).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('answers any host outside production', async () => {
    expect((await t.client().get('/api/settings/public', { host: 'anything.test' })).status).toBe(
      200,
    );
  });
});

describe('access rules', () => {
  it('every registered route declares a rule', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => !route.access);
    expect(missing).toEqual([]);
  });

  it('refuses every route that is not public to an anonymous caller, before reading its body', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const isMethod = (method: string): method is (typeof methods)[number] =>
      (methods as readonly string[]).includes(method);
    const guarded = t.app.declaredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') && route.access?.kind !== 'public' && isMethod(route.method),
    );
    expect(guarded.length).toBeGreaterThan(30);
    const answered = await Promise.all(
      guarded.map(async (route) => {
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        const method = isMethod(route.method) ? route.method : 'GET';
        const reply = await t.client().request(method, url, { json: {} });
        return { route: `${route.method} ${route.url}`, status: reply.status, body: reply.body };
      }),
    );
    const notRefused = answered.filter(
      ({ status, body }) => status !== 401 || typeof body.error !== 'string',
    );
    expect(notRefused).toEqual([]);
  });

  it('refuses to register an /api route without a rule', async () => {
    const bare = await createTestApp(
      {},
      {
        extraRoutes: async (app) => {
          app.get('/api/forgotten', async () => ({}));
        },
      },
    ).catch((error: Error) => error);
    expect(bare).toBeInstanceOf(Error);
    expect((bare as Error).message).toContain('/api/forgotten declares no access rule');
  });

  it('refuses to register an /api/admin route that is not admin-only', async () => {
    const bare = await createTestApp(
      {},
      {
        extraRoutes: async (app) => {
          app.get('/api/admin/leaky', { config: { access: access.signedIn } }, async () => ({}));
        },
      },
    ).catch((error: Error) => error);
    expect((bare as Error).message).toContain('must be admin-only');
  });

  it('refuses admin routes: 401 anonymous, 403 signed in, 200 for administrators', async () => {
    expect((await t.client().get('/api/admin/probe')).status).toBe(401);
    const member = await signUp(t);
    const refused = await member.client.get('/api/admin/probe');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Access denied. Administrator privileges required.' });
    const chief = await signUp(t, { email: 'chief@example.test' });
    expect((await chief.client.get('/api/admin/probe')).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const person = await signUp(t);
    const reply = await person.client.post(
      '/api/features/log-access',
      { feature_name: 'x', access_type: 'click', is_premium_feature: false },
      { origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatch(/Cross-site/);
  });

  it('refuses a cross-site request without Origin by Sec-Fetch-Site', async () => {
    const person = await signUp(t);
    const reply = await person.client.post(
      '/api/features/log-access',
      { feature_name: 'x', access_type: 'click', is_premium_feature: false },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(reply.status).toBe(403);
  });

  it('accepts the same origin', async () => {
    const person = await signUp(t);
    const reply = await person.client.post(
      '/api/features/log-access',
      { feature_name: 'x', access_type: 'click', is_premium_feature: false },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(reply.status).toBe(200);
  });
});

describe('headers and the web app', () => {
  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/dashboard', '/api/nope', '/api/docs/']) {
      const { headers } = await t.client().get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("sends helmet's whole set, the same on every kind of response", async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';" +
        "script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "media-src 'self' blob:;connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const person = await signUp(t);
    const replies = [
      await t.client().get('/api/health'),
      await t.client().get('/api/docs/'),
      await t.client().get('/api/nope'),
      await t.client().get('/assets/main-abc123.js'),
      await t.client().get('/', { accept: 'text/html' }),
      await person.client.get('/api/users/me'),
      await t.client().post('/api/probe/echo', { title: 'far too long' }),
    ];
    for (const reply of replies) {
      expect(reply.headers).toMatchObject(expected);
      expect(reply.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(reply.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/', '/dashboard', '/profile/7', '/storefront/3?tab=music']) {
      const reply = await t.client().get(url, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.text).toContain('<div id="root">');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy a browser accepts, and the file itself to others', async () => {
    const brotli = await t
      .client()
      .get('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' });
    // The bytes of the copy, as they are (the test client does not decode them).
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(compressedSizes.br);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await t.client().get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(compressedSizes.gz);

    const plain = await t.client().get('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("hi")');

    // The page is written per request (the settings go in), and compressed as asked.
    const plainPage = await t.client().get('/feed', { 'accept-encoding': 'identity' });
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    const page = await t.client().get('/feed', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(page.headers['content-length'])).toBeLessThan(plainPage.text.length);
    expect(page.headers['cache-control']).toBe('no-cache');
    const gzipPage = await t.client().get('/feed', { 'accept-encoding': 'gzip' });
    expect(gzipPage.headers['content-encoding']).toBe('gzip');
  });

  it('writes the public settings into every page, so the app need not ask for them first', async () => {
    const page = await t.client().get('/storefront/3', { 'accept-encoding': 'identity' });
    const block =
      /<script type="application\/json" id="public-settings">(.*?)<\/script><\/head>/.exec(
        page.text,
      );
    expect(block?.[1] && JSON.parse(block[1])).toEqual(
      (await t.client().get('/api/settings/public')).body,
    );
  });

  it('escapes the settings in the page: an app name cannot end the block or run a script', async () => {
    const keeper = await signUp(t, { email: 'keeper@example.test' });
    const name = "</script><script>alert(1)</script>$'";
    const changed = await keeper.client.put('/api/admin/settings', {
      category: 'general',
      settings: { app_name: name },
    });
    expect(changed.status).toBe(200);
    try {
      const page = await t.client().get('/dashboard', { 'accept-encoding': 'identity' });
      expect(page.text).not.toContain('<script>alert(1)');
      expect(page.text.match(/<\/script>/g)).toHaveLength(1);
      const block = /id="public-settings">(.*?)<\/script>/.exec(page.text);
      expect(block?.[1] && JSON.parse(block[1]).app_name).toBe(name);
    } finally {
      await keeper.client.put('/api/admin/settings', {
        category: 'general',
        settings: { app_name: 'Backline' },
      });
    }
  });

  it('caches hashed assets immutably', async () => {
    const reply = await t.client().get('/assets/main-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
