import { defineJob } from '../../jobs/define-job';
import { liveSessionBounds } from '../sessions';
import { deleteLapsedSessions } from '../sessions.queries';

/** Sessions past their lifetime or idle too long sign no one in; their rows go once an hour. */
export const forgetExpiredSessions = defineJob({
  kind: 'auth.forget-expired-sessions',
  schedule: '7 * * * *',
  maxAttempts: 3,
  async run(ctx) {
    await deleteLapsedSessions(ctx.db, liveSessionBounds(ctx));
  },
});
