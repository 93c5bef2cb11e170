import { z } from 'zod';
import type { ServiceContext } from '../../context';

/** What a handler is told about the run it is in. */
export interface RunningJob {
  id: number;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
  /**
   * Aborted when the process shuts down or the job's lease was lost: stop at the next safe
   * point (a job that stops early is run again later, so its steps must be idempotent).
   */
  signal: AbortSignal;
  /**
   * Records how far the job is, for its user's progress stream ("Sending… 1,240 / 5,000").
   * Cheap to call per item: writes are throttled, and the latest figures are always stored.
   */
  progress(done: number, total?: number | null): Promise<void>;
}

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  /** Unique name, `<feature>.<what>`, e.g. `mail.deliver`. Stored in every row: never rename. */
  kind: string;
  payload: Schema;
  /** Runs before the job goes dead (the first run counts). */
  maxAttempts: number;
  /** A cron expression (UTC): the scheduler queues the job once per occurrence across processes. */
  schedule: string | null;
  run(ctx: ServiceContext, payload: z.output<Schema>, job: RunningJob): Promise<void>;
  /** Called once when the job goes dead, e.g. to mark what it was delivering as failed. */
  onDead?(ctx: ServiceContext, payload: z.output<Schema>, error: string): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Declares a kind of background job. The handler must be safe to run again: a job runs at
 * least once (a worker can die after its work and before marking it done), so effects are
 * keyed (`insert … on conflict do nothing`) or checked before they are made.
 *
 * ```ts
 * export const sendCampaign = defineJob({
 *   kind: 'campaigns.send',
 *   payload: z.object({ campaignId: z.number().int() }),
 *   async run(ctx, { campaignId }, job) { … await job.progress(sent, total); … },
 * });
 * ```
 */
export function defineJob<Schema extends z.ZodType = z.ZodObject<Record<string, never>>>(spec: {
  kind: string;
  payload?: Schema;
  maxAttempts?: number;
  schedule?: string;
  run: JobDefinition<Schema>['run'];
  onDead?: JobDefinition<Schema>['onDead'];
}): JobDefinition<Schema> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(spec.kind)) {
    throw new Error(`Job kind ${JSON.stringify(spec.kind)} must look like "feature.what"`);
  }
  return {
    kind: spec.kind,
    payload: spec.payload ?? (z.object({}).strict() as unknown as Schema),
    maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    schedule: spec.schedule ?? null,
    run: spec.run,
    onDead: spec.onDead,
  };
}

/**
 * Thrown by a handler when trying again cannot help (the thing it works on is gone, the
 * input is wrong): the job goes dead at once. Its message is shown to the job's user.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * Thrown by a handler that may not go on before a known time (a platform's 429 with
 * Retry-After): the job is queued again for then instead of after the usual backoff. The run
 * counts as an attempt, so a job that is throttled without end still goes dead.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}
