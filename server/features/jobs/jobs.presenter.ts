import type { Job, JobStatus } from '../../../contract/jobs';
import type { UserJobRow } from '../../platform/jobs/jobs.queries';

const STATUSES: readonly string[] = ['queued', 'running', 'done', 'dead'] satisfies JobStatus[];

/** The user's view of a job: never its payload, lease or internal error text. */
export function presentJob(row: UserJobRow): Job {
  const status = (STATUSES.includes(row.status) ? row.status : 'queued') as JobStatus;
  return {
    id: row.id,
    kind: row.kind,
    status,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    done: row.progress_done,
    total: row.progress_total,
    error:
      status === 'dead'
        ? (row.public_error ??
          `This did not finish after ${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}.`)
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}
