import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { apiTypesPath, generateApiTypes, renderApiTypes } from './generate-api-types';

const OUT_OF_DATE = 'web/lib/api/openapi.gen.ts is out of date: run npm run api:types';

describe('the generated API types', () => {
  it('match the document the server publishes', { timeout: 60_000 }, async () => {
    const generated = await generateApiTypes();
    const committed = readFileSync(apiTypesPath, 'utf8');
    // Not toEqual: a 7,000-line diff would bury the one thing to do.
    if (generated !== committed) expect.fail(OUT_OF_DATE);
  });

  it('are rendered the same way every time, with the generated-file header', async () => {
    const document: OpenAPI3 = {
      openapi: '3.0.3',
      info: { title: 'Probe', version: '1' },
      paths: {
        '/api/probe': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      file: { type: 'string', format: 'binary' },
                      size: { type: 'integer', default: 1 },
                    },
                    required: ['file'],
                  },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    };
    const first = await renderApiTypes(document);
    expect(await renderApiTypes(document)).toBe(first);
    expect(first).toMatch(/^\/\*\*\n \* Generated from the server's OpenAPI document/);
    expect(first).toContain('npm run api:types');
    // Files are bytes; a field with a default may be left out.
    expect(first).toContain('file: Blob;');
    expect(first).toContain('size?: number;');
  });
});
