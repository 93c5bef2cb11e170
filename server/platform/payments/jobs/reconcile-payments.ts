import { defineJob } from '../../jobs/define-job';
import type { PaymentPurpose } from '../checkout';
import { reconcilePendingPayments } from '../checkout';

/**
 * Completes payments a stopped process left pending, every five minutes. The purposes come
 * from the caller (server/jobs.ts), so the platform does not reach into the features.
 */
export function reconcilePaymentsJob(purposes: readonly PaymentPurpose<unknown, unknown>[]) {
  return defineJob({
    kind: 'payments.reconcile',
    schedule: '*/5 * * * *',
    maxAttempts: 3,
    async run(ctx) {
      const completed = await reconcilePendingPayments(ctx, purposes);
      if (completed > 0) ctx.log.info({ completed }, 'completed pending payments');
    },
  });
}
