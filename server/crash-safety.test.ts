/**
 * Crash safety (issue #17): the real server process is killed with SIGKILL 20 times, five
 * times in each of four kinds of work, each time at a moment that matters (found by watching
 * the mail server, the database, the store's files or the fake social platform), then started
 * again on the same database and data folder until the work is done. Afterwards:
 *
 * 1. a campaign send: every recipient got exactly one message (0 duplicates, 0 missing),
 *    apart from deliveries marked interrupted (fate unknown, never resent): at most one per
 *    kill, since messages go out one at a time here (CAMPAIGN_SEND_CONCURRENCY=1);
 * 2. an upload streamed over HTTP: no object without its row, no row without its object, no
 *    `.partial` once the cleanup job has run;
 * 3. an audiogram render: the restarted worker finishes it, one output object, no orphans;
 * 4. a social sync paging through the fake provider: each item stored once, last_synced_at set.
 *
 * After each: the database is intact and the store and the tables agree (crash-invariants.ts).
 */
import { execFileSync } from 'node:child_process';
import type { FSWatcher } from 'node:fs';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  watch,
} from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthUrlReply } from '../contract/social';
import type { UploadReply, VideoProject } from '../contract/studio';
import type { Campaign } from '../contract/tribe';
import { INTERRUPTED } from './features/tribe/commands/send-campaign';
import { probeStudioMedia } from './features/studio/jobs/probe-media';
import { sweepAbandonedUploads } from './platform/storage/jobs/sweep-abandoned-uploads';
import type { ApiClient } from './test/api-client';
import { databaseProblems, storeProblems, unclassifiedKeyColumns } from './test/crash-invariants';
import { insertListMembers, signUp } from './test/factories';
import { FakeSocialPlatforms } from './test/fake-social-platforms';
import type { ServerProcess } from './test/server-process';
import { startServerProcess } from './test/server-process';
import type { SmtpSink } from './test/smtp-sink';
import { startSmtpSink } from './test/smtp-sink';
import type { TestApp } from './test/test-app';
import { createTestApp } from './test/test-app';

const KILLS_PER_SCENARIO = 5;
const RECIPIENTS = 300;
const SOCIAL_ITEMS = 200;
// A guard, not a measure: on a 2-core machine at load 18 a scenario has taken 216 s.
const SCENARIO_TIMEOUT_MS = 600_000;
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let sink: SmtpSink;
const fake = new FakeSocialPlatforms();
let work: string;
/** The server processes' TMPDIR, where their jobs' work folders go. */
let childTmp: string;
let objectsRoot: string;
let serverEnv: Record<string, string>;
let server: ServerProcess | null = null;
const media = { tone: Buffer.alloc(0), longWav: Buffer.alloc(0) };

function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'backline-crash-'));
  childTmp = path.join(work, 'tmp');
  mkdirSync(childTmp);
  // tsx keeps what it compiled in TMPDIR/tsx-<uid>: the servers share this process's, warm.
  const compiled = `tsx-${process.geteuid?.() ?? 0}`;
  if (existsSync(path.join(tmpdir(), compiled)))
    symlinkSync(path.join(tmpdir(), compiled), path.join(childTmp, compiled));
  // Tiny media made by ffmpeg here: a tone to render, and a WAV of several MB to upload.
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', path.join(work, 'tone.mp3'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:duration=40',
    '-ac',
    '2',
    '-ar',
    '44100',
    path.join(work, 'long.wav'),
  );
  media.tone = readFileSync(path.join(work, 'tone.mp3'));
  media.longWav = readFileSync(path.join(work, 'long.wav'));

  sink = await startSmtpSink();
  await fake.start();
  fake.itemCount.tiktok = SOCIAL_ITEMS;
  const env = {
    SMTP_URL: sink.url,
    ...fake.env(['tiktok']),
    SOCIAL_TOKEN_KEY: Buffer.alloc(32, 9).toString('base64'),
    // Fast enough to finish in seconds; one message at a time, so a kill leaves at most one
    // message of unknown fate.
    CAMPAIGN_SEND_RATE: '150',
    CAMPAIGN_SEND_CONCURRENCY: '1',
  };
  t = await createTestApp(env);
  objectsRoot = path.join(t.ctx.config.dataDir, 'objects');
  // The server process works on this test app's database and data folder.
  serverEnv = {
    ...env,
    DATA_DIR: t.ctx.config.dataDir,
    DATABASE_URL: t.database.url,
    ...(t.database.schema ? { PGOPTIONS: `-c search_path=${t.database.schema}` } : {}),
    // A killed worker's jobs run again 2 s after it died (60 s by default).
    JOB_LEASE_SECONDS: '2',
    JOB_POLL_INTERVAL_MS: '100',
    SHUTDOWN_GRACE_SECONDS: '2',
    TMPDIR: childTmp,
  };
}, 60_000);

