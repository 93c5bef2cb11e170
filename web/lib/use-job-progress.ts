/**
 * Live progress of the signed-in user's background jobs ("Sending… 1,240 / 5,000"), read
 * from the server's event stream. Every hook on the page shares one EventSource, open while
 * at least one hook watches a job; the browser reconnects it by itself, and the server
 * starts each connection with the state of the user's unfinished and recent jobs.
 */
import type { Job, JobStatus } from '@contract/jobs';
import { JOB_EVENT, JOB_EVENTS_PATH } from '@contract/jobs';
import { useSyncExternalStore } from 'react';

export interface JobProgress {
  /** `unknown` until the stream has said anything about the job. */
  status: JobStatus | 'unknown';
  done: number;
  /** Null while the job does not know its total. */
  total: number | null;
  /** Why a dead job failed, in words for the user. */
  error: string | null;
}

const UNKNOWN: JobProgress = { status: 'unknown', done: 0, total: null, error: null };

/** The page's one stream and the latest state of each job it told about. */
class JobProgressStream {
  private source: EventSource | null = null;
  private readonly jobs = new Map<number, { progress: JobProgress; updatedAt: string }>();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.source ??= this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.source?.close();
        this.source = null;
      }
    };
  };

  progressOf(jobId: number): JobProgress {
    return this.jobs.get(jobId)?.progress ?? UNKNOWN;
  }

  private open(): EventSource {
    const source = new EventSource(JOB_EVENTS_PATH);
    source.addEventListener(JOB_EVENT, (event) => {
      const job = JSON.parse((event as MessageEvent<string>).data) as Job;
      const known = this.jobs.get(job.id);
      // After a reconnect the opening state may be older than an event already seen.
      if (known && known.updatedAt > job.updated_at) return;
      this.jobs.set(job.id, {
        progress: { status: job.status, done: job.done, total: job.total, error: job.error },
        updatedAt: job.updated_at,
      });
      for (const listener of this.listeners) listener();
    });
    return source;
  }
}

const stream = new JobProgressStream();

const noSubscription = () => () => {};

/**
 * The progress of one of the signed-in user's jobs; pass null while there is no job yet
 * (the hook then opens nothing).
 */
export function useJobProgress(jobId: number | null | undefined): JobProgress {
  return useSyncExternalStore(jobId == null ? noSubscription : stream.subscribe, () =>
    jobId == null ? UNKNOWN : stream.progressOf(jobId),
  );
}
