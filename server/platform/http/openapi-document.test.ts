/**
 * The OpenAPI document is what the web client's types are generated from
 * (scripts/generate-api-types.ts), so it must say what each route really answers: its success
 * reply, and every refusal its access rule and its inputs can bring, in the `{ error }` shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => {
  await t.close();
});

/** `/api/posts/:id` as the document writes it: `/api/posts/{id}`. */
function documentPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function operationOf(method: string, url: string): Operation | undefined {
  return document.paths[documentPath(url)]?.[method.toLowerCase()];
}

function apiRoutes() {
  return t.app.declaredRoutes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.url !== '/api/openapi.json' &&
      route.method !== 'HEAD',
  );
}

describe('the published OpenAPI document', () => {
  it('documents every API route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((route) => !operationOf(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('declares a success reply and the refusals of its access rule and inputs', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const operation = operationOf(route.method, route.url);
      if (!operation) continue;
      const name = `${route.method} ${route.url}`;
      const statuses = Object.keys(operation.responses ?? {});
      const expected: string[] = [];
      if (route.access?.kind !== 'public') expected.push('401');
      if (['premium', 'admin', 'seller'].includes(route.access?.kind ?? '')) expected.push('403');
      if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) expected.push('400');
      // A success is a 2xx, or a 302/303 for a route that only sends the browser on.
      if (!statuses.some((status) => /^2\d\d$|^30[23]$/.test(status)))
        problems.push(`${name}: no 2xx`);
      for (const status of expected) {
        if (!statuses.includes(status)) problems.push(`${name}: no ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every error reply the `{ error }` shape', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          // A page for people (the social connect popup's return) answers its errors as a page.
          const types = Object.keys(response.content ?? {});
          if (types.length === 1 && types[0] === 'text/html') continue;
          const schema = response.content?.['application/json']?.schema;
          if (schema?.properties?.error?.type !== 'string' || !schema.required?.includes('error')) {
            problems.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes uploads as multipart forms with a binary `file`', () => {
    for (const path of [
      '/api/vault/upload',
      '/api/users/me/avatar',
      '/api/merch/products/{id}/image',
    ]) {
      const form = document.paths[path].post.requestBody?.content['multipart/form-data']?.schema;
      expect(form?.properties?.file, path).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.required, path).toContain('file');
    }
    const vaultForm =
      document.paths['/api/vault/upload'].post.requestBody?.content['multipart/form-data'].schema;
    expect(Object.keys(vaultForm?.properties ?? {})).toEqual([
      'description',
      'access_level',
      'file',
    ]);
  });

  it('describes downloads as binary bodies of their media type', () => {
    const binaries: [string, string][] = [
      ['/api/vault/download/{id}', 'application/octet-stream'],
      ['/api/users/{userId}/avatar', 'image/webp'],
      ['/api/merch/products/{id}/image', 'image/webp'],
    ];
    for (const [path, mediaType] of binaries) {
      const ok = document.paths[path].get.responses['200'];
      expect(ok.content?.[mediaType]?.schema, path).toMatchObject({
        type: 'string',
        format: 'binary',
      });
    }
    expect(Object.keys(document.paths['/api/vault/download/{id}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '206', '401', '404', '416']),
    );
  });
});
