/**
 * A worker process for the SIGKILL test (worker-crash.test.ts). Run as a script it works on
 * the database at DATABASE_URL (schema PG_SCHEMA on PostgreSQL), prints `step N` after each
 * step of `stepsJob` and, with HOLD_AFTER_STEP set, stops there mid-job until it is killed.
 */
import { sql } from 'kysely';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { connectDatabase } from '../../db/connect';
import { defineJob } from './define-job';
import { JobWorker } from './worker';

let afterStep: (step: number) => Promise<void> = async () => {};

/** Each step is an effect keyed by (job, step), so a step run twice is stored once. */
export const stepsJob = defineJob({
  kind: 'test.steps',
  payload: z.object({ steps: z.number().int().positive() }),
  async run(ctx, { steps }, job) {
    for (let step = 1; step <= steps; step += 1) {
      await sql`
        insert into test_step_effects (job_id, step, attempt) values (${job.id}, ${step}, ${job.attempt})
        on conflict do nothing`.execute(ctx.db);
      await job.progress(step, steps);
      await afterStep(step);
    }
  },
});

export const CREATE_EFFECTS_TABLE = sql`
  create table test_step_effects (
    job_id integer not null,
    step integer not null,
    attempt integer not null,
    primary key (job_id, step)
  )`;

function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const handle = connectDatabase(url, {
    searchPath: process.env.PG_SCHEMA || undefined,
    maxConnections: 2,
  });
  const hold = Number(process.env.HOLD_AFTER_STEP ?? 0);
  afterStep = async (step) => {
    process.stdout.write(`step ${step}\n`);
    if (step === hold) {
      process.stdout.write('holding\n');
      await new Promise(() => {});
    }
  };
  // Only what the worker and this handler use.
  const ctx = {
    db: handle.db,
    dialect: handle.dialect,
    log: pino({ level: 'silent' }),
    now: () => new Date(),
  } as ServiceContext;
  new JobWorker(ctx, [stepsJob], {
    concurrency: 1,
    pollIntervalMs: 20,
    progressIntervalMs: 0,
    workerId: 'child-worker',
  }).start();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
