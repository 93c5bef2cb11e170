import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { getAppName } from '../../settings/settings.service';

/**
 * Speaks SMTP for one outbox message. Twelve attempts with backoff span about three hours,
 * long enough to ride out a mail server's restart or a short outage; then the message is
 * marked failed in the outbox, where administrators see it.
 */
export const deliverMail = defineJob({
  kind: 'mail.deliver',
  payload: z.object({ outboxId: z.number().int().positive() }),
  maxAttempts: 12,
  run: async (ctx, { outboxId }) => ctx.mailer.deliver(ctx.db, outboxId, await getAppName(ctx)),
  onDead: (ctx, { outboxId }, error) => ctx.mailer.markFailed(ctx.db, outboxId, error),
});
