import { administrators, anyone, ownerOnly, signedIn } from '../actors';
import type { ActorName } from '../actors';
import type { MatrixRow } from '../matrix-row';
import type { World } from '../world';
import { mediaUpload, studioMedia, uploadMedia } from './studio-seed';

const project = (world: World) => ({ id: world.extra.project });
const audio = (world: World) => ({ kind: 'audio', id: world.extra.audio });
const topic = () => ({
  topic: 'Matrix topic',
  category: 'Music',
  platform: 'tiktok',
  hashtags: '#matrix',
});

/** Backline Studio (a premium feature for everyone signed in), D-Cypher, jobs. */
export const studioRows: MatrixRow[] = [
  { method: 'GET', route: '/api/backline/trending', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/backline/generate',
    json: () => ({ prompt: 'A line about rain' }),
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/backline/generations', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/backline/generations/:id/save',
    params: (world) => ({ id: world.extra.generation }),
    expect: ownerOnly(200, 404),
  },
  { method: 'GET', route: '/api/backline/upload-audio', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/backline/upload-audio',
    raw: () => mediaUpload('audio', 'tone.mp3', studioMedia().tone),
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/backline/upload-video', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/backline/upload-video',
    raw: () => mediaUpload('video', 'cover.gif', studioMedia().gif),
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/backline/media', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/backline/media/:kind/:id/file',
    params: audio,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/backline/media/:kind/:id/thumbnail',
    params: (world) => ({ kind: 'video', id: world.extra.video }),
    expect: ownerOnly(200, 404),
  },
  {
    method: 'DELETE',
    route: '/api/backline/media/:kind/:id',
    params: async (world, actor: ActorName) => ({
      kind: 'audio',
      id:
        actor === 'owner'
          ? await uploadMedia(world.people.owner.client, 'audio')
          : world.extra.audio,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/backline/projects',
    json: (world) => ({ title: 'Mine?', audio_file_id: world.extra.audio }),
    expect: ownerOnly(201, 400),
    note: 'a project is made from one of your own audio files only: others are told to choose one',
  },
  { method: 'GET', route: '/api/backline/projects', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/backline/projects/:id',
    params: project,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/backline/projects/:id/video',
    params: project,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/backline/projects/:id/cover',
    params: project,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/backline/projects/:id/cover',
    params: project,
    raw: () => mediaUpload('file', 'cover.gif', studioMedia().gif),
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/backline/projects/:id/save-to-vault',
    params: project,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/backline/projects/:id/process',
    params: project,
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/jobs/:id',
    params: (world) => ({ id: world.extra.job }),
    expect: ownerOnly(200, 404),
  },
  { method: 'GET', route: '/api/jobs/events', stream: true, expect: signedIn(200) },
  { method: 'GET', route: '/api/backline/r2-status', expect: signedIn(200) },
  { method: 'POST', route: '/api/backline/r2-diagnostic', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/backline/storage-probe/:token',
    params: () => ({ token: 'a'.repeat(24) }),
    expect: anyone(404),
    note: 'only while a diagnostic runs, and only with its token',
  },
  { method: 'GET', route: '/api/admin/backline/topics', expect: administrators(200) },
  { method: 'POST', route: '/api/admin/backline/topics', json: topic, expect: administrators(201) },
  {
    method: 'PUT',
    route: '/api/admin/backline/topics/:id',
    params: async (world) => {
      const row = await world.t.ctx.db
        .selectFrom('trend_topics')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
    json: topic,
    expect: administrators(200),
  },
  {
    method: 'POST',
    route: '/api/writers-block/launchpad',
    json: () => ({ type: 'LP1', theme: 'rain' }),
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/writers-block/generations', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/writers-block/generations/:id',
    params: (world) => ({ id: world.extra.dcypher }),
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/writers-block/launchpad/:id/save',
    params: (world) => ({ id: world.extra.dcypher }),
    expect: ownerOnly(200, 404),
  },
];
