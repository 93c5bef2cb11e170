import { defineJob } from '../../jobs/define-job';
import { deleteExpiredSessions } from '../sessions.queries';

/** Expired sessions no longer sign anyone in; their rows go once an hour. */
export const forgetExpiredSessions = defineJob({
  kind: 'auth.forget-expired-sessions',
  schedule: '7 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    await deleteExpiredSessions(ctx.db, ctx.now().toISOString());
  },
});
