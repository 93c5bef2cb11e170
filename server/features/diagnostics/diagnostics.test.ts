import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReply } from '../../../contract/audit';
import type { StorageSetup, TestUploadReply } from '../../../contract/diagnostics';
import { INVALID_MEDIA_TYPE } from '../../../contract/studio';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { storageUsage } from '../quota/quota.service';

const ADMIN = 'diagnostics-chief@example.test';
const SECRET = 'very-secret-key-value';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let artist: Awaited<ReturnType<typeof signUp>>;
let song: Buffer;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, PUBLIC_URL: 'https://diag.example' });
  admin = await signUp(t, { email: ADMIN });
  artist = await signUp(t);
  const folder = mkdtempSync(path.join(tmpdir(), 'diagnostics-'));
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', path.join(folder, 'a.mp3'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=5:duration=1',
    '-pix_fmt',
    'yuv420p',
    path.join(folder, 'v.mp4'),
  );
  song = readFileSync(path.join(folder, 'a.mp3'));
  clip = readFileSync(path.join(folder, 'v.mp4'));
  rmSync(folder, { recursive: true, force: true });
});
afterAll(() => t.close());

/** A multipart upload as the browser's FormData sends it: the text fields, then the file. */
function upload<T>(
  client: ApiClient,
  kind: 'audio' | 'video',
  content: Buffer,
  fields: Record<string, string> = { test: 'true' },
  filename = kind === 'audio' ? 'tone.mp3' : 'clip.mp4',
) {
  const boundary = '----diagnostics';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return client.request<T>('POST', `/api/backline/upload-${kind}`, {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${kind}"; filename="${filename}"\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function head(client: ApiClient, url: string) {
  const reply = await client.request('HEAD', url);
  return { statusCode: reply.status, headers: reply.headers };
}

describe('test uploads (POST /api/backline/upload-audio with the test field)', () => {
  it('stores the file apart from the library and the quota, reads it with ffprobe, and says so', async () => {
    const usageBefore = await storageUsage(t.ctx, admin.user.id);
    const reply = await upload<TestUploadReply>(admin.client, 'audio', song);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      test: true,
      kind: 'audio',
      filename: 'tone.mp3',
      content_type: 'audio/mpeg',
      file_size_bytes: song.length,
      thumbnail_url: null,
      codec: 'mp3',
      probe_error: null,
      file_url: `/api/admin/diagnostics/test-uploads/${reply.body.id}`,
    });
    expect(reply.body.duration_seconds).toBeGreaterThan(0.5);
    expect(reply.body.note).toMatch(/not added to your library and not counted/);
    expect(Date.parse(reply.body.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);

    const library = await admin.client.get<{ media: unknown[] }>('/api/backline/media');
    expect(library.body.media).toEqual([]);
    expect(await storageUsage(t.ctx, admin.user.id)).toEqual(usageBefore);
    const audit = await admin.client.get<AuditReply>(
      '/api/admin/audit?action=diagnostics.test_upload',
    );
    expect(audit.body.entries[0]).toMatchObject({
      actor_email: ADMIN,
      details: { kind: 'audio', filename: 'tone.mp3', size_bytes: song.length },
    });
  });

  it('serves the file to HEAD and ranges, then removes it once it has been downloaded whole', async () => {
    const { body } = await upload<TestUploadReply>(admin.client, 'video', clip);
    expect(body).toMatchObject({ kind: 'video', content_type: 'video/mp4', codec: 'h264' });

    const probe = await head(admin.client, body.file_url);
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-length']).toBe(String(clip.length));
    const part = await admin.client.get(body.file_url, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);

    const whole = await admin.client.get(body.file_url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-length']).toBe(String(clip.length));

    // Removed once the reply has gone out (an onResponse hook), so wait for it.
    await expect
      .poll(async () => (await admin.client.get(body.file_url)).body)
      .toEqual({
        error: 'This test upload has been removed',
      });
  });

  it('removes a test file on request, and one nobody read when its time is up', async () => {
    const first = await upload<TestUploadReply>(admin.client, 'audio', song);
    const removed = await admin.client.delete(first.body.file_url);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await head(admin.client, first.body.file_url)).statusCode).toBe(404);
    // Removing it again is fine.
    expect((await admin.client.delete(first.body.file_url)).status).toBe(200);

    const second = await upload<TestUploadReply>(admin.client, 'audio', song);
    expect((await head(admin.client, second.body.file_url)).statusCode).toBe(200);
    t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      expect(await t.runJobs()).toBeGreaterThan(0);
    } finally {
      t.setNow(null);
    }
    expect((await head(admin.client, second.body.file_url)).statusCode).toBe(404);
  });

  it('checks a test upload as it checks a real one: by its bytes, and its kind', async () => {
    const text = await upload(admin.client, 'audio', Buffer.from('just some words, not a song'));
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ error: INVALID_MEDIA_TYPE });
    const wrongKind = await upload(admin.client, 'audio', clip);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toEqual({ error: 'This is a video file: upload it as video' });
  });

  it('is a real upload without the test field, or with test=false', async () => {
    const reply = await upload<{ id: number; job_id: number }>(admin.client, 'audio', song, {
      test: 'false',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('test');
    expect(reply.body.job_id).toEqual(expect.any(Number));
    const library = await admin.client.get<{ media: { id: number }[] }>('/api/backline/media');
    expect(library.body.media.map((media) => media.id)).toEqual([reply.body.id]);
    await admin.client.delete(`/api/backline/media/audio/${reply.body.id}`);
  });

  it('refuses a test upload from anyone but an administrator, keeping nothing', async () => {
    const reply = await upload(artist.client, 'audio', song);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      error: 'Test uploads are for administrators (the A/V diagnostics)',
    });
    const library = await artist.client.get<{ media: unknown[] }>('/api/backline/media');
    expect(library.body.media).toEqual([]);
    expect((await upload(t.client(), 'audio', song)).status).toBe(401);
  });
});

