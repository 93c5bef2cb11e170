import { defineJob } from '../../jobs/define-job';
import type { LapsedRows } from '../lapsed-rows';

/** Every quarter hour, each kind of lapsed row goes (server/expiring-rows.ts lists them). */
export function forgetLapsedRowsJob(lapsing: readonly LapsedRows[]) {
  return defineJob({
    kind: 'expiry.forget-lapsed-rows',
    schedule: '*/15 * * * *',
    maxAttempts: 3,
    async run(ctx) {
      const now = ctx.now();
      for (const rows of lapsing) {
        try {
          await rows.forget(ctx.db, now);
        } catch (error) {
          // One table's trouble must not keep the others' rows forever; the job retries.
          ctx.log.error({ err: error, rows: rows.name }, 'could not forget lapsed rows');
          throw error;
        }
      }
    },
  });
}
