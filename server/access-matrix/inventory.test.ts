/**
 * The route inventory: every route the app registers must declare an access rule and have a
 * row in the access matrix, and every row must name a route that exists. A new route without
 * a row fails here, before it can ship untested.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../platform/access/enforce-access';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { administrators } from './actors';
import { allRows } from './all-rows';
import { rowName } from './run-matrix';

let t: TestApp;
let routes: DeclaredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.declaredRoutes;
});
afterAll(() => t.close());

/**
 * The row that covers a route: HEAD is answered by the GET handler of the same path (Fastify
 * adds it), so the GET row covers it; a HEAD registered alone needs its own row.
 */
function coveringName(route: DeclaredRoute): string {
  const hasGet = routes.some((other) => other.method === 'GET' && other.url === route.url);
  return `${route.method === 'HEAD' && hasGet ? 'GET' : route.method} ${route.url}`;
}

describe('route inventory', () => {
  it('finds the routes as the app registers them', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/posts/:id');
  });

  it('has a declared access rule on every route', () => {
    expect(routes.filter((route) => !route.access).map(coveringName)).toEqual([]);
  });

  it('has a matrix row for every route', () => {
    const rowNames = new Set(allRows.map(rowName));
    const missing = [...new Set(routes.map(coveringName))].filter((name) => !rowNames.has(name));
    expect(missing).toEqual([]);
  });

  it('has no row for a route the app does not register', () => {
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(allRows.map(rowName).filter((name) => !registered.has(name))).toEqual([]);
  });

  it('has admin-only rows for the admin routes: only the administrator passes', () => {
    const adminRows = allRows.filter((row) => row.route.startsWith('/api/admin'));
    expect(adminRows.length).toBeGreaterThan(0);
    for (const row of adminRows) {
      expect(row.expect, rowName(row)).toEqual(administrators(row.expect.administrator));
    }
  });

  it('refuses the suspended user on every route that needs a signed-in user', () => {
    const ruleOf = new Map(routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    for (const row of allRows) {
      if (ruleOf.get(rowName(row))?.kind === 'public') continue;
      expect(row.expect.suspended, rowName(row)).toBe(401);
    }
  });
});
