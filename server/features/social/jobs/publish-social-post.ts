import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job';
import { publishNow, recordPublishFailure } from '../social-publishing';

/**
 * Publishes one Post Now. At most once as far as Backline can tell: a publication that is no
 * longer queued is left alone (a worker that dies between the platform's answer and the
 * commit can still post twice; the platform gives no idempotency key to prevent it).
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
