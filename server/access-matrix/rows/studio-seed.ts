/** The owner's studio: a tone and a cover uploaded and processed, a rendered project, generations. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiClient } from '../../test/api-client';
import type { World } from '../world';
import { created } from '../world';

/** Tiny media made by ffmpeg, as the studio's own tests make it. */
function tinyMedia() {
  const folder = mkdtempSync(path.join(tmpdir(), 'access-matrix-'));
  try {
    const make = (input: string, file: string) =>
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        input,
        path.join(folder, file),
      ]);
    make('sine=frequency=330:duration=1', 'tone.mp3');
    make('testsrc=size=32x32:rate=5:duration=1', 'cover.gif');
    return {
      tone: readFileSync(path.join(folder, 'tone.mp3')),
      gif: readFileSync(path.join(folder, 'cover.gif')),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A multipart body with one file in the form field `field` (`audio`, `video`, or `file` for pictures). */
export function mediaUpload(field: 'audio' | 'video' | 'file', filename: string, content: Buffer) {
  const boundary = `----matrix${Math.random().toString(36).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let media: ReturnType<typeof tinyMedia> | undefined;
export function studioMedia() {
  media ??= tinyMedia();
  return media;
}

export async function uploadMedia(client: ApiClient, kind: 'audio' | 'video') {
  const { tone, gif } = studioMedia();
  const reply = await client.request<{ id: number }>(
    'POST',
    `/api/backline/upload-${kind}`,
    kind === 'audio'
      ? mediaUpload('audio', 'tone.mp3', tone)
      : mediaUpload('video', 'cover.gif', gif),
  );
  return created(reply, `${kind} upload`, 200).id;
}

export async function seedStudio(world: World) {
  const owner = world.people.owner.client;
  world.extra.audio = await uploadMedia(owner, 'audio');
  world.extra.video = await uploadMedia(owner, 'video');
  await world.t.runJobs();
  const project = created(
    await owner.post<{ id: number }>('/api/backline/projects', {
      title: 'Matrix audiogram',
      audio_file_id: world.extra.audio,
      cover_media_id: world.extra.video,
      captions: world.marker('project-captions', ['owner']),
    }),
    'studio project',
  );
  world.extra.project = project.id;
  created(
    await owner.request(
      'POST',
      `/api/backline/projects/${project.id}/cover`,
      mediaUpload('file', 'cover.gif', studioMedia().gif),
    ),
    'project cover',
    200,
  );
  const rendering = created(
    await owner.post<{ job_id: number }>(`/api/backline/projects/${project.id}/process`),
    'render',
    200,
  );
  world.extra.job = rendering.job_id;
  await world.t.runJobs();
  world.extra.generation = created(
    await owner.post<{ id: number }>('/api/backline/generate', {
      prompt: world.marker('studio-prompt', ['owner']),
    }),
    'studio generation',
    200,
  ).id;
  world.extra.dcypher = created(
    await owner.post<{ id: number }>('/api/writers-block/launchpad', {
      type: 'LP1',
      theme: world.marker('dcypher-theme', ['owner']),
    }),
    'dcypher generation',
    200,
  ).id;
}
