import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { getMaxFileSizeMb, getSetting, getSettings, setSetting } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeRaw(key: string, value: string) {
  await t.ctx.db
    .insertInto('app_settings')
    .values({ key, value, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

describe('platform settings', () => {
  it('reads the defaults when nothing is stored', async () => {
    expect(await getSettings(t.ctx)).toEqual({ max_file_size_mb: 100 });
    expect(await getMaxFileSizeMb(t.ctx)).toBe(100);
  });

  it('stores a setting as JSON and reads it back, replacing the previous value', async () => {
    expect(await setSetting(t.ctx, 'max_file_size_mb', 250)).toBe(250);
    expect(await getMaxFileSizeMb(t.ctx)).toBe(250);
    await setSetting(t.ctx, 'max_file_size_mb', 5);
    expect(await getSettings(t.ctx)).toEqual({ max_file_size_mb: 5 });
    const row = await t.ctx.db
      .selectFrom('app_settings')
      .selectAll()
      .where('key', '=', 'max_file_size_mb')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('5');
  });

  it.each([
    [0, 'max_file_size_mb: must be at least 1 MB'],
    [1.5, 'max_file_size_mb: must be a whole number of MB'],
    [20_000, 'max_file_size_mb: must be at most 10240 MB'],
    ['100', 'max_file_size_mb: must be a number of MB'],
  ])('refuses %j with a 400 naming the setting', async (value, message) => {
    await expect(setSetting(t.ctx, 'max_file_size_mb', value)).rejects.toMatchObject({
      statusCode: 400,
      message,
    });
  });

  it('falls back to the default for a stored value that is not valid', async () => {
    await storeRaw('max_file_size_mb', '{not json');
    expect(await getSetting(t.ctx, 'max_file_size_mb')).toBe(100);
    await storeRaw('max_file_size_mb', '-3');
    expect(await getSettings(t.ctx)).toEqual({ max_file_size_mb: 100 });
  });

  it('ignores stored keys it does not know', async () => {
    await storeRaw('retired_setting', '"x"');
    expect(await getSettings(t.ctx)).toEqual({ max_file_size_mb: 100 });
  });
});
