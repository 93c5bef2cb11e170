import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, UploadReply } from '../../../../contract/studio';
import { INVALID_MEDIA_TYPE } from '../../../../contract/studio';
import { updateSettings } from '../../../platform/settings/settings.service';
import type { ApiClient } from '../../../test/api-client';
import { signUp } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

let t: TestApp;
let folder: string;
const media: Record<'mp3' | 'mp4' | 'gif' | 'truncated', Buffer> = {
  mp3: Buffer.alloc(0),
  mp4: Buffer.alloc(0),
  gif: Buffer.alloc(0),
  truncated: Buffer.alloc(0),
};

/** Tiny media made by ffmpeg itself, so the tests need no fixtures. */
function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-media-'));
  const file = (name: string) => path.join(folder, name);
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-q:a', '9', file('tone.mp3'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=10:duration=1',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file('clip.mp4'),
  );
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=5:duration=1', file('anim.gif'));
  media.mp3 = readFileSync(file('tone.mp3'));
  media.mp4 = readFileSync(file('clip.mp4'));
  media.gif = readFileSync(file('anim.gif'));
  // An MP4 cut short: its first bytes say MP4, but ffprobe finds no index to read it by.
  media.truncated = media.mp4.subarray(0, 5000);
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

function multipart(field: string, filename: string, content: Buffer, contentType: string) {
  const boundary = `----studio${Math.random().toString(36).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  client: ApiClient,
  kind: 'audio' | 'video',
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  return client.request<UploadReply>(
    'POST',
    `/api/backline/upload-${kind}`,
    multipart(kind, filename, content, type),
  );
}

async function library(client: ApiClient) {
  return (await client.get<{ media: MediaItem[] }>('/api/backline/media')).body.media;
}

describe('uploading media', () => {
  it('stores audio at once, then reads its duration and codec with ffprobe in a job', async () => {
    const creator = await signUp(t);
    const reply = await upload(creator.client, 'audio', 'tone.mp3', media.mp3, 'audio/mpeg');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      kind: 'audio',
      filename: 'tone.mp3',
      file_size_bytes: media.mp3.length,
      status: 'processing',
      duration_seconds: null,
      thumbnail_url: null,
      content_type: 'audio/mpeg',
    });
    expect(reply.body.file_url).toBe(`/api/backline/media/audio/${reply.body.id}/file`);
    await t.runJobs();
    const [item] = await library(creator.client);
    expect(item).toMatchObject({
      id: reply.body.id,
      status: 'ready',
      codec: 'mp3',
      thumbnail_url: null,
    });
    expect(item.duration_seconds).toBeGreaterThan(0.9);
    expect(item.duration_seconds).toBeLessThan(1.2);
    const job = await creator.client.get<{ job: { status: string } }>(
      `/api/jobs/${reply.body.job_id}`,
    );
    expect(job.body.job.status).toBe('done');
  });

  it('reads a video’s dimensions and makes a thumbnail for video and GIF', async () => {
    const creator = await signUp(t);
    const video = (await upload(creator.client, 'video', 'clip.mp4', media.mp4)).body;
    const gif = (await upload(creator.client, 'video', 'anim.gif', media.gif)).body;
    expect(gif.content_type).toBe('image/gif');
    await t.runJobs();
    const items = await library(creator.client);
    const readVideo = items.find((item) => item.id === video.id);
    expect(readVideo).toMatchObject({
      kind: 'video',
      width: 64,
      height: 48,
      codec: 'h264',
      status: 'ready',
    });
    expect(readVideo?.thumbnail_url).toBe(`/api/backline/media/video/${video.id}/thumbnail`);
    const thumbnail = await creator.client.get(readVideo?.thumbnail_url ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(items.find((item) => item.id === gif.id)?.thumbnail_url).not.toBeNull();
  });

  it('refuses a file whose name lies about its content, by its bytes', async () => {
    const creator = await signUp(t);
    const text = await upload(
      creator.client,
      'audio',
      'song.mp3',
      Buffer.from('just some text, not a song'),
      'audio/mpeg',
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ error: INVALID_MEDIA_TYPE });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    expect((await upload(creator.client, 'video', 'clip.mp4', png, 'video/mp4')).body).toEqual({
      error: INVALID_MEDIA_TYPE,
    });
    const wrongKind = await upload(creator.client, 'audio', 'clip.mp3', media.mp4, 'audio/mpeg');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.text).toContain('upload it as video');
    expect(await library(creator.client)).toEqual([]);
  });

  it('removes a file ffprobe cannot read, leaving nothing behind, and says why', async () => {
    const creator = await signUp(t);
    const reply = await upload(creator.client, 'video', 'cut.mp4', media.truncated);
    expect(reply.status).toBe(200);
    const stored = await t.ctx.db
      .selectFrom('studio_media')
      .select('object_key')
      .where('id', '=', reply.body.id)
      .executeTakeFirstOrThrow();
    await t.runJobs();
    expect(await library(creator.client)).toEqual([]);
    expect(await t.ctx.storage.head(stored.object_key)).toBeNull();
    const job = await creator.client.get<{ job: { status: string; error: string | null } }>(
      `/api/jobs/${reply.body.job_id}`,
    );
    expect(job.body.job.status).toBe('dead');
    expect(job.body.job.error).toContain('“cut.mp4” could not be read as video and was removed');
  });

  it('refuses files over the size limit from the settings', async () => {
    const creator = await signUp(t);
    const big = Buffer.concat([media.mp3, Buffer.alloc(2 * 1024 * 1024)]);
    await updateSettings(t.ctx, null, {
      category: 'general',
      settings: { max_file_size_mb: 1 },
    });
    try {
      const reply = await upload(creator.client, 'audio', 'big.mp3', big);
      expect(reply.status).toBe(413);
    } finally {
      await updateSettings(t.ctx, null, {
        category: 'general',
        settings: { max_file_size_mb: 100 },
      });
    }
    expect(await library(creator.client)).toEqual([]);
  });
});

describe('playing and deleting media', () => {
  it('streams with Range for its owner only, and deletes on request', async () => {
    const creator = await signUp(t);
    const other = await signUp(t);
    const item = (await upload(creator.client, 'audio', 'tone.mp3', media.mp3)).body;
    const whole = await creator.client.get(item.file_url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(media.mp3.length);
    const part = await creator.client.get(item.file_url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${media.mp3.length}`);
    expect(Buffer.from(part.text, 'latin1').length).toBe(100);
    expect(
      (await creator.client.get(item.file_url, { range: `bytes=${media.mp3.length + 5}-` })).status,
    ).toBe(416);
    expect((await other.client.get(item.file_url)).status).toBe(404);
    expect((await t.client().get(item.file_url)).status).toBe(401);
    expect((await creator.client.get(`/api/backline/media/video/${item.id}/file`)).status).toBe(
      404,
    );

    expect((await other.client.delete(`/api/backline/media/audio/${item.id}`)).status).toBe(404);
    const stored = await t.ctx.db
      .selectFrom('studio_media')
      .select('object_key')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect((await creator.client.delete(`/api/backline/media/audio/${item.id}`)).status).toBe(200);
    expect(await library(creator.client)).toEqual([]);
    expect(await t.ctx.storage.head(stored.object_key)).toBeNull();
    // Its job finds nothing to do.
    await t.runJobs();
  });

  it('answers a GET on the upload endpoints (the diagnostics’ reachability check)', async () => {
    const creator = await signUp(t);
    const reply = await creator.client.get('/api/backline/upload-video');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      field: 'video',
      accepts: ['video/*', 'image/gif'],
      max_file_size_mb: 100,
    });
  });

  it('refuses anonymous uploads and expired trials', async () => {
    expect((await upload(t.client(), 'audio', 'tone.mp3', media.mp3)).status).toBe(401);
    const lapsed = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', lapsed.user.id)
      .execute();
    expect((await upload(lapsed.client, 'audio', 'tone.mp3', media.mp3)).status).toBe(403);
    expect((await lapsed.client.get('/api/backline/media')).status).toBe(403);
  });
});
