import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine, testSchemaName } from '../test/test-database';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrate';

if (testEngine() !== 'postgres') {
  it('migrations in a schema named by DATABASE_URL: runs on PostgreSQL only', (context) => {
    context.skip('skipped on SQLite: schemas are a PostgreSQL matter');
  });
} else {
  describe('migrations in a schema named by DATABASE_URL', () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const own = testSchemaName('own_');
    const other = testSchemaName('other_');
    let admin: pg.Client;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Another application's schema in the same database, with Kysely's bookkeeping of its own.
      await admin.query(`create schema ${other}`);
      await admin.query(
        `create table ${other}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
      );
      await admin.query(
        `create table ${other}.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`,
      );
      await admin.query(`create schema ${own}`);
    });
    // The run's teardown drops both schemas.
    afterAll(() => admin.end());

    it('keeps its bookkeeping in that schema, whatever other schemas hold', async () => {
      // As server/main.ts connects: the URL alone says which schema (libpq's `options`).
      const handle = connectDatabase(
        `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${own}`)}`,
      );
      try {
        const applied = await migrateToLatest(handle);
        expect(applied.length).toBeGreaterThan(0);
        expect(await migrateToLatest(handle)).toEqual([]);
      } finally {
        await handle.close();
      }
      const { rows } = await admin.query<{ table_schema: string }>(
        `select table_schema from information_schema.tables where table_name in ('kysely_migration', 'users') and table_schema in ($1, $2)`,
        [own, other],
      );
      expect(rows.map((row) => row.table_schema).sort()).toEqual([other, own, own].sort());
    });
  });
}
