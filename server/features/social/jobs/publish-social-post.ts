import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job';
import { publishNow, recordPublishFailure } from '../social-publishing';

/**
 * Publishes one Post Now (a thread part by part). Each part at most once as far as Backline
 * can tell: a publication that is no longer queued is left alone, and a retry skips the parts
 * already recorded as posted (a worker that dies between the platform's answer and the
 * commit can still post that part twice; the platform gives no idempotency key to prevent it).
 */
export const publishSocialPost = defineJob({
  kind: 'social.publish',
  payload: z.object({ publicationId: z.number().int().positive() }),
  maxAttempts: 5,
  async run(ctx, { publicationId }) {
    await publishNow(ctx, publicationId);
  },
  async onDead(ctx, { publicationId }, error) {
    await recordPublishFailure(ctx, publicationId, error);
  },
});
