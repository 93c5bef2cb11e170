import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServiceContext } from '../../context';
import type { JobRow } from '../../db/schema';
import type { JobDefinition, RunningJob } from './define-job';
import { PermanentJobError, RetryLaterError } from './define-job';
import {
  claimJobs,
  markDead,
  markDone,
  releaseJobs,
  renewLeases,
  retryLater,
  saveProgress,
} from './jobs.queries';
import { retryDelayMs } from './retry-delay';

export interface WorkerOptions {
  /** Jobs run at once. */
  concurrency: number;
  /** How long an idle worker waits before looking for due jobs again. */
  pollIntervalMs: number;
  /** How long a claimed job stays this worker's without a heartbeat; a dead worker's lapses. */
  leaseMs?: number;
  /** Progress is written at most this often per job. */
  progressIntervalMs?: number;
  workerId?: string;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_PROGRESS_INTERVAL_MS = 500;
const MAX_ERROR_LENGTH = 2_000;

/** Why a running job's signal was aborted. */
class ShutdownSignal extends Error {
  constructor() {
    super('The worker is shutting down');
    this.name = 'ShutdownSignal';
  }
}
class LeaseLostSignal extends Error {
  constructor() {
    super('The job was taken over after its lease lapsed');
    this.name = 'LeaseLostSignal';
  }
}

interface ActiveJob {
  row: JobRow;
  controller: AbortController;
  finished: Promise<void>;
}

/** A payload that is not JSON at all fails the schema like any other wrong payload. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`;
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs queued jobs: claims due ones (up to `concurrency` at a time), keeps their leases
 * alive while their handlers run, and records the outcome: done, retried later with
 * backoff, or dead after the last attempt. Any number of workers, in any number of
 * processes, can share one database.
 */
export class JobWorker {
  readonly id: string;
  private readonly definitions: Map<string, JobDefinition>;
  private readonly active = new Map<number, ActiveJob>();
  private readonly leaseMs: number;
  private readonly progressIntervalMs: number;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private wakeUp: (() => void) | null = null;
  /** A job finished while the loop was not asleep: its next sleep ends at once. */
  private wakeRequested = false;

  constructor(
    private readonly ctx: ServiceContext,
    definitions: readonly JobDefinition[],
    private readonly options: WorkerOptions,
  ) {
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.definitions = new Map(definitions.map((definition) => [definition.kind, definition]));
    if (this.definitions.size !== definitions.length)
      throw new Error('Two job definitions share a kind');
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  }

  /** Starts polling in the background; `stop` ends it. */
  start(): void {
    if (this.loop) return;
    this.startHeartbeat();
    this.loop = this.poll();
  }

  /**
   * Runs due jobs in this process until none is left, then returns how many ran. For tests
   * and scripts; a job retried later (backoff) or delayed is not due and is left queued.
   */
  async runUntilIdle(limit = 10_000): Promise<number> {
    this.startHeartbeat();
    let ran = 0;
    try {
      for (;;) {
        const rows = await this.claim(this.options.concurrency);
        if (rows.length === 0) return ran;
        await Promise.all(rows.map((row) => this.launch(row).finished));
        ran += rows.length;
        if (ran > limit) throw new Error(`More than ${limit} jobs ran; is one queuing itself?`);
      }
    } finally {
      if (!this.loop) this.stopHeartbeat();
    }
  }

