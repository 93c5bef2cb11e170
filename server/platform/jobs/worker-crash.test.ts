import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { CREATE_EFFECTS_TABLE, stepsJob } from './crash-worker.fixture';

const FIXTURE = fileURLToPath(new URL('./crash-worker.fixture.ts', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await CREATE_EFFECTS_TABLE.execute(t.ctx.db);
});
afterAll(() => t.close());

/** Starts the fixture worker and resolves once it says it is holding mid-job. */
function startWorkerThatHolds(afterStep: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      PG_SCHEMA: t.database.schema ?? '',
      HOLD_AFTER_STEP: String(afterStep),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const holding = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('holding\n')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the worker exited (${code}) early:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, holding, exited };
}

describe('a worker killed mid-job', () => {
  it('loses the job when its lease lapses; the next worker finishes it, no effect doubled', async () => {
    const id = await t.ctx.jobs.enqueue(t.ctx.db, stepsJob, { steps: 5 });
    const worker = startWorkerThatHolds(2);
    await worker.holding;
    worker.child.kill('SIGKILL');
    await worker.exited;

    const crashed = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(crashed).toMatchObject({
      status: 'running',
      attempts: 1,
      locked_by: 'child-worker',
      progress_done: 2,
      progress_total: 5,
    });
    // Nobody takes the job while the dead worker's lease holds...
    expect(await t.runJobs([stepsJob])).toBe(0);
    // ...and once it has lapsed, the next worker does.
    t.setNow(new Date(Date.parse(crashed.locked_until!) + 1000));
    expect(await t.runJobs([stepsJob])).toBe(1);

    const done = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({
      status: 'done',
      attempts: 2,
      progress_done: 5,
      progress_total: 5,
    });
    const { rows } = await sql<{ step: number; attempt: number }>`
      select step, attempt from test_step_effects where job_id = ${id} order by step`.execute(
      t.ctx.db,
    );
    expect(rows).toEqual([
      { step: 1, attempt: 1 },
      { step: 2, attempt: 1 },
      { step: 3, attempt: 2 },
      { step: 4, attempt: 2 },
      { step: 5, attempt: 2 },
    ]);
  });
});
