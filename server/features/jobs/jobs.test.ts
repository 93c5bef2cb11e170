import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Job, JobReply } from '../../../contract/jobs';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { PermanentJobError, defineJob } from '../../platform/jobs/define-job';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

interface StreamEvent {
  event: string;
  job: Job;
}

/** A progress stream read the way a browser's EventSource reads it (one connection of its own). */
async function openStream(cookie: string | undefined) {
  const request = http.get(`${baseUrl}/api/jobs/events`, {
    agent: false,
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  response.setEncoding('utf8');
  const events: StreamEvent[] = [];
  const waiters: { test: (event: StreamEvent) => boolean; resolve: () => void }[] = [];
  let body = '';
  let buffer = '';
  response.on('data', (chunk: string) => {
    body += chunk;
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (!name || !data) continue;
      const event = { event: name, job: JSON.parse(data) as Job };
      events.push(event);
      for (const waiter of waiters.filter((candidate) => candidate.test(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  // Destroying the request (the test closing the stream) makes the response emit 'aborted'.
  response.on('error', () => {});
  const ended = new Promise<void>((resolve) => response.on('close', () => resolve()));
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    events,
    /** The whole body, once the server ended it (a refusal). */
    async text() {
      await ended;
      return body;
    },
    /** Resolves when an event matching `test` has arrived (already, or later). */
    waitFor(test: (event: StreamEvent) => boolean): Promise<void> {
      if (events.some(test)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    async close() {
      request.destroy();
      await ended;
    },
  };
}

let halfway = deferred();
let carryOn = deferred();
/** Reports half its work, then waits for the test before finishing. */
const steps = defineJob({
  kind: 'test.stream-steps',
  payload: z.object({ total: z.number() }),
  async run(_ctx, { total }, job) {
    await job.progress(total / 2, total);
    halfway.resolve();
    await carryOn.promise;
    await job.progress(total, total);
  },
});
const quick = defineJob({
  kind: 'test.stream-quick',
  async run(_ctx, _payload, job) {
    await job.progress(1, 1);
  },
});

describe('GET /api/jobs/events', () => {
  it("streams the signed-in user's jobs: the snapshot, then progress and completion", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const bobsJob = await t.ctx.jobs.enqueue(t.ctx.db, quick, {}, { userId: bob.user.id });
    const alicesJob = await t.ctx.jobs.enqueue(
      t.ctx.db,
      steps,
      { total: 4 },
      { userId: alice.user.id },
    );
    const stream = await openStream(alice.client.cookie(SESSION_COOKIE));
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      await stream.waitFor((event) => event.job.id === alicesJob && event.job.status === 'queued');

      halfway = deferred();
      carryOn = deferred();
      // Bob's job runs first (queued first), then Alice's, which stops halfway until told.
      const running = t.runJobs([steps, quick]);
      await halfway.promise;
      await stream.waitFor(
        (event) =>
          event.job.id === alicesJob && event.job.status === 'running' && event.job.done === 2,
      );
      carryOn.resolve();
      await running;
      await stream.waitFor((event) => event.job.id === alicesJob && event.job.status === 'done');

      const mine = stream.events.filter((event) => event.job.id === alicesJob);
      expect(
        mine.map((event) => [event.event, event.job.status, event.job.done, event.job.total]),
      ).toEqual([
        ['job', 'queued', 0, null],
        ['job', 'running', 2, 4],
        ['job', 'done', 4, 4],
      ]);
      expect(mine[2].job).toEqual({
        id: alicesJob,
        kind: 'test.stream-steps',
        status: 'done',
        attempts: 1,
        max_attempts: 10,
        done: 4,
        total: 4,
        error: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        finished_at: expect.any(String),
      });
      // Bob's job changed before Alice's finished; it never reached Alice's stream.
      expect(stream.events.filter((event) => event.job.id === bobsJob)).toEqual([]);
      expect(stream.events.every((event) => event.job.id === alicesJob)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('ends when its session signs out, and sends nothing more', async () => {
    const alice = await signUp(t);
    const job = await t.ctx.jobs.enqueue(t.ctx.db, quick, {}, { userId: alice.user.id });
    const stream = await openStream(alice.client.cookie(SESSION_COOKIE));
    try {
      await stream.waitFor((event) => event.job.id === job && event.job.status === 'queued');
      expect((await alice.client.post('/api/logout')).status).toBe(200);
      await t.runJobs([quick]);
      // The job's change is what wakes the stream: it finds the session gone and ends.
      await stream.text();
      expect(stream.events.map((event) => event.job.status)).toEqual(['queued']);
    } finally {
      await stream.close();
    }
  });

  it('refuses an anonymous caller with 401 and { error }', async () => {
    const stream = await openStream(undefined);
    expect(stream.status).toBe(401);
    expect(JSON.parse(await stream.text())).toEqual({ error: 'Sign in to continue' });
  });
});

describe('GET /api/jobs/:id', () => {
  const refused = defineJob({
    kind: 'test.refused',
    async run() {
      throw new PermanentJobError('The file is not a video');
    },
  });
  const broken = defineJob({
    kind: 'test.broken',
    maxAttempts: 1,
    async run() {
      throw new Error('ECONNREFUSED 10.0.0.7:5432 (internal detail)');
    },
  });

  it("shows a user their own job, without its payload; someone else's is 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await t.ctx.jobs.enqueue(t.ctx.db, steps, { total: 9 }, { userId: owner.user.id });
    const reply = await owner.client.get<JobReply>(`/api/jobs/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.job).toMatchObject({
      id,
      status: 'queued',
      done: 0,
      total: null,
      error: null,
    });
    expect(JSON.stringify(reply.body)).not.toContain('payload');
    expect((await other.client.get(`/api/jobs/${id}`)).body).toEqual({ error: 'Job not found' });
    expect((await other.client.get(`/api/jobs/${id}`)).status).toBe(404);
    expect((await owner.client.get('/api/jobs/99999999')).status).toBe(404);
    expect((await owner.client.get('/api/jobs/abc')).status).toBe(400);
    expect((await t.client().get(`/api/jobs/${id}`)).status).toBe(401);
    await t.ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('tells the user why a job failed in words meant for them, never internal details', async () => {
    const owner = await signUp(t);
    const refusedId = await t.ctx.jobs.enqueue(t.ctx.db, refused, {}, { userId: owner.user.id });
    const brokenId = await t.ctx.jobs.enqueue(t.ctx.db, broken, {}, { userId: owner.user.id });
    await t.runJobs([refused, broken]);
    expect((await owner.client.get<JobReply>(`/api/jobs/${refusedId}`)).body.job).toMatchObject({
      status: 'dead',
      error: 'The file is not a video',
    });
    expect((await owner.client.get<JobReply>(`/api/jobs/${brokenId}`)).body.job).toMatchObject({
      status: 'dead',
      error: 'This did not finish after 1 attempt.',
    });
  });
});