  /**
   * Stops claiming, tells running handlers to stop (their signal aborts), waits up to
   * `graceMs` for them, then hands back whatever is still running: queued again, the
   * attempt not counted. Either way nothing is left locked to this worker.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    for (const job of this.active.values()) job.controller.abort(new ShutdownSignal());
    const settled = Promise.allSettled([...this.active.values()].map((job) => job.finished));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    this.stopHeartbeat();
    const unfinished = [...this.active.keys()];
    if (unfinished.length > 0) {
      await releaseJobs(this.ctx.db, this.id, unfinished, this.nowIso());
      this.ctx.log.warn({ jobs: unfinished }, 'released unfinished jobs on shutdown');
    }
  }

  private async poll(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let wait = this.options.pollIntervalMs;
      const free = this.options.concurrency - this.active.size;
      if (free > 0) {
        try {
          const rows = await this.claim(free);
          failures = 0;
          if (this.stopping) {
            await releaseJobs(
              this.ctx.db,
              this.id,
              rows.map((row) => row.id),
              this.nowIso(),
            );
            break;
          }
          for (const row of rows) this.launch(row);
        } catch (error) {
          failures += 1;
          wait = Math.min(60_000, this.options.pollIntervalMs * 2 ** failures);
          this.ctx.log.error({ err: error }, 'could not claim jobs; trying again');
        }
      }
      // A finishing job ends the wait early: its slot is free, and more work may be due.
      await this.sleep(wait);
    }
  }

  private wake() {
    if (this.wakeUp) this.wakeUp();
    else this.wakeRequested = true;
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wakeUp = () => {
        this.wakeUp = null;
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wakeUp, ms);
      this.wakeUp = wakeUp;
    });
  }

  private async claim(limit: number): Promise<JobRow[]> {
    if (this.definitions.size === 0) return [];
    const now = this.ctx.now();
    return claimJobs(this.ctx.db, this.ctx.dialect, {
      workerId: this.id,
      kinds: [...this.definitions.keys()],
      limit,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
    });
  }

  private launch(row: JobRow): ActiveJob {
    const controller = new AbortController();
    const job: ActiveJob = { row, controller, finished: Promise.resolve() };
    this.active.set(row.id, job);
    job.finished = this.execute(job)
      .catch((error: unknown) => {
        // Only the bookkeeping writes can land here; the lease lapses and the job runs again.
        this.ctx.log.error({ err: error, job: row.id }, 'could not record the outcome of a job');
      })
      .finally(() => {
        this.active.delete(row.id);
        this.wake();
      });
    return job;
  }

  private async execute({ row, controller }: ActiveJob): Promise<void> {
    const definition = this.definitions.get(row.kind);
    if (!definition) throw new Error(`No definition for job kind ${row.kind}`);
    const log = this.ctx.log.child({ job: row.id, kind: row.kind, attempt: row.attempts });

    const parsed = definition.payload.safeParse(parseJson(row.payload));
    if (!parsed.success) {
      const error = `PermanentJobError: the payload does not match: ${parsed.error.message}`;
      return this.giveUp(row, definition, null, error, null, log);
    }
    const payload = { value: parsed.data as unknown };
    if (row.attempts > row.max_attempts) {
      // Its worker died during every attempt (this claim came from a lapsed lease).
      const error = `Error: its worker stopped during each of ${row.max_attempts} attempts`;
      return this.giveUp(row, definition, payload, error, null, log);
    }

    const progress = new ProgressRecorder(
      { done: row.progress_done, total: row.progress_total },
      this.progressIntervalMs,
      (done, total) =>
        saveProgress(this.ctx.db, {
          id: row.id,
          workerId: this.id,
          done,
          total,
          now: this.nowIso(),
        }),
      (error) => log.warn({ err: error }, 'could not save job progress'),
    );
    const running: RunningJob = {
      id: row.id,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      signal: controller.signal,
      progress: (done, total) => progress.report(done, total),
    };
    log.debug('job started');
    try {
      await definition.run(this.ctx, payload.value, running);
    } catch (error) {
      await progress.close({ savePending: true });
      const reason: unknown = controller.signal.reason;
      if (reason instanceof LeaseLostSignal) return;
      if (reason instanceof ShutdownSignal) {
        await releaseJobs(this.ctx.db, this.id, [row.id], this.nowIso());
        log.info('job stopped for shutdown; queued again');
        return;
      }
      const message = describeError(error);
      if (error instanceof PermanentJobError || row.attempts >= row.max_attempts) {
        const publicError = error instanceof PermanentJobError ? error.message : null;
        return this.giveUp(row, definition, payload, message, publicError, log, error);
      }
      const delay = error instanceof RetryLaterError ? error.delayMs : retryDelayMs(row.attempts);
      await retryLater(this.ctx.db, {
        id: row.id,
        workerId: this.id,
        runAt: new Date(this.ctx.now().getTime() + delay).toISOString(),
        error: message,
        now: this.nowIso(),
      });
      log.warn({ err: error, retryInMs: delay }, 'job failed; will retry');
      return;
    }
    await progress.close({ savePending: false });
    await markDone(this.ctx.db, {
      id: row.id,
      workerId: this.id,
      now: this.nowIso(),
      progress: progress.latest(),
    });
    log.debug('job done');
  }

  private async giveUp(
    row: JobRow,
    definition: JobDefinition,
    payload: { value: unknown } | null,
    error: string,
    publicError: string | null,
    log: ServiceContext['log'],
    cause?: unknown,
  ): Promise<void> {
    const dead = await markDead(this.ctx.db, {
      id: row.id,
      workerId: this.id,
      error,
      publicError,
      now: this.nowIso(),
    });
    if (!dead) return;
    log.error({ err: cause, error }, 'job failed for good');
    if (!definition.onDead || !payload) return;
    try {
      await definition.onDead(this.ctx, payload.value, error);
    } catch (hookError) {
      log.error({ err: hookError }, "the dead job's hook failed");
    }
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(50, this.leaseMs / 3));
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async renewLeases() {
    const ids = [...this.active.keys()];
    if (ids.length === 0) return;
    try {
      const until = new Date(this.ctx.now().getTime() + this.leaseMs).toISOString();
      const kept = new Set(await renewLeases(this.ctx.db, this.id, ids, until));
      for (const id of ids) {
        const job = this.active.get(id);
        if (!kept.has(id) && job && !job.controller.signal.aborted) {
          job.controller.abort(new LeaseLostSignal());
          this.ctx.log.warn({ job: id }, 'lost the lease of a running job; stopping it');
        }
      }
    } catch (error) {
      this.ctx.log.error({ err: error }, 'could not renew job leases');
    }
  }

  private nowIso() {
    return this.ctx.now().toISOString();
  }
}

/**
 * A job's progress, written at most once per interval: the first report at once, later
 * ones when the interval has passed (a trailing write keeps the stored figures current when
 * the reports stop). Writes go one after another, so an older figure never lands last.
 */
class ProgressRecorder {
  private done: number;
  private total: number | null;
  private lastWrite = 0;
  private pending = false;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    start: { done: number; total: number | null },
    private readonly intervalMs: number,
    private readonly save: (done: number, total: number | null) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.done = start.done;
    this.total = start.total;
  }

  report(done: number, total?: number | null): Promise<void> {
    this.done = Math.max(0, Math.floor(done));
    if (total !== undefined) this.total = total === null ? null : Math.max(0, Math.floor(total));
    this.pending = true;
    const wait = this.lastWrite + this.intervalMs - Date.now();
    if (wait <= 0) return this.flush();
    this.timer ??= setTimeout(() => void this.flush(), wait);
    return Promise.resolve();
  }

  latest() {
    return { done: this.done, total: this.total };
  }

  /**
   * Stops the trailing write and waits for one under way; pending figures are saved, or
   * left to go with the outcome (done stores the latest figures itself).
   */
  async close(options: { savePending: boolean }): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.pending && options.savePending) await this.flush();
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return this.writing;
    this.pending = false;
    this.lastWrite = Date.now();
    this.writing = this.writing
      .then(() => this.save(this.done, this.total))
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
    return this.writing;
  }
}