afterEach(async () => {
  await server?.kill();
  server = null;
  sink.onReceive = null;
  fake.onContentCall = null;
});

afterAll(async () => {
  await server?.kill();
  await t?.close();
  await sink?.close();
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

const began = Date.now();
/** CRASH_TRACE=1 prints when each start and kill happened, to see where the time goes. */
function trace(what: string) {
  if (process.env.CRASH_TRACE)
    console.info(`[crash ${t.ctx.dialect}] +${Date.now() - began} ms ${what}`);
}

async function start(role: 'web' | 'worker' | 'both') {
  trace(`starting (${role})`);
  server = await startServerProcess({ env: serverEnv, role });
  trace('started');
  return server;
}

function running(): ServerProcess {
  if (!server) throw new Error('no server process is running');
  return server;
}

/** SIGKILL now, from inside a callback (the mail server's, the fake platform's, a watcher's). */
function killNow() {
  if (server && !server.exited()) {
    process.kill(server.pid, 'SIGKILL');
    trace('killed');
  }
}

/** Polls `condition` until it holds; a timeout names what was awaited and the server's last words. */
async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) {
      const said = server?.output().split('\n').slice(-15).join('\n') ?? '(no server)';
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; the server said:\n${said}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The hourly cleanup job, run here as a day later (what killed processes left is old enough
 * then) on the servers' machine: their TMPDIR, where their jobs' work folders are.
 */
async function runCleanup() {
  const ownTmp = process.env.TMPDIR;
  t.setNow(new Date(Date.now() + DAY_MS + 60_000));
  process.env.TMPDIR = childTmp;
  try {
    await t.ctx.jobs.enqueue(t.ctx.db, sweepAbandonedUploads, {});
    await t.runJobs([sweepAbandonedUploads]);
  } finally {
    t.setNow(null);
    if (ownTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = ownTmp;
  }
}

/** The invariants every scenario ends with. */
async function expectDatabaseAndStoreAgree() {
  await runCleanup();
  expect(await databaseProblems(t.ctx.db, t.ctx.dialect), 'the database is intact').toEqual([]);
  expect(
    await unclassifiedKeyColumns(t.ctx.db, t.ctx.dialect),
    'columns named like keys that crash-invariants.ts does not classify as object keys or not',
  ).toEqual([]);
  expect(await storeProblems(t.ctx.db, objectsRoot), 'the store and the tables agree').toEqual([]);
  const notes = await t.ctx.db.selectFrom('object_cleanup').select('object_key').execute();
  expect(
    notes.map((note) => note.object_key),
    'objects still noted for cleanup after the cleanup job ran',
  ).toEqual([]);
  const workFolders = readdirSync(childTmp).filter((name) => name.startsWith('backline-work-'));
  expect(workFolders, 'work folders the killed processes left in TMPDIR').toEqual([]);
  const givenUp = await t.ctx.db
    .selectFrom('jobs')
    .select(['kind', 'attempts', 'last_error'])
    .where('status', '=', 'dead')
    .execute();
  expect(givenUp, 'jobs given up after the crashes').toEqual([]);
}

async function jobStatus(id: number | null) {
  if (id === null) return null;
  const row = await t.ctx.db
    .selectFrom('jobs')
    .select(['status', 'progress_done', 'progress_total', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

describe('the server killed with SIGKILL 20 times', () => {
  it(
    'campaign send: 5 kills, then every recipient has exactly one message (0 duplicates, 0 missing)',
    async () => {
      const artist = await signUp(t);
      const now = new Date().toISOString();
      const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
        creator_id: artist.user.id,
        email: `fan-${i}@crash.example`,
        status: 'active',
        source: 'manual',
        token: `crash-${i}-${Math.random().toString(36).slice(2, 12)}`,
        subscribed_at: now,
        status_changed_at: now,
        created_at: now,
      }));
      await insertListMembers(t, rows);
      const { campaign } = (
        await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
          title: 'Still standing',
          content: 'One message each, whatever happens to the server.',
        })
      ).body;
      const sent = await artist.client.post<{ recipients: number }>(
        `/api/campaigns/${campaign.id}/send`,
      );
      expect(sent.body.recipients).toBe(RECIPIENTS);

      const toFans = () => sink.received.filter((mail) => mail.to[0]?.endsWith('@crash.example'));
      const countWith = async (status: string) =>
        Number(
          (
            await t.ctx.db
              .selectFrom('campaign_deliveries')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('campaign_id', '=', campaign.id)
              .where('status', '=', status)
              .executeTakeFirstOrThrow()
          ).n,
        );
      /** Killed the instant the mail server keeps message `n`, before the sender hears back. */
      const onMessage = (n: number) => () =>
        new Promise<void>((resolve) => {
          sink.onReceive = (mail) => {
            if (mail.to[0]?.endsWith('@crash.example') && toFans().length >= n) {
              sink.onReceive = null;
              killNow();
              resolve();
            }
          };
        });
      /** Killed once `n` deliveries are recorded sent (between two messages, mostly). */
      const onSent = (n: number) => () =>
        waitFor(`${n} deliveries recorded sent`, async () => (await countWith('sent')) >= n);
      const moments = [
        { name: 'message 20 kept by the mail server, unacknowledged', reached: onMessage(20) },
        { name: '80 deliveries recorded sent', reached: onSent(80) },
        { name: 'message 140 kept by the mail server, unacknowledged', reached: onMessage(140) },
        { name: '200 deliveries recorded sent', reached: onSent(200) },
        { name: 'message 260 kept by the mail server, unacknowledged', reached: onMessage(260) },
      ];

      const inFlightAtKill: number[] = [];
      for (const moment of moments) {
        const reached = moment.reached();
        await start('worker');
        await reached;
        await running().kill();
        inFlightAtKill.push(await countWith('sending'));
        trace(`${moment.name}: ${toFans().length} received, ${inFlightAtKill.at(-1)} in flight`);
      }
      expect(inFlightAtKill).toHaveLength(KILLS_PER_SCENARIO);
      expect(toFans().length, 'messages received before the last restart').toBeLessThan(RECIPIENTS);

      await start('worker');
      await waitFor('the campaign to be sent', async () => {
        const row = await t.ctx.db
          .selectFrom('campaigns')
          .select('status')
          .where('id', '=', campaign.id)
          .executeTakeFirstOrThrow();
        return row.status === 'sent';
      });
      await running().stop();

      const deliveries = await t.ctx.db
        .selectFrom('campaign_deliveries')
        .select(['address', 'status', 'error'])
        .where('campaign_id', '=', campaign.id)
        .execute();
      const receivedBy = new Map<string, number>();
      for (const mail of toFans())
        receivedBy.set(mail.to[0], (receivedBy.get(mail.to[0]) ?? 0) + 1);
      const interrupted = deliveries.filter((row) => row.error === INTERRUPTED);
      const outcome = {
        deliveries: deliveries.length,
        duplicates: [...receivedBy].filter(([, count]) => count > 1).map(([to]) => to),
        missing: deliveries
          .filter((row) => !receivedBy.has(row.address) && row.error !== INTERRUPTED)
          .map((row) => `${row.address} (${row.status}${row.error ? `: ${row.error}` : ''})`),
        sentButNotReceivedOnce: deliveries
          .filter((row) => row.status === 'sent' && receivedBy.get(row.address) !== 1)
          .map((row) => row.address),
        receivedByStrangers: [...receivedBy.keys()].filter(
          (to) => !deliveries.some((row) => row.address === to),
        ),
        moreThanOneInFlightAtAKill: inFlightAtKill.filter((count) => count > 1),
      };
      expect(outcome).toEqual({
        deliveries: RECIPIENTS,
        duplicates: [],
        missing: [],
        sentButNotReceivedOnce: [],
        receivedByStrangers: [],
        moreThanOneInFlightAtAKill: [],
      });
      // Of unknown fate when the process died, marked so and never sent again.
      expect(
        interrupted.length,
        `interrupted deliveries (at most one per kill; in flight at each kill: ${inFlightAtKill.join(', ')})`,
      ).toBe(inFlightAtKill.reduce((sum, count) => sum + count, 0));
      expect(interrupted.length).toBeLessThanOrEqual(KILLS_PER_SCENARIO);

      await expectDatabaseAndStoreAgree();
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'upload: 5 kills mid-body and around the commit, then no object without its row, no row without its object, no .partial',
    async () => {
      const { client } = await signUp(t);
      const cookie = `backline_session=${client.cookie('backline_session') ?? ''}`;
      const file = media.longWav;
      const uploads = path.join(objectsRoot, 'studio');

      const partialBytes = async () => {
        const names = await readdir(uploads).catch(() => [] as string[]);
        let largest = 0;
        for (const name of names.filter((entry) => entry.endsWith('.partial'))) {
          const size = await stat(path.join(uploads, name)).then(
            (info) => info.size,
            () => 0,
          );
          largest = Math.max(largest, size);
        }
        return largest;
      };
      /** Killed once the server has written `share` of the body to its half-written file. */
      const midBody = (share: number) => async (upload: RawUpload) => {
        const bytes = Math.floor(file.length * share);
        await upload.sendUpTo(bytes);
        // Streams buffer a little on the way; the file is visibly that far along.
        await waitFor(
          `${bytes} bytes of the upload on disk`,
          async () => (await partialBytes()) >= bytes - 512 * 1024,
        );
        killNow();
      };
      /** The whole body sent; killed the instant the object appears, before its row commits. */
      const objectStored = async (upload: RawUpload) => {
        mkdirSync(uploads, { recursive: true });
        const known = new Set(readdirSync(uploads));
        let watcher: FSWatcher | null = null;
        const appeared = new Promise<void>((resolve) => {
          watcher = watch(uploads, (_event, name) => {
            if (!name || known.has(name) || name.endsWith('.partial') || name.endsWith('.json'))
              return;
            killNow();
            resolve();
          });
        });
        await upload.sendUpTo(file.length);
        upload.end();
        await Promise.race([appeared, upload.reply]);
        (watcher as FSWatcher | null)?.close();
        killNow();
        const rows = await t.ctx.db.selectFrom('studio_media').select('id').execute();
        trace(`killed with the object stored; studio_media rows now: ${rows.length}`);
      };
      /** Killed the instant the reply arrives: the row is in, the probe job only queued. */
      const replied = async (upload: RawUpload) => {
        await upload.sendUpTo(file.length);
        upload.end();
        await upload.reply;
        killNow();
      };
      const moments = [
        { name: 'a tenth of the body on disk', reached: midBody(0.1) },
        { name: 'half the body on disk', reached: midBody(0.5) },
        { name: 'all but the last bytes on disk', reached: midBody(0.97) },
        { name: 'the object stored, its row not yet', reached: objectStored },
        { name: 'the reply sent, the probe queued', reached: replied },
      ];
      for (const moment of moments) {
        await start('both');
        const upload = startRawUpload(running().url, cookie, file);
        await moment.reached(upload);
        await running().kill();
      }

      // After the last restart, an upload that is left alone completes.
      await start('both');
      const upload = startRawUpload(running().url, cookie, file);
      await upload.sendUpTo(file.length);
      upload.end();
      const reply = await upload.reply;
      expect(reply.status, reply.text).toBe(200);
      const uploaded = JSON.parse(reply.text) as UploadReply;
      await waitFor('every upload read by ffprobe', async () => {
        const processing = await t.ctx.db
          .selectFrom('studio_media')
          .select('id')
          .where('status', '=', 'processing')
          .execute();
        return processing.length === 0;
      });
      await running().stop();
      const rows = await t.ctx.db.selectFrom('studio_media').select(['id', 'status']).execute();
      expect(rows).toContainEqual({ id: uploaded.id, status: 'ready' });

      await expectDatabaseAndStoreAgree();
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'audiogram render: 5 renders each killed once, each finished by the restarted worker, one output object',
    async () => {
      const { client } = await signUp(t);
      const audio = await uploadInProcess(client, 'audio', 'tone.mp3', media.tone);
      expect(audio.status, audio.text).toBe(200);
      await t.runJobs([probeStudioMedia]);
      const created = await client.post<VideoProject>('/api/backline/projects', {
        title: 'Crash and render',
        audio_file_id: audio.body.id,
        platform: 'tiktok',
        captions: 'first line\nsecond line',
      });
      expect(created.status, created.text).toBe(201);
      const projectId = created.body.id;
      const project = () =>
        t.ctx.db
          .selectFrom('studio_projects')
          .selectAll()
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow();
      const renders = path.join(objectsRoot, 'studio-renders');

      const claimed = async (jobId: number) =>
        waitFor(
          'the render job claimed',
          async () => (await jobStatus(jobId))?.status === 'running',
        );
      const ffmpegRunning = async () =>
        waitFor('ffmpeg running under the server', () =>
          running()
            .children()
            .some((child) => child.command === 'ffmpeg'),
        );
      const progressed = (share: number) => async (jobId: number) =>
        waitFor(`the render ${share * 100}% done`, async () => {
          const job = await jobStatus(jobId);
          return (
            job?.status === 'running' &&
            job.progress_total !== null &&
            job.progress_done >= job.progress_total * share &&
            job.progress_done > 0
          );
        });
      /** Killed the instant the rendered video appears in the store, before the project points at it. */
      let watcher: FSWatcher | null = null;
      const outputStored = async () => {
        mkdirSync(renders, { recursive: true });
        const known = new Set(readdirSync(renders));
        const appeared = new Promise<void>((resolve) => {
          watcher = watch(renders, (_event, name) => {
            if (!name || known.has(name) || name.endsWith('.partial') || name.endsWith('.json'))
              return;
            killNow();
            resolve();
          });
        });
        await appeared;
        (watcher as FSWatcher | null)?.close();
        trace(`killed with the render stored; the project names it: ${(await project()).status}`);
      };
      const moments: { name: string; reached: (jobId: number) => Promise<void> }[] = [
        { name: 'the job claimed', reached: claimed },
        { name: 'ffmpeg running', reached: ffmpegRunning },
        { name: 'the render part-way', reached: progressed(0.01) },
        { name: 'the video stored, the project not yet pointing at it', reached: outputStored },
        { name: 'the re-render half done', reached: progressed(0.5) },
      ];

      const outputs: string[] = [];
      for (const moment of moments) {
        const processing = await client.post<VideoProject>(
          `/api/backline/projects/${projectId}/process`,
        );
        expect(processing.status, processing.text).toBe(200);
        const { job_id: jobId } = await project();
        if (!server || server.exited()) await start('worker');
        await moment.reached(jobId ?? 0);
        killNow();
        await running().kill();
        // Its only attempt was cut short: the restarted worker renders it again.
        await start('worker');
        await waitFor(
          `the render after a kill at "${moment.name}" to finish`,
          async () => (await project()).status !== 'rendering',
        );
        const finished = await project();
        expect(
          { status: finished.status, error: finished.error },
          `the render killed at "${moment.name}"`,
        ).toEqual({ status: 'ready', error: null });
        outputs.push(finished.output_key ?? '');
      }
      await running().stop();

      expect(new Set(outputs).size, 'each render stored a new video').toBe(KILLS_PER_SCENARIO);
      await expectDatabaseAndStoreAgree();
      const stored = readdirSync(renders).filter((name) => !name.endsWith('.json'));
      expect(stored, 'the renders in the store: only the project’s current one').toEqual([
        path.basename(outputs[outputs.length - 1]),
      ]);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'social sync: 5 kills while paging, then each item stored once and last_synced_at set',
    async () => {
      const { client, user } = await signUp(t);
      const connection = () =>
        t.ctx.db
          .selectFrom('social_connections')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('platform', '=', 'tiktok')
          .executeTakeFirst();
      const storedItems = async () =>
        Number(
          (
            await t.ctx.db
              .selectFrom('social_content')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', user.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      /** Killed when the server asks the platform for the page starting at `from` (null: the profile). */
      const onCall = (from: number | null) => () =>
        new Promise<void>((resolve) => {
          fake.onContentCall = (_platform, asked) => {
            if (asked !== from) return;
            fake.onContentCall = null;
            killNow();
            resolve();
          };
        });
      /** Killed between two pages, once `n` items are stored (pages are slowed to 20 ms here). */
      const itemsStored = (n: number) => () => {
        // A slow platform: each page comes 20 ms later.
        fake.onContentCall = () => new Promise((resolve) => setTimeout(resolve, 20));
        return waitFor(`${n} items stored`, async () => (await storedItems()) >= n);
      };
      const moments = [
        { name: 'the profile asked for', reached: onCall(null) },
        { name: 'page 3 asked for', reached: onCall(40) },
        { name: '100 items stored', reached: itemsStored(100) },
        { name: 'page 8 asked for', reached: onCall(140) },
        { name: 'the last page asked for', reached: onCall(SOCIAL_ITEMS - 20) },
      ];

      // Connecting queues the first sync; the server process runs it.
      const oauth = await client.get<OAuthUrlReply>('/api/social/tiktok/oauth-url');
      const { code, state } = fake.approve(oauth.body.oauth_url);
      const back = await client.get(
        `/api/social/tiktok/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      );
      expect(back.status, back.text).toBe(200);
      for (const moment of moments) {
        const reached = moment.reached();
        await start('worker');
        await reached;
        fake.onContentCall = null;
        await running().kill();
        expect((await connection())?.last_synced_at, `synced before "${moment.name}"?`).toBeNull();
      }
      await start('worker');
      await waitFor('the sync to finish', async () => (await connection())?.last_synced_at != null);
      await running().stop();

      const items = await t.ctx.db
        .selectFrom('social_content')
        .select(['platform_item_id', sql<number>`count(*)`.as('copies')])
        .where('user_id', '=', user.id)
        .groupBy('platform_item_id')
        .execute();
      const activity = await t.ctx.db
        .selectFrom('social_activity')
        .select('kind')
        .where('user_id', '=', user.id)
        .execute();
      expect({
        distinctItems: items.length,
        storedTwice: items.filter((item) => Number(item.copies) > 1).map((i) => i.platform_item_id),
        lastSynced: (await connection())?.last_synced_at != null,
        syncedEntries: activity.filter((entry) => entry.kind === 'synced').length,
        // Each restart resumed at the saved cursor: every page counted once in the total.
        totalSynced: (await connection())?.last_sync_total,
      }).toEqual({
        distinctItems: SOCIAL_ITEMS,
        storedTwice: [],
        lastSynced: true,
        syncedEntries: 1,
        totalSynced: SOCIAL_ITEMS,
      });

      await expectDatabaseAndStoreAgree();
    },
    SCENARIO_TIMEOUT_MS,
  );
});

interface RawUpload {
  /** Sends the file's bytes up to `bytes` (the multipart head goes first). */
  sendUpTo(bytes: number): Promise<void>;
  /** Sends the multipart tail: the request is complete. */
  end(): void;
  /** The reply; a killed server's is status 0 (the connection reset). */
  reply: Promise<{ status: number; text: string }>;
}

/** A multipart upload over a real socket, sent as far as the test says. */
function startRawUpload(url: string, cookie: string, file: Buffer): RawUpload {
  const boundary = `----crash${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${url}/api/backline/upload-audio`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.length + tail.length,
    },
  });
  const reply = new Promise<{ status: number; text: string }>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: 0, text }));
    });
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
  });
  request.write(head);
  let sent = 0;
  const CHUNK = 64 * 1024;
  return {
    async sendUpTo(bytes) {
      while (sent < bytes && !request.destroyed) {
        const piece = file.subarray(sent, Math.min(bytes, sent + CHUNK));
        sent += piece.length;
        if (!request.write(piece))
          await new Promise<void>((resolve) => {
            const done = () => {
              request.off('drain', done);
              request.off('close', done);
              resolve();
            };
            request.on('drain', done);
            request.on('close', done);
          });
      }
    },
    end() {
      request.end(tail);
    },
    reply,
  };
}

function uploadInProcess(
  client: ApiClient,
  kind: 'audio' | 'video',
  filename: string,
  content: Buffer,
) {
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
