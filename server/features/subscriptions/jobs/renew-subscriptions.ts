import { defineJob } from '../../../platform/jobs/define-job';
import { renewDueSubscriptions } from '../subscriptions.service';

const BATCH = 100;
/** At most this many batches a run; the rest waits for the next occurrence. */
const MAX_BATCHES = 50;

/** Charges subscriptions whose period ended and moves their period on, every ten minutes. */
export const renewSubscriptions = defineJob({
  kind: 'subscriptions.renew',
  schedule: '*/10 * * * *',
  maxAttempts: 3,
  async run(ctx, _payload, job) {
    let renewed = 0;
    for (let batch = 0; batch < MAX_BATCHES && !job.signal.aborted; batch += 1) {
      const count = await renewDueSubscriptions(ctx, BATCH);
      renewed += count;
      if (count < BATCH) break;
    }
    if (renewed > 0) ctx.log.info({ renewed }, 'renewed subscriptions');
  },
});
