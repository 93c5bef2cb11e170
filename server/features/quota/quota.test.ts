import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MerchProduct } from '../../../contract/merch';
import type { VaultFile, VaultFilesReply } from '../../../contract/vault';
import { updateSettings } from '../../platform/settings/settings.service';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { multipartBody, uploadToVault } from '../vault/vault-upload.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const QUOTA_MB = 1;

beforeEach(async () => {
  await updateSettings(t.ctx, null, {
    category: 'limits',
    settings: { storage_quota_mb: QUOTA_MB, uploads_per_hour: 1000 },
  });
});

function storedFiles(): string[] {
  const { storage } = t.ctx.config;
  if (storage.driver !== 'local') throw new Error('these tests expect the local store');
  try {
    return readdirSync(storage.directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function usageOf(client: ApiClient) {
  const reply = await client.get<VaultFilesReply>('/api/vault/files');
  expect(reply.status).toBe(200);
  return reply.body.storage;
}

function vaultUpload(client: ApiClient, bytes: number, filename = 'take.bin') {
  return uploadToVault<{ file?: VaultFile; error?: string }>(client, {
    filename,
    content: randomBytes(bytes),
  });
}

/** A picture that stays large as WebP (noise does not compress). */
async function noisyPng(side: number) {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

function pictureForm(content: Buffer) {
  return multipartBody({ filename: 'picture.png', contentType: 'image/png', content });
}

describe('the storage quota', () => {
  it('shows what the person stores against the quota in the vault listing', async () => {
    const creator = await signUp(t);
    expect(await usageOf(creator.client)).toEqual({ used_bytes: 0, quota_bytes: QUOTA_MB * MiB });
    await vaultUpload(creator.client, 100_000);
    const avatar = await creator.client.request(
      'POST',
      '/api/users/me/avatar',
      pictureForm(await noisyPng(200)),
    );
    expect(avatar.status).toBe(200);
    const avatarBytes = await t.ctx.db
      .selectFrom('users')
      .select('avatar_bytes')
      .where('id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(avatarBytes.avatar_bytes)).toBeGreaterThan(1000);
    expect(await usageOf(creator.client)).toEqual({
      used_bytes: 100_000 + Number(avatarBytes.avatar_bytes),
      quota_bytes: QUOTA_MB * MiB,
    });
  });

  it('refuses a vault upload past the quota with 413 { error }, keeping nothing', async () => {
    const creator = await signUp(t);
    expect((await vaultUpload(creator.client, 700_000, 'first.bin')).status).toBe(201);
    const filesBefore = storedFiles().length;
    const refused = await vaultUpload(creator.client, 400_000, 'second.bin');
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: expect.stringMatching(/^This upload does not fit in your storage quota of 1 MB/),
    });
    expect(storedFiles()).toHaveLength(filesBefore);
    const rows = await t.ctx.db
      .selectFrom('vault_files')
      .select('original_filename')
      .where('owner_id', '=', creator.user.id)
      .execute();
    expect(rows.map((row) => row.original_filename)).toEqual(['first.bin']);
    expect((await usageOf(creator.client)).used_bytes).toBe(700_000);
    // What still fits is taken.
    expect((await vaultUpload(creator.client, 300_000, 'third.bin')).status).toBe(201);
  });

  it('refuses at once when the quota is full, before reading the file', async () => {
    const creator = await signUp(t);
    expect((await vaultUpload(creator.client, MiB)).status).toBe(201);
    const refused = await vaultUpload(creator.client, 1);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(/\(1 MB used\)/);
    // Not even read: an empty file is refused for the quota, not for being empty.
    const empty = await vaultUpload(creator.client, 0);
    expect(empty.status).toBe(413);
  });

  it('lets only what fits through when uploads race each other', async () => {
    const creator = await signUp(t);
    const replies = await Promise.all([
      vaultUpload(creator.client, 600_000, 'a.bin'),
      vaultUpload(creator.client, 600_000, 'b.bin'),
      vaultUpload(creator.client, 600_000, 'c.bin'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 413, 413]);
    expect((await usageOf(creator.client)).used_bytes).toBe(600_000);
  });

  it('counts avatars: one past the quota is a 413 and keeps nothing', async () => {
    const creator = await signUp(t);
    expect((await vaultUpload(creator.client, MiB - 2_000)).status).toBe(201);
    const filesBefore = storedFiles().length;
    const refused = await creator.client.request(
      'POST',
      '/api/users/me/avatar',
      pictureForm(await noisyPng(300)),
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: expect.stringMatching(/storage quota/) });
    expect(storedFiles()).toHaveLength(filesBefore);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['avatar_key', 'avatar_bytes'])
      .where('id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ avatar_key: null, avatar_bytes: 0 });
  });

  it('counts product images: one past the quota is a 413 and keeps nothing', async () => {
    const creator = await signUp(t);
    const product = await creator.client.post<{ product: MerchProduct }>('/api/merch/products', {
      name: 'Tour Tee',
      price_cents: 2500,
    });
    expect(product.status).toBe(201);
    expect((await vaultUpload(creator.client, MiB - 2_000)).status).toBe(201);
    const filesBefore = storedFiles().length;
    const refused = await creator.client.request(
      'POST',
      `/api/merch/products/${product.body.product.id}/image`,
      pictureForm(await noisyPng(300)),
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: expect.stringMatching(/storage quota/) });
    expect(storedFiles()).toHaveLength(filesBefore);
    const row = await t.ctx.db
      .selectFrom('merch_products')
      .select(['image_key', 'image_bytes'])
      .where('id', '=', product.body.product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ image_key: null, image_bytes: 0 });
  });

  it('counts a replaced picture as freed', async () => {
    const creator = await signUp(t);
    const first = await noisyPng(300);
    expect(
      (await creator.client.request('POST', '/api/users/me/avatar', pictureForm(first))).status,
    ).toBe(200);
    const { used_bytes: withAvatar } = await usageOf(creator.client);
    // Fill the vault up to just under the quota, then upload the same picture again.
    expect((await vaultUpload(creator.client, MiB - withAvatar - 100)).status).toBe(201);
    const second = await creator.client.request('POST', '/api/users/me/avatar', pictureForm(first));
    expect(second.status).toBe(200);
  });
});
