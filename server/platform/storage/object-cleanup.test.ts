import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { sweepAbandonedUploads } from './jobs/sweep-abandoned-uploads';
import {
  ABANDONED_AFTER_MS,
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from './object-cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The hourly cleanup job, run `afterMs` from now. */
async function cleanUpAt(afterMs: number) {
  t.setNow(new Date(Date.now() + afterMs));
  try {
    await t.ctx.jobs.enqueue(t.ctx.db, sweepAbandonedUploads, {});
    await t.runJobs([sweepAbandonedUploads]);
  } finally {
    t.setNow(null);
  }
}

const exists = async (key: string) => (await t.ctx.storage.head(key)) !== null;
const noted = async (key: string) =>
  (await t.ctx.db
    .selectFrom('object_cleanup')
    .select('object_key')
    .where('object_key', '=', key)
    .executeTakeFirst()) !== undefined;

describe('objects and their rows across a crash', () => {
  it('deletes a written object whose row never committed, a day later and not before', async () => {
    const key = await reserveObjectKey(t.ctx, 'tests');
    await t.ctx.storage.put(key, Buffer.from('bytes'), { contentType: 'text/plain' });
    // (the process dies here, before the row that names the key commits)
    await cleanUpAt(ABANDONED_AFTER_MS - 60_000);
    expect(await exists(key)).toBe(true);
    await cleanUpAt(ABANDONED_AFTER_MS + 60_000);
    expect({ stored: await exists(key), noted: await noted(key) }).toEqual({
      stored: false,
      noted: false,
    });
  });

  it('keeps an object whose row committed', async () => {
    const key = await reserveObjectKey(t.ctx, 'tests');
    await t.ctx.storage.put(key, Buffer.from('bytes'), { contentType: 'text/plain' });
    await t.ctx.db.transaction().execute((trx) => keepObject(trx, key));
    await cleanUpAt(ABANDONED_AFTER_MS + 60_000);
    expect({ stored: await exists(key), noted: await noted(key) }).toEqual({
      stored: true,
      noted: false,
    });
  });

  it('deletes a dropped object at once, or at the next cleanup when the process died first', async () => {
    const [first, second] = [await reserveObjectKey(t.ctx, 'tests'), 'tests/dropped-later'];
    for (const key of [first, second]) {
      await t.ctx.storage.put(key, Buffer.from('bytes'), { contentType: 'text/plain' });
      await t.ctx.db.transaction().execute(async (trx) => {
        await keepObject(trx, key);
        await dropObject(trx, key, t.ctx.now());
      });
    }
    await deleteDroppedObjects(t.ctx, [first]);
    expect({ stored: await exists(first), noted: await noted(first) }).toEqual({
      stored: false,
      noted: false,
    });
    // The second's process died before deleting it: the note stays until the cleanup job.
    expect({ stored: await exists(second), noted: await noted(second) }).toEqual({
      stored: true,
      noted: true,
    });
    await cleanUpAt(60_000);
    expect({ stored: await exists(second), noted: await noted(second) }).toEqual({
      stored: false,
      noted: false,
    });
  });
});
