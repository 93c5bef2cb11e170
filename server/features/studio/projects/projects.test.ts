import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadReply, VideoProject } from '../../../../contract/studio';
import type { ApiClient } from '../../../test/api-client';
import { signUp } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { getLimits, updateSettings } from '../../../platform/settings/settings.service';

let t: TestApp;
let folder: string;
let tone: Buffer;
let gif: Buffer;
let redPicture: Buffer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-projects-'));
  // Tiny media made by ffmpeg in the test itself.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=2',
    path.join(folder, 'tone.mp3'),
  ]);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x64:rate=5:duration=1',
    path.join(folder, 'cover.gif'),
  ]);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=200x200',
    '-frames:v',
    '1',
    path.join(folder, 'red.png'),
  ]);
  redPicture = readFileSync(path.join(folder, 'red.png'));
  tone = readFileSync(path.join(folder, 'tone.mp3'));
  gif = readFileSync(path.join(folder, 'cover.gif'));
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

function upload(client: ApiClient, kind: 'audio' | 'video', filename: string, content: Buffer) {
  const boundary = `----studio${Math.random().toString(36).slice(2)}`;
  return client.request<UploadReply>('POST', `/api/backline/upload-${kind}`, {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${kind}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

function uploadCover(client: ApiClient, projectId: number, filename: string, content: Buffer) {
  const boundary = `----cover${Math.random().toString(36).slice(2)}`;
  return client.request<VideoProject>('POST', `/api/backline/projects/${projectId}/cover`, {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The colour of one spot of a video frame, as [r, g, b]. */
function pixelAt(file: string, seconds: number, x: number, y: number): number[] {
  const raw = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(seconds),
    '-i',
    file,
    '-vf',
    `crop=2:2:${x}:${y},scale=1:1`,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]);
  return [...raw.subarray(0, 3)];
}

async function renderedFile(projectId: number, name: string): Promise<string> {
  const stored = await t.ctx.db
    .selectFrom('studio_projects')
    .select('output_key')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const object = await t.ctx.storage.get(stored.output_key ?? '');
  const file = path.join(folder, name);
  writeFileSync(file, await buffer(object?.body ?? Readable.from([])));
  return file;
}

describe('video projects', () => {
  it('renders with a still picture as the cover, only for its owner', async () => {
    const creator = await signUp(t);
    const other = await signUp(t);
    const audio = (await upload(creator.client, 'audio', 'tone.mp3', tone)).body;
    await t.runJobs();
    const project = (
      await creator.client.post<VideoProject>('/api/backline/projects', {
        title: 'Artwork',
        audio_file_id: audio.id,
      })
    ).body;
    expect(project.cover_image_url).toBeNull();
    expect((await uploadCover(other.client, project.id, 'red.png', redPicture)).status).toBe(404);
    const notPicture = await uploadCover(creator.client, project.id, 'red.png', tone);
    expect(notPicture.status).toBe(400);
    expect(notPicture.body).toEqual({
      error: 'The cover picture must be a JPEG, PNG, WebP or GIF image',
    });
    const withCover = await uploadCover(creator.client, project.id, 'red.png', redPicture);
    expect(withCover.status).toBe(200);
    expect(withCover.body.cover_image_url).toMatch(
      new RegExp(`^/api/backline/projects/${project.id}/cover\\?v=`),
    );
    const picture = await creator.client.get(withCover.body.cover_image_url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await other.client.get(withCover.body.cover_image_url ?? '')).status).toBe(404);

    await creator.client.post(`/api/backline/projects/${project.id}/process`);
    await t.runJobs();
    const ready = await creator.client.get<VideoProject>(`/api/backline/projects/${project.id}`);
    expect(ready.body).toMatchObject({ status: 'ready', error: null });
    // 720×720: the cover sits centred from 12% of the height; its middle is the picture's red.
    const [red, green, blue] = pixelAt(await renderedFile(project.id, 'cover.mp4'), 0.5, 359, 200);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(80);
  }, 60_000);

  it('refuses to render over the storage quota, and the job fails with the quota’s words, keeping nothing', async () => {
    const before = (await getLimits(t.ctx)).storage_quota_mb;
    const creator = await signUp(t);
    const audio = (await upload(creator.client, 'audio', 'tone.mp3', tone)).body;
    await t.runJobs();
    const project = (
      await creator.client.post<VideoProject>('/api/backline/projects', {
        title: 'Too big',
        audio_file_id: audio.id,
      })
    ).body;
    await updateSettings(t.ctx, null, { category: 'limits', settings: { storage_quota_mb: 1 } });
    try {
      const weigh = (bytes: number) =>
        t.ctx.db
          .updateTable('studio_media')
          .set({ file_size_bytes: bytes })
          .where('id', '=', audio.id)
          .execute();
      // Full already: refused at once.
      await weigh(1024 * 1024);
      const full = await creator.client.post(`/api/backline/projects/${project.id}/process`);
      expect(full.status).toBe(413);
      expect(full.body.error).toContain('storage quota of 1 MB');
      // Room for a few bytes when queued, not for the video once rendered.
      await weigh(1024 * 1024 - 100);
      const queued = await creator.client.post<VideoProject>(
        `/api/backline/projects/${project.id}/process`,
      );
      expect(queued.status).toBe(200);
      await t.runJobs();
      const failed = await t.ctx.db
        .selectFrom('studio_projects')
        .selectAll()
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ status: 'failed', output_key: null });
      expect(failed.error).toMatch(/^The video \(.+\) does not fit in your storage quota of 1 MB/);
      const job = await creator.client.get<{ job: { status: string } }>(
        `/api/jobs/${queued.body.job_id}`,
      );
      expect(job.body.job.status).toBe('dead');
      const renders = await t.ctx.db
        .selectFrom('object_cleanup')
        .select('object_key')
        .where('object_key', 'like', 'studio-renders/%')
        .execute();
      for (const { object_key } of renders) expect(await t.ctx.storage.head(object_key)).toBeNull();
    } finally {
      await updateSettings(t.ctx, null, {
        category: 'limits',
        settings: { storage_quota_mb: before },
      });
    }
  }, 60_000);

  it('renders an MP4 audiogram sized for the platform, streams it and saves it to the vault', async () => {
    const creator = await signUp(t);
    const audio = (await upload(creator.client, 'audio', 'tone.mp3', tone)).body;
    const cover = (await upload(creator.client, 'video', 'cover.gif', gif)).body;
    await t.runJobs();
    const created = await creator.client.post<VideoProject>('/api/backline/projects', {
      title: 'Neon Rain',
      audio_file_id: audio.id,
      platform: 'tiktok',
      cover_media_id: cover.id,
      captions: 'first line\nsecond line',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      platform: 'tiktok',
      width: 720,
      height: 1280,
      video_url: null,
    });
    const processing = await creator.client.post<VideoProject>(
      `/api/backline/projects/${created.body.id}/process`,
    );
    expect(processing.status).toBe(200);
    expect(processing.body.status).toBe('rendering');
    expect(processing.body.job_id).not.toBeNull();
    expect(
      (await creator.client.post(`/api/backline/projects/${created.body.id}/process`)).status,
    ).toBe(409);
    await t.runJobs();
    const ready = await creator.client.get<VideoProject>(
      `/api/backline/projects/${created.body.id}`,
    );
    expect(ready.body).toMatchObject({ status: 'ready', error: null });
    const job = await creator.client.get<{ job: { status: string; done: number; total: number } }>(
      `/api/jobs/${processing.body.job_id}`,
    );
    expect(job.body.job.status).toBe('done');
    expect(job.body.job.done).toBe(job.body.job.total);

    const video = await creator.client.get(ready.body.video_url ?? '');
    expect(video.status).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const file = path.join(folder, 'rendered.mp4');
    const stored = await t.ctx.db
      .selectFrom('studio_projects')
      .select('output_key')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    const object = await t.ctx.storage.get(stored.output_key ?? '');
    writeFileSync(file, await buffer(object?.body ?? Readable.from([])));
    expect(Number(video.headers['content-length'])).toBe(readFileSync(file).length);
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,width,height',
      '-of',
      'csv=p=0',
      file,
    ]).toString();
    expect(probe).toContain('h264,720,1280');
    expect(probe).toContain('aac');
    expect(
      (await creator.client.get(ready.body.video_url ?? '', { range: 'bytes=0-99' })).status,
    ).toBe(206);

    const saved = await creator.client.post<VideoProject>(
      `/api/backline/projects/${created.body.id}/save-to-vault`,
    );
    expect(saved.body.saved_to_vault).toBe(true);
    const vault = await creator.client.get<{
      files: { original_filename: string; content_type: string }[];
    }>('/api/vault/files');
    expect(vault.body.files[0]).toMatchObject({
      original_filename: `neon-rain-${created.body.id}.mp4`,
      content_type: 'video/mp4',
    });
  }, 60_000);

  it('refuses someone else’s audio, someone else’s project, and anonymous callers', async () => {
    const creator = await signUp(t);
    const other = await signUp(t);
    const audio = (await upload(creator.client, 'audio', 'tone.mp3', tone)).body;
    const stolen = await other.client.post('/api/backline/projects', {
      title: 'Mine now',
      audio_file_id: audio.id,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toContain('audio_file_id');
    expect(
      (await creator.client.post('/api/backline/projects', { title: ' ', audio_file_id: audio.id }))
        .status,
    ).toBe(400);
    const project = (
      await creator.client.post<VideoProject>('/api/backline/projects', {
        title: 'Demo',
        audio_file_id: audio.id,
      })
    ).body;
    expect(project.platform).toBe('general');
    // Not read by ffprobe yet: rendering waits.
    expect((await creator.client.post(`/api/backline/projects/${project.id}/process`)).status).toBe(
      409,
    );
    await t.runJobs();
    expect((await other.client.post(`/api/backline/projects/${project.id}/process`)).status).toBe(
      404,
    );
    expect((await other.client.get(`/api/backline/projects/${project.id}`)).status).toBe(404);
    expect((await creator.client.get(`/api/backline/projects/${project.id}/video`)).status).toBe(
      404,
    );
    expect(
      (await t.client().post('/api/backline/projects', { title: 'x', audio_file_id: audio.id }))
        .status,
    ).toBe(401);
    expect(
      (await other.client.get<{ projects: unknown[] }>('/api/backline/projects')).body.projects,
    ).toEqual([]);
  });
});
