import { defineJob } from '../../jobs/define-job';
import { sweepAbandonedWorkFolders } from '../../media/work-folder';
import { ABANDONED_AFTER_MS, deleteDueObjects } from '../object-cleanup';

/**
 * What killed processes leave behind: half-written files (a day later), objects written whose
 * row never committed (a day later), objects whose row went but whose bytes stayed, and the
 * work folders of jobs cut short (a day later).
 */
export const sweepAbandonedUploads = defineJob({
  kind: 'storage.sweep-abandoned-uploads',
  schedule: '47 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    const dayAgo = new Date(ctx.now().getTime() - ABANDONED_AFTER_MS);
    const removed = await ctx.storage.sweepAbandonedUploads(dayAgo);
    if (removed > 0) ctx.log.info({ removed }, 'removed abandoned upload files');
    const folders = await sweepAbandonedWorkFolders(dayAgo);
    if (folders > 0) ctx.log.info({ folders }, 'removed abandoned work folders');
    const deleted = await deleteDueObjects(ctx);
    if (deleted > 0) ctx.log.info({ deleted }, 'deleted objects no row names');
  },
});
