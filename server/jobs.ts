import { expiringRows } from './expiring-rows';
import { renewSubscriptions } from './features/subscriptions/jobs/renew-subscriptions';
import { paymentPurposes } from './payment-purposes';
import { forgetExpiredSessions } from './platform/auth/jobs/forget-expired-sessions';
import { forgetLapsedRowsJob } from './platform/expiry/jobs/forget-lapsed-rows';
import type { JobDefinition } from './platform/jobs/define-job';
import { pruneJobs } from './platform/jobs/jobs/prune-jobs';
import { deliverMail } from './platform/mailer/jobs/deliver-mail';
import { reconcilePaymentsJob } from './platform/payments/jobs/reconcile-payments';
import { forgetOldWindows } from './platform/rate-limit/jobs/forget-old-windows';
import { sweepAbandonedUploads } from './platform/storage/jobs/sweep-abandoned-uploads';

/**
 * Every kind of background job, in one list so the work a worker does reads at a glance
 * (like the feature routes in app.ts). A worker claims only the kinds listed here; the
 * scheduled ones are queued by the scheduler on their cron schedule.
 */
export const jobDefinitions: readonly JobDefinition[] = [
  // Features
  renewSubscriptions,
  // Platform
  deliverMail,
  reconcilePaymentsJob(paymentPurposes),
  forgetExpiredSessions,
  forgetLapsedRowsJob(expiringRows),
  forgetOldWindows,
  sweepAbandonedUploads,
  pruneJobs,
];
