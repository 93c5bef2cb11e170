/**
 * Writes web/lib/api/openapi.gen.ts: TypeScript types of every endpoint, generated from the
 * OpenAPI document the server publishes at /api/openapi.json (the routes' zod schemas, through
 * @fastify/swagger). The web client calls the API through these types (openapi-fetch), so a
 * path or field renamed on the server fails the type check of the web app.
 *
 * `npm run api:types` writes the file; `scripts/api-types.test.ts` fails while it is stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { createContext } from '../server/start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiTypesPath = path.join(root, 'web/lib/api/openapi.gen.ts');

const HEADER = `/**
 * Generated from the server's OpenAPI document (/api/openapi.json) by
 * scripts/generate-api-types.ts. Do not edit: run \`npm run api:types\` after changing a route
 * or a contract schema (\`npm test\` fails while this file is out of date).
 */
`;

/** The document the server publishes, from the real app on a throwaway database. */
export async function publishedDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backline-api-types-'));
  const { ctx, handle } = await createContext(
    parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'backline.db')}`,
    }),
  );
  try {
    const app = await buildApp(ctx, { webRoot: path.join(dataDir, 'no-web-build') });
    try {
      await app.ready();
      return app.swagger() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The file's text: the types of `document`, formatted as the repository's Prettier wants. */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, {
    alphabetize: true,
    silent: true,
    // A request field with a default may be left out (the server fills it in); replies list
    // what they always carry as required anyway.
    defaultNonNullable: false,
    // Fixed-length arrays (a couplet's two lines) as tuples, as zod infers them.
    arrayLength: true,
    // Uploaded and downloaded files are bytes in the browser, not strings.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  const source = HEADER + '\n' + astToString(ast);
  const options = await prettier.resolveConfig(apiTypesPath);
  return prettier.format(source, { ...options, filepath: apiTypesPath });
}

export async function generateApiTypes(): Promise<string> {
  return renderApiTypes(await publishedDocument());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(apiTypesPath, await generateApiTypes());
  console.log(`Wrote ${path.relative(root, apiTypesPath)}`);
}
