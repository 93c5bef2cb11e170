/**
 * Bad input on every JSON route, driven by the contract: for each route the fields its zod
 * schemas name get values of the wrong type, size and shape (and whole bodies of any JSON,
 * and bodies that are not JSON), its path parameters get strings no id looks like. Whatever
 * arrives, the server answers below 500, and every refusal is `{ error }`.
 */
import * as fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOB_EVENTS_PATH } from '../../../contract/jobs';
import type { ApiClient, ApiResponse } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { DeclaredRoute } from '../access/enforce-access';

/** At least this many requests per engine, spread over the routes. */
const TOTAL_REQUESTS = 10_000;
/**
 * The same inputs on every run, so a red CI can be replayed; set FUZZ_SEED to draw others
 * (a failure prints the seed and path that fast-check needs to replay it).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const ADMIN = 'fuzz-admin@example.test';
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof methods)[number];

/** Routes that would end the fuzzing session itself, or hold the connection open by design. */
const leftOut = new Set([
  'POST /api/logout',
  'DELETE /api/sessions/others',
  `GET ${JOB_EVENTS_PATH}`,
]);

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '%',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '9'.repeat(400),
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  '2026-02-30T25:61:00Z',
  'https://evil.example/',
  'javascript:alert(1)',
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

const pathValue = fc.oneof(
  oddStrings,
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.integer().map(String),
  fc.uuid(),
);

/** The names of the fields a zod schema declares (top level, and each branch of a union). */
function fieldNames(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
  } catch {
    return [];
  }
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.properties === 'object' && record.properties !== null) {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(record[key])) for (const branch of record[key]) visit(branch);
    }
  };
  visit(json);
  return [...names];
}

function objectOf(names: string[]): fc.Arbitrary<Record<string, unknown>> {
  if (names.length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), wrongValue);
  return fc.record(Object.fromEntries(names.map((name) => [name, wrongValue])), {
    requiredKeys: [],
  });
}

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes it would be instead. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

interface BadRequest {
  url: string;
  json?: unknown;
  payload?: string;
}

/** Bad requests for one route: its path parameters, query and body all drawn at once. */
function badRequests(route: DeclaredRoute, method: Method): fc.Arbitrary<BadRequest> {
  const schema: FastifySchema = route.schema ?? {};
  const parameters = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  const path = fc
    .tuple(...parameters.map(() => pathValue))
    .map((values) =>
      values.reduce<string>(
        (url, value, index) =>
          url.replace(`:${parameters[index]}`, encodePathSegment(String(value))),
        route.url,
      ),
    );
  const query = objectOf(fieldNames(schema.querystring)).map((fields) =>
    new URLSearchParams(
      Object.entries(fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
    ).toString(),
  );
  const url = fc
    .tuple(path, query)
    .map(([base, search]) => (search === '' ? base : `${base}?${search}`));
  if (method === 'GET' || method === 'DELETE') return url.map((url) => ({ url }));
  const body = fc.oneof(
    { weight: 3, arbitrary: objectOf(fieldNames(schema.body)).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,]', 'null', '"', '\u0000', '{"__proto__":{"x":1}}')
        .map((payload) => ({ payload })),
    },
  );
  return fc.tuple(url, body).map(([url, body]) => ({ url, ...body }));
}

function isFine(reply: ApiResponse): boolean {
  if (reply.status >= 500) return false;
  if (reply.status < 400) return true;
  return typeof reply.body?.error === 'string' && reply.body.error.length > 0;
}

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  ({ client: admin } = await signUp(t, { email: ADMIN, role: 'artist' }));
});
afterAll(async () => t?.close());

describe('bad input on every JSON route', () => {
  it(`answers ${TOTAL_REQUESTS.toLocaleString('en-US')} bad requests below 500, each refusal { error }`, async () => {
    const routes = t.app.declaredRoutes.filter(
      (route): route is DeclaredRoute & { method: Method } =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        (methods as readonly string[]).includes(route.method) &&
        !leftOut.has(`${route.method} ${route.url}`),
    );
    expect(routes.length).toBeGreaterThan(80);
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    let sent = 0;
    let handled = 0;
    for (const route of routes) {
      // Signed out for public routes half the time: sign-in and sign-up are what strangers hit.
      const anonymous = t.client();
      await fc.assert(
        fc.asyncProperty(badRequests(route, route.method), fc.boolean(), async (bad, signedOut) => {
          const client = signedOut && route.access?.kind === 'public' ? anonymous : admin;
          const reply = await client.request(route.method, bad.url, {
            json: bad.json,
            payload: bad.payload,
            headers: bad.payload === undefined ? {} : { 'content-type': 'application/json' },
          });
          sent += 1;
          if (![401, 403, 429].includes(reply.status)) handled += 1;
          if (!isFine(reply)) {
            throw new Error(
              `${route.method} ${route.url} → ${reply.status} ${reply.text.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: runsPerRoute, endOnFailure: true, seed: SEED },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // The session lasted the whole run: most requests reached validation and the handlers.
    expect((await admin.get('/api/users/me')).status).toBe(200);
    expect(handled / sent).toBeGreaterThan(0.5);
  }, 600_000);
});
