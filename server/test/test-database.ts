import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase } from '../db/connect';
import type { DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/**
 * Which engine this test run uses: the vitest project sets TEST_DB to `sqlite` or
 * `postgres` (the latter with TEST_DATABASE_URL pointing at a server).
 */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A name for a new PostgreSQL schema of this test run. The run's global set-up drops every such
 * schema once all files have finished (see postgres-schemas.global-setup.ts).
 */
export function testSchemaName(label = ''): string {
  return `${inject('postgresSchemaPrefix')}${label}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A fresh, migrated database that belongs to one test file: a temp SQLite file or a Postgres
 * schema. `migrated: false` leaves it empty, for processes that migrate it themselves.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<DatabaseHandle & { url: string }> {
  const migrated = options.migrated ?? true;
  if (testEngine() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = testSchemaName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = connectDatabase(url, { searchPath: schema, maxConnections: 5 });
    if (migrated) await migrateToLatest(handle);
    return {
      ...handle,
      url,
      // The schema stays until the run's teardown drops it with the others.
      close: () => handle.close(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'backline-test-'));
  const url = `sqlite:${path.join(dir, 'test.db')}`;
  const handle = connectDatabase(url);
  if (migrated) await migrateToLatest(handle);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
