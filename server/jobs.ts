import { expiringRows } from './expiring-rows';
import { removeTestUploadJob } from './features/diagnostics/jobs/remove-test-upload';
import { probeStudioMedia } from './features/studio/jobs/probe-media';
import { renderAudiogram } from './features/studio/jobs/render-audiogram';
import {
  refreshSocialToken,
  refreshSocialTokens,
} from './features/social/jobs/refresh-social-tokens';
import { publishSocialPost } from './features/social/jobs/publish-social-post';
import { syncSocialContent } from './features/social/jobs/sync-social-content';
import { renewSubscriptions } from './features/subscriptions/jobs/renew-subscriptions';
import { sendCampaignJob } from './features/tribe/jobs/send-campaign.job';
import { paymentPurposes } from './payment-purposes';
import { forgetExpiredSessions } from './platform/auth/jobs/forget-expired-sessions';
import { forgetLapsedRowsJob } from './platform/expiry/jobs/forget-lapsed-rows';
import type { JobDefinition } from './platform/jobs/define-job';
import { pruneJobs } from './platform/jobs/jobs/prune-jobs';
import { deliverMail } from './platform/mailer/jobs/deliver-mail';
import { reconcilePaymentsJob } from './platform/payments/jobs/reconcile-payments';
import { handleStripeEventJob } from './platform/payments/stripe/jobs/handle-stripe-event';
import { disputeWonEffects, refundEffects } from './refund-effects';
import { forgetOldWindows } from './platform/rate-limit/jobs/forget-old-windows';
import { sweepAbandonedUploads } from './platform/storage/jobs/sweep-abandoned-uploads';

/**
 * Every kind of background job, in one list so the work a worker does reads at a glance
 * (like the feature routes in app.ts). A worker claims only the kinds listed here; the
 * scheduled ones are queued by the scheduler on their cron schedule.
 */
/** Stripe's webhook events, handled once each (queued by the webhook route in app.ts). */
export const stripeEventJob = handleStripeEventJob({
  purposes: paymentPurposes,
  refundEffects,
  disputeWonEffects,
});

export const jobDefinitions: readonly JobDefinition[] = [
  // Features
  renewSubscriptions,
  sendCampaignJob,
  probeStudioMedia,
  renderAudiogram,
  syncSocialContent,
  refreshSocialToken,
  refreshSocialTokens,
  publishSocialPost,
  removeTestUploadJob,
  // Platform
  deliverMail,
  reconcilePaymentsJob(paymentPurposes),
  stripeEventJob,
  forgetExpiredSessions,
  forgetLapsedRowsJob(expiringRows),
  forgetOldWindows,
  sweepAbandonedUploads,
  pruneJobs,
];
