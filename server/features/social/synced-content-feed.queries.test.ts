import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { syncedContentSinceQuery } from './synced-content-feed.queries';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(() => handle.close());

/** The plan the engine makes for the trends' read of synced items, as text. */
async function planOfSyncedContentSince(): Promise<string> {
  const query = syncedContentSinceQuery(handle.db, '2026-11-20T00:00:00.000Z').compile();
  if (testEngine() === 'sqlite') {
    const { rows } = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  }
  // An empty table is cheapest to scan: ask whether an index alone can serve the read.
  return handle.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe("the trends' read of every creator's synced items", () => {
  it('walks the date index, newest first, instead of scanning and sorting the whole table', async () => {
    const plan = await planOfSyncedContentSince();
    expect(plan).toContain('social_content_posted_idx');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
