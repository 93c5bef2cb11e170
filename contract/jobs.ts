import { z } from 'zod';

/** `queued` (waiting, also between retries), `running`, `done`, or `dead` (failed for good). */
export const JobStatus = z.enum(['queued', 'running', 'done', 'dead']);
export type JobStatus = z.infer<typeof JobStatus>;

/** A background job as its user sees it: what it is, how far it got, how it ended. */
export const Job = z.object({
  id: z.number().int(),
  /** What the job does, e.g. `campaigns.send`. */
  kind: z.string(),
  status: JobStatus,
  /** Runs started so far; above 1 the job is being retried. */
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** Items done, out of `total` when the job knows it ("Sending… 1,240 / 5,000"). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** Why a dead job failed, in words for its user. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobReply = z.object({ job: Job });
export type JobReply = z.infer<typeof JobReply>;

/**
 * `GET /api/jobs/events` is a stream of Server-Sent Events: on connect one `job` event per
 * unfinished (or just finished) job of the signed-in user, then one whenever such a job
 * changes. Each event's data is a `Job` in JSON.
 */
export const JOB_EVENT = 'job';
export const JOB_EVENTS_PATH = '/api/jobs/events';