describe('refusals of the admin diagnostics routes', () => {
  const token = 'a'.repeat(24);
  const routes = [
    ['GET', '/api/admin/diagnostics/storage'],
    ['GET', `/api/admin/diagnostics/test-uploads/${token}`],
    ['DELETE', `/api/admin/diagnostics/test-uploads/${token}`],
  ] as const;

  it.each(routes)('%s %s: 401 signed out, 403 for a non-administrator', async (method, url) => {
    const anonymous = await t.client().request(method, url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.any(String) });
    const refused = await artist.client.request(method, url);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Access denied. Administrator privileges required.' });
  });

  it('refuses a token that is not one (400) and a test upload that is gone (404)', async () => {
    const malformed = await admin.client.get('/api/admin/diagnostics/test-uploads/..%2Fsecret');
    expect(malformed.status).toBe(400);
    const gone = await admin.client.get(`/api/admin/diagnostics/test-uploads/${token}`);
    expect(gone.status).toBe(404);
  });
});

describe('GET /api/admin/diagnostics/storage', () => {
  it('describes the local store, the size limit and the media tools', async () => {
    const reply = await admin.client.get<StorageSetup>('/api/admin/diagnostics/storage');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      driver: 'local',
      bucket: null,
      endpoint: null,
      access_keys_set: null,
      public_url: 'https://diag.example',
      max_file_size_mb: 100,
    });
    expect(reply.body.location).toMatch(/objects$/);
    expect(reply.body.media_tools.ffprobe).toMatch(/^ffprobe version/);
    expect(reply.body.media_tools.ffmpeg).toMatch(/^ffmpeg version/);
  });

  it('describes an S3 store without its credentials', async () => {
    const s3 = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      S3_BUCKET: 'backline-media',
      S3_ENDPOINT: 'http://minio-user:minio-password@127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    try {
      const chief = await signUp(s3, { email: ADMIN });
      const reply = await chief.client.get<StorageSetup>('/api/admin/diagnostics/storage');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        driver: 's3',
        bucket: 'backline-media',
        endpoint: 'http://127.0.0.1:9',
        location: 'http://127.0.0.1:9/backline-media',
        region: 'auto',
        force_path_style: true,
        access_keys_set: true,
      });
      for (const secret of [SECRET, 'AKIAEXAMPLE', 'minio-password', 'minio-user']) {
        expect(reply.text).not.toContain(secret);
      }
    } finally {
      await s3.close();
    }
  });
});
