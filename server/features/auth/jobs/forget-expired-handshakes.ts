import { defineJob } from '../../../platform/jobs/define-job';
import { deleteExpiredHandshakes } from '../auth.queries';

/** Sign-in states and one-time codes live minutes; the lapsed ones go every quarter hour. */
export const forgetExpiredHandshakes = defineJob({
  kind: 'auth.forget-expired-handshakes',
  schedule: '*/15 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    await deleteExpiredHandshakes(ctx.db, ctx.now().toISOString());
  },
});
