import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
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

describe('POST /api/backline/r2-diagnostic on an S3-compatible store', () => {
  let s3: TestApp;
  let server: S3rver;
  let root: string;
  let endpoint: string;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'studio-s3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: root });
    const { port } = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    const admin = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await admin.send(new CreateBucketCommand({ Bucket: 'studio-health' }));
    admin.destroy();
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function appWith(env: Record<string, string>) {
    s3 = await createTestApp({
      S3_BUCKET: 'studio-health',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...env,
    });
    apps.push(s3);
    return s3;
  }

  it('HEADs the test object at the store’s own public address', async () => {
    const app = await appWith({});
    const creator = await signUp(app);
    const reply = await creator.client.post<StorageDiagnostic>('/api/backline/r2-diagnostic', {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      bucket_accessible: true,
      upload_successful: true,
      public_access_working: true,
      errors: [],
    });
    expect(reply.body.test_file_url).toMatch(
      new RegExp(`^${endpoint}/studio-health/storage-probe/[a-f0-9]{24}$`),
    );
    // Deleted after the check: the store answers 404 for it now.
    expect((await fetch(reply.body.test_file_url ?? '', { method: 'HEAD' })).status).toBe(404);
  });

  it('reports what the public address answers when it is wrong', async () => {
    const app = await appWith({ S3_PUBLIC_URL: `${endpoint}/no-such-bucket` });
    const creator = await signUp(app);
    const reply = await creator.client.post<StorageDiagnostic>('/api/backline/r2-diagnostic', {});
    expect(reply.body).toMatchObject({
      upload_successful: true,
      public_access_working: false,
      errors: ['404 Not Found - Domain or file path issue'],
    });
    expect(reply.body.test_file_url).toMatch(
      new RegExp(`^${endpoint}/no-such-bucket/storage-probe/`),
    );
  });
});
