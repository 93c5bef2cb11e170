import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageDiagnostic, StorageStatus } from '../../../../contract/studio';
import { signUp } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://studio.example' });
});
afterAll(() => t.close());

describe('GET /api/backline/r2-status', () => {
  it('reports the store in use after a real write, read and delete', async () => {
    const creator = await signUp(t);
    const reply = await creator.client.get<{ status: StorageStatus }>('/api/backline/r2-status');
    expect(reply.status).toBe(200);
    expect(reply.body.status).toMatchObject({
      configured: true,
      working: true,
      domain: 'studio.example',
      issues: [],
      driver: 'local',
    });
    expect(Date.parse(reply.body.status.lastTest)).not.toBeNaN();
  });

  it('says the store is not accessible when writing fails', async () => {
    const creator = await signUp(t);
    const { put } = t.ctx.storage;
    t.ctx.storage.put = () => Promise.reject(new Error('disk full'));
    try {
      const { body } = await creator.client.get<{ status: StorageStatus }>(
        '/api/backline/r2-status',
      );
      expect(body.status.working).toBe(false);
      expect(body.status.issues).toEqual([
        'R2 configured but not accessible',
        'Could not write to the store: disk full',
      ]);
    } finally {
      t.ctx.storage.put = put;
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/backline/r2-status')).status).toBe(401);
    expect((await t.client().post('/api/backline/r2-diagnostic', {})).status).toBe(401);
  });
});

describe('POST /api/backline/r2-diagnostic', () => {
  it('uploads a test file, checks its public URL, removes it, and checks the caller’s uploads', async () => {
    const creator = await signUp(t);
    const folder = mkdtempSync(path.join(tmpdir(), 'studio-diag-'));
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      path.join(folder, 'a.mp3'),
    ]);
    const content = readFileSync(path.join(folder, 'a.mp3'));
    rmSync(folder, { recursive: true, force: true });
    const boundary = '----diag';
    const uploaded = await creator.client.request<{ file_url: string }>(
      'POST',
      '/api/backline/upload-audio',
      {
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.mp3"\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
    );
    expect(uploaded.status).toBe(200);
    const reply = await creator.client.post<StorageDiagnostic>('/api/backline/r2-diagnostic', {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      bucket_accessible: true,
      upload_successful: true,
      public_access_working: true,
      r2_domain: 'studio.example',
      errors: [],
      url_test_results: [{ url: uploaded.body.file_url, ok: true, status: 200 }],
    });
    // The test file is gone once the diagnostic is done.
    expect((await t.client().get(reply.body.test_file_url ?? '')).status).toBe(404);
    expect((await t.client().get('/api/backline/storage-probe/not-a-token')).status).toBe(400);
  });
});
