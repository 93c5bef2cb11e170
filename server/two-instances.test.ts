/**
 * Two instances (issue #17): two real app processes (`node --import tsx server/main.ts`, both
 * PROCESS_ROLE=both) started at once on one empty PostgreSQL schema and one S3 bucket (an
 * s3rver started here), behind a round-robin proxy started here too. Every request goes through the proxy, so
 * consecutive requests of one person land on different processes, as behind a load balancer.
 * The processes share nothing but the database and the bucket (each has a DATA_DIR of its
 * own), which is what the README promises of several processes.
 */
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, ImportSubscribersReply } from '../contract/tribe';
import type { Post } from '../contract/posts';
import type { VaultFile } from '../contract/vault';
import type { DatabaseHandle } from './db/connect';
import { demoPeople } from './demo/demo-content';
import { jobDefinitions } from './jobs';
import { PUBLIC_FEED_TTL_MS } from './features/posts/public-feed-pages';
import { uploadToVault } from './features/vault/vault-upload.fixtures';
import { SESSION_COOKIE } from './platform/auth/session-cookie';
import { SETTINGS_CACHE_MS } from './platform/settings/settings-store';
import type { ApiResponse } from './test/api-client';
import { ApiClient, overHttp } from './test/api-client';
import type { ServerProcess } from './test/server-process';
import { startServerProcess } from './test/server-process';
import { TEST_PASSWORD, startLocalSignIn, tokenFromLink } from './test/factories';
import type { SmtpSink } from './test/smtp-sink';
import { startSmtpSink } from './test/smtp-sink';
import { createTestDatabase, testEngine } from './test/test-database';

const ADMIN_EMAIL = 'two-instances-admin@example.test';
const BUCKET = 'backline-two-instances';
const UPSTREAM = 'x-upstream';

interface RoundRobinProxy {
  url: string;
  route(upstreams: readonly ServerProcess[]): void;
  close(): Promise<void>;
}

/**
 * The load balancer: each request goes to the next upstream in turn, whatever connection it
 * came on, and the reply names the one that answered (`x-upstream`). Written here with
 * node:http rather than taken from a library: a test fixture this small does not warrant one.
 */
