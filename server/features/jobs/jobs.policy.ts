/** Who may watch a background job. Pure: registered in server/policies.ts. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const JOB_NOT_FOUND = 'Job not found';

export const jobPolicies = {
  /** A job's progress is its owner's alone; system jobs (no owner) and others' read as missing. */
  'job.view': rule<{ user_id: number | null }>(
    (actor, job) => job.user_id === actor.id,
    () => notFound(JOB_NOT_FOUND),
  ),
} satisfies PolicyTable;
