import { defineJob } from '../define-job';
import { deleteFinishedJobs } from '../jobs.queries';

const DAY_MS = 24 * 60 * 60_000;
/** Done jobs are kept a week (their unique keys with them), dead ones a month for inspection. */
const KEEP_DONE_DAYS = 7;
const KEEP_DEAD_DAYS = 30;

export const pruneJobs = defineJob({
  kind: 'jobs.prune',
  schedule: '17 3 * * *',
  maxAttempts: 3,
  async run(ctx) {
    const now = ctx.now().getTime();
    const removed = await deleteFinishedJobs(ctx.db, {
      doneBefore: new Date(now - KEEP_DONE_DAYS * DAY_MS).toISOString(),
      deadBefore: new Date(now - KEEP_DEAD_DAYS * DAY_MS).toISOString(),
    });
    if (removed > 0) ctx.log.info({ removed }, 'pruned finished jobs');
  },
});
