import { defineJob } from '../../jobs/define-job';

const DAY_MS = 24 * 60 * 60_000;

/** Uploads cut short by a killed process leave files behind; a day later they go. */
export const sweepAbandonedUploads = defineJob({
  kind: 'storage.sweep-abandoned-uploads',
  schedule: '47 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    const removed = await ctx.storage.sweepAbandonedUploads(new Date(ctx.now().getTime() - DAY_MS));
    if (removed > 0) ctx.log.info({ removed }, 'removed abandoned upload files');
  },
});
