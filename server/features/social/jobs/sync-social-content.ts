import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job';
import { recordSyncFailure, syncConnection } from '../social-sync';

/** Syncs one connection's content; its progress counts the items synced so far. */
export const syncSocialContent = defineJob({
  kind: 'social.sync',
  payload: z.object({ connectionId: z.number().int().positive() }),
  maxAttempts: 8,
  async run(ctx, { connectionId }, job) {
    await syncConnection(ctx, connectionId, job);
  },
  async onDead(ctx, { connectionId }, error) {
    await recordSyncFailure(ctx, connectionId, error);
  },
});