async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: readonly ServerProcess[] = [];
  let turn = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[turn++ % upstreams.length];
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forward = http.request(
      new URL(request.url ?? '/', upstream.url),
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [UPSTREAM]: upstream.name,
        });
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM]: upstream.name });
      response.end(JSON.stringify({ error: `${upstream.name}: ${error.message}` }));
    });
    request.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    route: (next) => (upstreams = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function servedBy(reply: ApiResponse<unknown>): string {
  return String(reply.headers[UPSTREAM]);
}

/** Waits until `read` gives what `done` wants; fails with the last value after `timeoutMs`. */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `task` over `items`, `width` at a time (sign-ups hash passwords: two cores). */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

const engine = testEngine();

if (engine !== 'postgres') {
  it('two instances: runs on PostgreSQL only', (context) => {
    const reason =
      'skipped on SQLite: two processes share one PostgreSQL database here (set TEST_DATABASE_URL; CI does)';
    console.info(`two-instances.test.ts ${reason}`);
    context.skip(reason);
  });
} else {
  describe('two instances behind a round-robin proxy', () => {
    let database: DatabaseHandle & { url: string };
    let sink: SmtpSink;
    let s3: { server: S3rver; directory: string; client: S3Client };
    let proxy: RoundRobinProxy;
    let instances: ServerProcess[] = [];
    const dataDirs: string[] = [];
    let sequence = 0;

    beforeAll(async () => {
      // Empty: both processes migrate it as they start, as a first deploy of two does.
      database = await createTestDatabase({ migrated: false });
      sink = await startSmtpSink();
      const directory = mkdtempSync(path.join(tmpdir(), 'backline-two-instances-s3-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const { port } = (await server.run()) as AddressInfo;
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      const endpoint = `http://127.0.0.1:${port}`;
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
      });
      await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
      s3 = { server, directory, client };
      proxy = await startRoundRobinProxy();

      // The schema this file made, named the libpq way in the URL.
      const searchPath = encodeURIComponent(`-c search_path=${database.schema}`);
      const databaseUrl = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${searchPath}`;
      const env = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `backline-instance-${name}-`));
        dataDirs.push(dataDir);
        return {
          NODE_ENV: 'production',
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: 'true',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
          // The default: both find an empty database and would seed it.
          DEMO_DATA: 'true',
          ADMIN_EMAILS: ADMIN_EMAIL,
          SMTP_URL: sink.url,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
          // "job started" is a debug line: it says which process ran which job.
          LOG_LEVEL: 'debug',
          SHUTDOWN_GRACE_SECONDS: '2',
        };
      };
      const started = await Promise.allSettled([
        startServerProcess({ name: 'a', env: env('a') }),
        startServerProcess({ name: 'b', env: env('b') }),
      ]);
      instances = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      proxy.route(instances);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await proxy?.close();
      await sink?.close();
      await s3?.server.close();
      s3?.client.destroy();
      if (s3) rmSync(s3.directory, { recursive: true, force: true });
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await database?.close();
    }, 30_000);

    /** A new browser, reaching the apps only through the proxy. */
    function browser() {
      return new ApiClient(overHttp(proxy.url));
    }

    async function confirmLinkTo(email: string): Promise<string> {
      const mail = await database.db
        .selectFrom('outbox_messages')
        .select('text_body')
        .where('to_address', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return tokenFromLink(mail.text_body, '/auth/confirm');
    }

    /** Signs up through the proxy the way a person does: e-mailed link, password, session. */
    async function signUp(
      options: { email?: string; role?: 'fan' | 'artist' } = {},
    ): Promise<{ client: ApiClient; id: number; email: string }> {
      sequence += 1;
      const email =
        options.email ?? `two-${sequence}-${Math.random().toString(36).slice(2, 7)}@example.test`;
      const client = browser();
      const state = await startLocalSignIn(client);
      const signedUp = await client.post('/api/auth/local/sign-up', {
        email,
        password: TEST_PASSWORD,
        display_name: `Person ${sequence}`,
        role: options.role ?? 'fan',
        state,
      });
      expect(signedUp.status, signedUp.text).toBe(202);
      const confirmed = await client.post<{ redirectUrl: string }>(
        '/api/auth/local/sign-up/confirm',
        { token: await confirmLinkTo(email), password: TEST_PASSWORD, state },
      );
      expect(confirmed.status, confirmed.text).toBe(200);
      const code = new URL(confirmed.body.redirectUrl, proxy.url).searchParams.get('code');
      const session = await client.post('/api/sessions', { code, state });
      expect(session.status, session.text).toBe(200);
      const me = await client.get<{ id: number }>('/api/users/me');
      expect(me.status, me.text).toBe(200);
      return { client, id: me.body.id, email };
    }

    it('starts both on one empty database: one migrates it and seeds the demo data, once', async () => {
      const saidBy = (msg: string) =>
        instances.filter((instance) => instance.log().some((line) => line.msg === msg));
      const migrator = saidBy('database migrated');
      expect(migrator).toHaveLength(1);
      const applied = migrator[0].log().find((line) => line.msg === 'database migrated');
      const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(
        database.db,
      );
      expect(recorded.rows.map((row) => row.name)).toEqual(applied?.migrations);
      expect(saidBy('Demo data created. Sign in with:')).toHaveLength(1);
      const people = await database.db.selectFrom('users').select('email').execute();
      expect(people.map((person) => person.email).sort()).toEqual(
        demoPeople.map((person) => person.email).sort(),
      );
    });

    it('keeps a person signed in on both, and signing out on one ends it on the other', async () => {
      // The sign-up's own requests (start, sign up, confirm, session) already alternate.
      const person = await signUp();

      const replies = [];
      for (let index = 0; index < 20; index += 1) {
        replies.push(await person.client.get<{ id: number }>('/api/users/me'));
      }
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      expect(new Set(replies.map((reply) => reply.body.id))).toEqual(new Set([person.id]));
      expect(new Set(replies.map(servedBy))).toEqual(new Set(['a', 'b']));

      // A second browser signs in with the password (the sign-in's steps alternate too).
      const phone = browser();
      const state = await startLocalSignIn(phone);
      const signIn = await phone.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
        email: person.email,
        password: TEST_PASSWORD,
        state,
      });
      expect(signIn.status, signIn.text).toBe(200);
      const code = new URL(signIn.body.redirectUrl, proxy.url).searchParams.get('code');
      expect((await phone.post('/api/sessions', { code, state })).status).toBe(200);

      const token = person.client.cookie(SESSION_COOKIE);
      expect(token).toBeTruthy();
      const signOut = await person.client.post('/api/logout');
      expect(signOut.status).toBe(200);

      // The old cookie, replayed as a stolen copy would be, opens nothing on either process.
      const replay = browser();
      replay.setCookie(SESSION_COOKIE, token!);
      const afterSignOut = [await replay.get('/api/users/me'), await replay.get('/api/users/me')];
      expect(afterSignOut.map((reply) => reply.status)).toEqual([401, 401]);
      expect(new Set(afterSignOut.map(servedBy))).toEqual(new Set(['a', 'b']));

      // The other session of the same person was not touched, on either process.
      const stillIn = [await phone.get('/api/users/me'), await phone.get('/api/users/me')];
      expect(stillIn.map((reply) => reply.status)).toEqual([200, 200]);
      expect(new Set(stillIn.map(servedBy))).toEqual(new Set(['a', 'b']));
    }, 60_000);

    it('keeps like and follower counts equal to the rows under concurrent likes and follows', async () => {
      const creator = await signUp({ role: 'artist' });
      const created = await creator.client.post<{ post: Post }>('/api/posts', {
        content: 'Two processes, one count',
        visibility: 'public',
        price_cents: 0,
      });
      expect(created.status, created.text).toBe(201);
      const postId = created.body.post.id;
      const fans = await inBatches(Array.from({ length: 12 }), 4, () => signUp());
      // A signed-out reader's feed pages are kept a second in each process: both keep one now.
      const reader = browser();
      const readerSees = async () => {
        const feed = await reader.get<{ posts: Post[] }>('/api/feed/posts');
        return feed.body.posts.find((post) => post.id === postId)?.like_count;
      };
      expect([await readerSees(), await readerSees()]).toEqual([0, 0]);

      const statuses = (replies: ApiResponse<unknown>[]) => [
        ...new Set(replies.map((reply) => reply.status)),
      ];
      // Everyone likes and follows at once, each request twice: a fan races themself too, the
      // two copies going to different processes.
      const twice = (send: () => Promise<ApiResponse<unknown>>) => [send(), send()];
      const liked = await Promise.all(
        fans.flatMap((fan) => [
          ...twice(() => fan.client.post(`/api/posts/${postId}/like`)),
          ...twice(() => fan.client.post(`/api/users/${creator.id}/follow`)),
        ]),
      );
      expect(statuses(liked)).toEqual([200]);

      // A third take theirs back at once (twice again), while the others like and follow again,
      // which changes nothing.
      const leaving = fans.filter((_, index) => index % 3 === 1);
      const staying = fans.filter((_, index) => index % 3 !== 1);
      const changed = await Promise.all([
        ...leaving.flatMap((fan) => [
          ...twice(() => fan.client.delete(`/api/posts/${postId}/like`)),
          ...twice(() => fan.client.delete(`/api/users/${creator.id}/follow`)),
        ]),
        ...staying.flatMap((fan) => [
          fan.client.post(`/api/posts/${postId}/like`),
          fan.client.post(`/api/users/${creator.id}/follow`),
        ]),
      ]);
      expect(statuses(changed)).toEqual([200]);

      const likeRows = await database.db
        .selectFrom('post_likes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      const followRows = await database.db
        .selectFrom('follows')
        .select('follower_id')
        .where('followed_id', '=', creator.id)
        .execute();
      expect(Number(likeRows.count)).toBe(staying.length);
      expect(followRows.map((row) => row.follower_id).sort()).toEqual(
        staying.map((fan) => fan.id).sort(),
      );

      // The counters as either process answers them.
      for (let read = 0; read < 2; read += 1) {
        const post = await creator.client.get<{ post: Post }>(`/api/posts/${postId}`);
        expect(post.body.post.like_count).toBe(staying.length);
        const profile = await creator.client.get<{ user: { follower_count: number } }>(
          `/api/users/${creator.id}/profile`,
        );
        expect(profile.body.user.follower_count).toBe(staying.length);
      }
      // The reader's kept pages lapse within a second on the process that did not write.
      await until(
        'both processes to show the signed-out reader the new like count',
        () => Promise.all([readerSees(), readerSees()]),
        (counts) => counts.every((count) => count === staying.length),
        PUBLIC_FEED_TTL_MS * 10,
      );
      const following = await database.db
        .selectFrom('users')
        .select(['id', 'following_count'])
        .where(
          'id',
          'in',
          fans.map((fan) => fan.id),
        )
        .execute();
      const stayingIds = new Set(staying.map((fan) => fan.id));
      for (const fan of following) {
        expect(fan.following_count, `fan ${fan.id}`).toBe(stayingIds.has(fan.id) ? 1 : 0);
      }
    }, 90_000);

    it('applies a setting changed on one process on the other within the cache period', async () => {
      const admin = await signUp({ email: ADMIN_EMAIL });
      const fan = await signUp();
      const setGeneral = (settings: Record<string, unknown>) =>
        admin.client.put('/api/admin/settings', { category: 'general', settings });
      const fanFeed = () => fan.client.get('/api/feed/posts');
      const otherThan = (reply: ApiResponse<unknown>) => (servedBy(reply) === 'a' ? 'b' : 'a');

      const changed = await setGeneral({ maintenance_mode: true, app_name: 'Backline Twice' });
      expect(changed.status, changed.text).toBe(200);
      try {
        // The process that wrote sees it at once; the other once its cache (half a second)
        // lapses. The deadline is generous (a shared machine); a cache that never lapses fails.
        const other = otherThan(changed);
        const seen = await until(
          `process ${other} to show the new app name`,
          () =>
            fan.client.get<{ app_name: string; maintenance_mode: boolean }>('/api/settings/public'),
          (reply) => servedBy(reply) === other && reply.body.app_name === 'Backline Twice',
          SETTINGS_CACHE_MS * 20,
        );
        expect(seen.body.maintenance_mode).toBe(true);
        // Maintenance applies on both: each turns the fan away, neither the administrator.
        const turnedAway = [await fanFeed(), await fanFeed()];
        expect(turnedAway.map((reply) => reply.status)).toEqual([503, 503]);
        expect(turnedAway[0].body.error).toContain('Backline Twice is down for maintenance');
        expect(new Set(turnedAway.map(servedBy))).toEqual(new Set(['a', 'b']));
        const adminFeed = [
          await admin.client.get('/api/feed/posts'),
          await admin.client.get('/api/feed/posts'),
        ];
        expect(adminFeed.map((reply) => reply.status)).toEqual([200, 200]);
      } finally {
        // Open again even when an expectation above failed, so the tests after this one run.
        await setGeneral({ maintenance_mode: false });
      }
      await until(
        'both processes to let the fan in again',
        () => Promise.all([fanFeed(), fanFeed()]),
        (replies) => replies.every((reply) => reply.status === 200),
        SETTINGS_CACHE_MS * 20,
      );
    }, 60_000);

    it('serves a file uploaded through one process from the other (one bucket)', async () => {
      const artist = await signUp({ role: 'artist' });
      const content = Buffer.from(
        Array.from({ length: 40_000 }, (_, index) => `line ${index} of the mix notes`).join('\n'),
      );
      const uploaded = await uploadToVault<{ file: VaultFile }>(artist.client, {
        filename: 'mix-notes.txt',
        content,
      });
      expect(uploaded.status, uploaded.text).toBe(201);

      const downloads = [
        await artist.client.get(`/api/vault/download/${uploaded.body.file.id}`),
        await artist.client.get(`/api/vault/download/${uploaded.body.file.id}`),
      ];
      expect(downloads.map((reply) => reply.status)).toEqual([200, 200]);
      expect(new Set(downloads.map(servedBy))).toEqual(new Set(['a', 'b']));
      for (const download of downloads) expect(download.text === content.toString()).toBe(true);

      const { object_key: key } = await database.db
        .selectFrom('vault_files')
        .select('object_key')
        .where('id', '=', uploaded.body.file.id)
        .executeTakeFirstOrThrow();
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      expect(listed.Contents?.map((object) => object.Key)).toContain(key);
      // Neither process kept a copy of its own.
      for (const dir of dataDirs) {
        const objects = path.join(dir, 'objects');
        expect(existsSync(objects) ? readdirSync(objects, { recursive: true }) : []).toEqual([]);
      }
    }, 30_000);

    // Last: it accounts for every job the file queued, the sign-ups' e-mails included.
    it('runs each job once, on one process or the other, and both take part', async () => {
      const artist = await signUp({ role: 'artist' });
      const subscribers = Array.from(
        { length: 300 },
        (_, index) => `listener-${index}@example.test`,
      );
      const imported = await artist.client.post<ImportSubscribersReply>(
        '/api/email/subscribers/import',
        { csv: ['email', ...subscribers].join('\n'), dry_run: false },
      );
      expect(imported.status, imported.text).toBe(200);
      expect(imported.body.added).toBe(subscribers.length);
      const { campaign } = (
        await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
          title: 'Two instances news',
          content: 'Sent once, whoever sends it',
          channel: 'email',
        })
      ).body;
      const send = await artist.client.post<{ recipients: number }>(
        `/api/campaigns/${campaign.id}/send`,
      );
      expect(send.status, send.text).toBe(200);
      expect(send.body.recipients).toBe(subscribers.length);

      await until(
        'the campaign to be sent',
        async () =>
          (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`)).body
            .campaign,
        (current) => current.status === 'sent',
        60_000,
      );
      // Which process started which job, from their logs ("job started", one per run).
      const runs = () => {
        const byJob = new Map<number, string[]>();
        for (const instance of instances) {
          for (const line of instance.log()) {
            if (line.msg === 'job started') {
              byJob.set(Number(line.job), [...(byJob.get(Number(line.job)) ?? []), instance.name]);
            }
          }
        }
        return byJob;
      };
      const jobs = await until(
        'every job to finish, and its start to reach the log',
        () => database.db.selectFrom('jobs').selectAll().orderBy('id').execute(),
        (rows) =>
          rows.every((job) => !['queued', 'running'].includes(job.status) && runs().has(job.id)),
        30_000,
      );

      // Every job ran once: one attempt, done, and one "job started" in one process's log.
      expect(jobs.filter((job) => job.status !== 'done' || job.attempts !== 1)).toEqual([]);
      const outbox = await database.db
        .selectFrom('outbox_messages')
        .select(['to_address', 'subject', 'status'])
        .execute();
      expect(jobs.filter((job) => job.kind === 'mail.deliver')).toHaveLength(outbox.length);
      expect(jobs.filter((job) => job.kind === 'campaigns.send')).toHaveLength(1);
      // Both schedulers queued each schedule's latest occurrence as they started: once each.
      const scheduledKinds = jobDefinitions.filter((job) => job.schedule).map((job) => job.kind);
      const occurrences = jobs.filter((job) => job.unique_key?.startsWith('cron:'));
      expect(new Set(occurrences.map((job) => job.kind))).toEqual(new Set(scheduledKinds));
      const started = runs();
      expect([...started].filter(([, by]) => by.length !== 1)).toEqual([]);
      expect([...started.keys()].sort((x, y) => x - y)).toEqual(jobs.map((job) => job.id));
      const ranBy = (name: string) => [...started.values()].filter(([by]) => by === name).length;
      console.info(
        `two-instances.test.ts: ${jobs.length} jobs; a ran ${ranBy('a')}, b ran ${ranBy('b')}`,
      );
      expect(ranBy('a')).toBeGreaterThan(0);
      expect(ranBy('b')).toBeGreaterThan(0);

      // What the SMTP server received: each campaign recipient once, each other e-mail once.
      const subjectOf = (raw: string) =>
        /^Subject: (.*)$/m.exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
      const campaignMail = sink.received.filter(
        (mail) => subjectOf(mail.raw) === 'Two instances news',
      );
      expect(campaignMail.map((mail) => mail.to.join()).sort()).toEqual([...subscribers].sort());
      const otherMail = sink.received.filter((mail) => !campaignMail.includes(mail));
      expect(outbox.filter((message) => message.status !== 'sent')).toEqual([]);
      const received = otherMail.map((mail) => `${mail.to.join()} ${subjectOf(mail.raw)}`).sort();
      expect(received).toEqual(
        outbox.map((message) => `${message.to_address} ${message.subject}`).sort(),
      );
    }, 90_000);
  });
}
