import type { Job } from '../../../contract/jobs';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { notFound } from '../../platform/http/errors';
import { selectJobForStream, selectUserJobsSnapshot } from '../../platform/jobs/jobs.queries';
import { authorize } from '../../policies';
import { JOB_NOT_FOUND } from './jobs.policy';
import { presentJob } from './jobs.presenter';

/** A stream opens with the user's unfinished jobs and those that finished this recently. */
const RECENTLY_FINISHED_MS = 60 * 60_000;
const SNAPSHOT_LIMIT = 100;

/** One of the actor's own jobs; anyone else's reads as missing. */
export async function jobOfActor(ctx: ServiceContext, actor: Actor, id: number): Promise<Job> {
  const row = await selectJobForStream(ctx.db, id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  authorize(actor, 'job.view', row);
  return presentJob(row);
}

/** What a progress stream opens with. */
export async function jobsSnapshot(ctx: ServiceContext, actor: Actor) {
  const since = new Date(ctx.now().getTime() - RECENTLY_FINISHED_MS).toISOString();
  return selectUserJobsSnapshot(ctx.db, actor.id, since, SNAPSHOT_LIMIT);
}
