import { defineJob } from '../../jobs/define-job';
import { forgetOldRateLimitWindows } from '../rate-limit';

/** Rate-limit windows older than a day are only history; they go once an hour. */
export const forgetOldWindows = defineJob({
  kind: 'rate-limit.forget-old-windows',
  schedule: '27 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    await forgetOldRateLimitWindows(ctx);
  },
});
