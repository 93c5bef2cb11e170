import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase } from '../../db/connect';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { PermanentJobError, defineJob } from './define-job';
import type { JobDefinition } from './define-job';
import { claimJobs } from './jobs.queries';
import { createUser } from '../../test/factories';
import { JobEvents } from './job-events';
import { JobScheduler } from './scheduler';
import { JobWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create table test_job_effects (job_id integer not null, note text not null)`.execute(
    t.ctx.db,
  );
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));

const SECOND = 1000;
const T0 = new Date('2026-11-23T10:00:00.000Z');

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function effectsOf(jobId: number) {
  const { rows } = await sql<{ note: string }>`
    select note from test_job_effects where job_id = ${jobId} order by note`.execute(t.ctx.db);
  return rows.map((row) => row.note);
}

function jobRow(id: number) {
  return t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Records each run as an effect row. */
const recordRun = defineJob({
  kind: 'test.record-run',
  payload: z.object({ note: z.string() }),
  async run(ctx, { note }, job) {
    await sql`insert into test_job_effects (job_id, note) values (${job.id}, ${note})`.execute(
      ctx.db,
    );
  },
});

const deadHookCalls: { payload: unknown; error: string }[] = [];
const alwaysFails = defineJob({
  kind: 'test.always-fails',
  payload: z.object({ n: z.number() }),
  maxAttempts: 3,
  async run() {
    throw new Error('the remote service is down');
  },
  async onDead(_ctx, payload, error) {
    deadHookCalls.push({ payload, error });
  },
});

const refuses = defineJob({
  kind: 'test.refuses',
  async run() {
    throw new PermanentJobError('That campaign has no recipients');
  },
});

describe('enqueue', () => {
  it('queues nothing when the caller’s transaction rolls back, and runs a committed job', async () => {
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await t.ctx.jobs.enqueue(trx, recordRun, { note: 'rolled back' });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await t.runJobs([recordRun])).toBe(0);

    const id = await t.ctx.db
      .transaction()
      .execute((trx) => t.ctx.jobs.enqueue(trx, recordRun, { note: 'committed' }));
    expect(await t.runJobs([recordRun])).toBe(1);
    expect(await effectsOf(id)).toEqual(['committed']);
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      locked_by: null,
      locked_until: null,
    });
    expect((await jobRow(id)).finished_at).not.toBeNull();
  });

  it('checks the payload against the definition’s schema', async () => {
    await expect(
      t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 42 } as unknown as { note: string }),
    ).rejects.toThrow();
  });

  it('gives up on a stored payload that no longer matches, without running it', async () => {
    const wrongShape = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'fine' });
    const notJson = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'fine' });
    await t.ctx.db
      .updateTable('jobs')
      .set({ payload: '{"note":7}' })
      .where('id', '=', wrongShape)
      .execute();
    await t.ctx.db.updateTable('jobs').set({ payload: '{"no' }).where('id', '=', notJson).execute();
    expect(await t.runJobs([recordRun])).toBe(2);
    for (const id of [wrongShape, notJson]) {
      expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 1 });
      expect((await jobRow(id)).last_error).toMatch(/payload does not match/);
      expect(await effectsOf(id)).toEqual([]);
    }
  });

  it('queues a unique key once: the second enqueue returns the first job, run or not', async () => {
    const first = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'a' }, { uniqueKey: 'k1' });
    const again = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'b' }, { uniqueKey: 'k1' });
    expect(again).toBe(first);
    await t.runJobs([recordRun]);
    const afterRun = await t.ctx.jobs.enqueue(
      t.ctx.db,
      recordRun,
      { note: 'c' },
      { uniqueKey: 'k1' },
    );
    expect(afterRun).toBe(first);
    expect(await t.runJobs([recordRun])).toBe(0);
    expect(await effectsOf(first)).toEqual(['a']);
    // Jobs without a key never collide.
    const one = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'x' });
    const two = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'x' });
    expect(one).not.toBe(two);
    await t.runJobs([recordRun]);
  });

  it('holds a delayed job until its run_at', async () => {
    t.setNow(T0);
    const id = await t.ctx.jobs.enqueue(
      t.ctx.db,
      recordRun,
      { note: 'later' },
      { runAt: new Date(T0.getTime() + 60 * SECOND) },
    );
    expect(await t.runJobs([recordRun])).toBe(0);
    t.setNow(new Date(T0.getTime() + 59 * SECOND));
    expect(await t.runJobs([recordRun])).toBe(0);
    t.setNow(new Date(T0.getTime() + 60 * SECOND));
    expect(await t.runJobs([recordRun])).toBe(1);
    expect(await effectsOf(id)).toEqual(['later']);
  });
});

describe('failures', () => {
  it('retries with exponential backoff, then goes dead with the error and calls its hook once', async () => {
    t.setNow(T0);
    const id = await t.ctx.jobs.enqueue(t.ctx.db, alwaysFails, { n: 1 });

    expect(await t.runJobs([alwaysFails])).toBe(1);
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, locked_by: null });
    expect(first.last_error).toBe('Error: the remote service is down');
    // 5 s after the first failure, give or take a quarter.
    const firstDelay = Date.parse(first.run_at) - T0.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(3.75 * SECOND);
    expect(firstDelay).toBeLessThanOrEqual(6.25 * SECOND);
    expect(await t.runJobs([alwaysFails])).toBe(0);

    const secondStart = new Date(first.run_at);
    t.setNow(secondStart);
    expect(await t.runJobs([alwaysFails])).toBe(1);
    const second = await jobRow(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    // Twice as long after the second.
    const secondDelay = Date.parse(second.run_at) - secondStart.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(7.5 * SECOND);
    expect(secondDelay).toBeLessThanOrEqual(12.5 * SECOND);

    t.setNow(new Date(second.run_at));
    expect(deadHookCalls).toEqual([]);
    expect(await t.runJobs([alwaysFails])).toBe(1);
    const dead = await jobRow(id);
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 3,
      last_error: 'Error: the remote service is down',
      public_error: null,
      locked_by: null,
    });
    expect(dead.finished_at).toBe(second.run_at);
    expect(deadHookCalls).toEqual([
      { payload: { n: 1 }, error: 'Error: the remote service is down' },
    ]);
    t.setNow(new Date(T0.getTime() + 24 * 60 * 60 * SECOND));
    expect(await t.runJobs([alwaysFails])).toBe(0);
  });

  it('goes dead at once on a permanent error, keeping its message for the user', async () => {
    const id = await t.ctx.jobs.enqueue(t.ctx.db, refuses, {});
    expect(await t.runJobs([refuses])).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'PermanentJobError: That campaign has no recipients',
      public_error: 'That campaign has no recipients',
    });
  });
});

describe('leases', () => {
  /** Claims like a worker that then dies: the job stays `running` under a lease nobody renews. */
  async function claimAndDie(kinds: string[]) {
    const now = t.ctx.now();
    return claimJobs(t.ctx.db, t.ctx.dialect, {
      workerId: 'worker-that-died',
      kinds,
      limit: 10,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 60 * SECOND).toISOString(),
    });
  }

  it('runs again a job whose worker died, once its lease has lapsed', async () => {
    t.setNow(T0);
    const id = await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'survivor' });
    expect((await claimAndDie([recordRun.kind])).map((row) => row.id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });

    // Still leased: nobody else takes it.
    t.setNow(new Date(T0.getTime() + 59 * SECOND));
    expect(await t.runJobs([recordRun])).toBe(0);
    t.setNow(new Date(T0.getTime() + 61 * SECOND));
    expect(await t.runJobs([recordRun])).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(await effectsOf(id)).toEqual(['survivor']);
  });

  it('goes dead when its worker died during every attempt', async () => {
    const fragile = defineJob({ kind: 'test.fragile', maxAttempts: 1, run: async () => {} });
    t.setNow(T0);
    const id = await t.ctx.jobs.enqueue(t.ctx.db, fragile, {});
    await claimAndDie([fragile.kind]);
    t.setNow(new Date(T0.getTime() + 2 * 60 * SECOND));
    expect(await t.runJobs([fragile])).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 2 });
    expect((await jobRow(id)).last_error).toMatch(/worker stopped during each of 1 attempts/);
  });

  it('stops a handler whose lease was taken over, and lets its late outcome change nothing', async () => {
    const started = deferred();
    let sawAbort = false;
    const slow = defineJob({
      kind: 'test.slow-lease',
      async run(_ctx, _payload, job) {
        started.resolve();
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
      },
    });
    const id = await t.ctx.jobs.enqueue(t.ctx.db, slow, {});
    const worker = new JobWorker(t.ctx, [slow], {
      concurrency: 1,
      pollIntervalMs: 20,
      leaseMs: 150,
    });
    const running = worker.runUntilIdle();
    await started.promise;
    // Another worker took the job over (as after a lapsed lease), and holds it for an hour.
    await t.ctx.db
      .updateTable('jobs')
      .set({
        locked_by: 'someone-else',
        locked_until: new Date(Date.now() + 3600_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await running;
    expect(sawAbort).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'running', locked_by: 'someone-else' });
    await t.ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
  });
});

describe('progress', () => {
  it('stores progress while the job runs, throttled, and the final figures when it is done', async () => {
    const halfway = deferred();
    const carryOn = deferred();
    const counting = defineJob({
      kind: 'test.counting',
      payload: z.object({ total: z.number() }),
      async run(_ctx, { total }, job) {
        await job.progress(3, total);
        halfway.resolve();
        await carryOn.promise;
        for (let done = 4; done <= total; done += 1) await job.progress(done);
      },
    });
    const id = await t.ctx.jobs.enqueue(t.ctx.db, counting, { total: 5000 });
    const run = t.runJobs([counting]);
    await halfway.promise;
    expect(await jobRow(id)).toMatchObject({
      status: 'running',
      progress_done: 3,
      progress_total: 5000,
    });
    carryOn.resolve();
    await run;
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      progress_done: 5000,
      progress_total: 5000,
    });
  });
});

describe('graceful stop', () => {
  it('lets a running job finish within the grace period', async () => {
    const started = deferred();
    const finish = deferred();
    const steady = defineJob({
      kind: 'test.steady',
      async run(ctx, _payload, job) {
        started.resolve();
        await finish.promise;
        await sql`insert into test_job_effects (job_id, note) values (${job.id}, 'finished')`.execute(
          ctx.db,
        );
      },
    });
    const id = await t.ctx.jobs.enqueue(t.ctx.db, steady, {});
    const worker = new JobWorker(t.ctx, [steady], { concurrency: 2, pollIntervalMs: 20 });
    worker.start();
    await started.promise;
    const stopping = worker.stop(60_000);
    finish.resolve();
    await stopping;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await effectsOf(id)).toEqual(['finished']);
  });

  it('hands back a job that does not finish in time: queued again, the attempt not counted', async () => {
    const started = deferred();
    const stuck = defineJob({
      kind: 'test.stuck',
      async run() {
        started.resolve();
        await new Promise(() => {});
      },
    });
    const id = await t.ctx.jobs.enqueue(t.ctx.db, stuck, {});
    const worker = new JobWorker(t.ctx, [stuck], { concurrency: 1, pollIntervalMs: 20 });
    worker.start();
    await started.promise;
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });
    await worker.stop(50);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      locked_by: null,
      locked_until: null,
    });
    await t.ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('hands back a job whose handler stops at its abort signal', async () => {
    const started = deferred();
    const careful = defineJob({
      kind: 'test.careful',
      async run(_ctx, _payload, job) {
        started.resolve();
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        job.signal.throwIfAborted();
      },
    });
    const id = await t.ctx.jobs.enqueue(t.ctx.db, careful, {});
    const worker = new JobWorker(t.ctx, [careful], { concurrency: 1, pollIntervalMs: 20 });
    worker.start();
    await started.promise;
    await worker.stop(60_000);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, last_error: null });
    await t.ctx.db.deleteFrom('jobs').where('id', '=', id).execute();
  });
});

describe('two workers', () => {
  it('run each of 240 jobs exactly once, each worker on its own connections', async () => {
    const other = connectDatabase(t.database.url, {
      searchPath: t.database.schema,
      maxConnections: 5,
    });
    try {
      const workers = [t.ctx, { ...t.ctx, db: other.db }].map(
        (ctx, index) =>
          new JobWorker(ctx, [recordRun], {
            concurrency: 4,
            pollIntervalMs: 20,
            workerId: `worker-${index}`,
          }),
      );
      const ids: number[] = [];
      for (let n = 0; n < 240; n += 1)
        ids.push(await t.ctx.jobs.enqueue(t.ctx.db, recordRun, { note: 'once' }));
      const counts = await Promise.all(workers.map((worker) => worker.runUntilIdle()));
      expect(counts[0] + counts[1]).toBe(240);
      const { rows } = await sql<{ job_id: number; runs: number }>`
        select job_id, count(*) as runs from test_job_effects
        where job_id >= ${ids[0]} and job_id <= ${ids[ids.length - 1]}
        group by job_id`.execute(t.ctx.db);
      expect(rows).toHaveLength(240);
      expect(rows.filter((row) => Number(row.runs) !== 1)).toEqual([]);
      const statuses = await t.ctx.db
        .selectFrom('jobs')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .where('id', 'in', ids)
        .groupBy('status')
        .execute();
      expect(statuses.map((row) => [row.status, Number(row.count)])).toEqual([['done', 240]]);
    } finally {
      await other.close();
    }
  });
});

describe('scheduler', () => {
  const everyFiveMinutes: JobDefinition = defineJob({
    kind: 'test.every-five-minutes',
    schedule: '*/5 * * * *',
    run: async () => {},
  });

  function occurrences() {
    return t.ctx.db
      .selectFrom('jobs')
      .select(['unique_key', 'run_at'])
      .where('kind', '=', everyFiveMinutes.kind)
      .orderBy('run_at')
      .execute();
  }

  it('queues an occurrence once however many schedulers reach it', async () => {
    t.setNow(new Date('2026-11-23T10:02:00.000Z'));
    const schedulers = [1, 2, 3].map(() => new JobScheduler(t.ctx, [everyFiveMinutes]));
    for (const scheduler of schedulers) expect(await scheduler.enqueueDue()).toEqual([]);
    t.setNow(new Date('2026-11-23T10:05:00.250Z'));
    const ids = await Promise.all(schedulers.map((scheduler) => scheduler.enqueueDue()));
    expect(new Set(ids.flat()).size).toBe(1);
    expect(await occurrences()).toEqual([
      {
        unique_key: 'cron:test.every-five-minutes:2026-11-23T10:05:00.000Z',
        run_at: '2026-11-23T10:05:00.000Z',
      },
    ]);
    expect(await t.runJobs([everyFiveMinutes])).toBe(1);
  });

  it('queues the occurrence it missed when it starts, once across processes', async () => {
    t.setNow(new Date('2026-11-23T10:12:00.000Z'));
    const schedulers = [1, 2].map(() => new JobScheduler(t.ctx, [everyFiveMinutes]));
    try {
      await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    } finally {
      for (const scheduler of schedulers) scheduler.stop();
    }
    expect((await occurrences()).map((row) => row.run_at)).toEqual([
      '2026-11-23T10:05:00.000Z',
      '2026-11-23T10:10:00.000Z',
    ]);
  });
});

describe('job events', () => {
  it("hands a listener its user's job changes and heartbeats, and ends it on close", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const events = new JobEvents(t.ctx, { intervalMs: 10, heartbeatMs: 10 });
    const seen: number[] = [];
    const heartbeat = deferred();
    const sawJob = deferred();
    const closed = deferred();
    let ownersJob = 0;
    const strangersJob = await t.ctx.jobs.enqueue(
      t.ctx.db,
      recordRun,
      { note: 'theirs' },
      { userId: stranger.id },
    );
    events.subscribe({
      userId: owner.id,
      onJobs: (rows) => {
        seen.push(...rows.map((row) => row.id));
        if (rows.some((row) => row.id === ownersJob)) sawJob.resolve();
      },
      onHeartbeat: () => heartbeat.resolve(),
      onClose: () => closed.resolve(),
    });
    ownersJob = await t.ctx.jobs.enqueue(
      t.ctx.db,
      recordRun,
      { note: 'mine' },
      { userId: owner.id },
    );
    await Promise.all([heartbeat.promise, sawJob.promise]);
    expect(seen).not.toContain(strangersJob);
    events.close();
    await closed.promise;
    await t.runJobs([recordRun]);
  });
});
