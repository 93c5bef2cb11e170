import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** Every PostgreSQL schema a test of this run makes starts with this. */
    postgresSchemaPrefix: string;
  }
}

/**
 * Test files keep their PostgreSQL schemas until the whole run has finished, and this teardown
 * drops them. Dropping one while another file's migrator lists the tables of every schema
 * (Kysely's introspector) failed that migrator with `schema "test_…" does not exist`.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
