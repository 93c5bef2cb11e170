import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from './context';
import { renewDueSubscriptions } from './features/subscriptions/subscriptions.service';
import { deleteExpiredSessions } from './platform/auth/sessions.queries';
import { forgetOldRateLimitWindows } from './platform/rate-limit/rate-limit';

const EVERY_MINUTES = 10;

/**
 * Periodic work of the process: renew subscriptions that are due and forget expired
 * sessions and old rate-limit windows. Every step is safe to run in several processes at
 * once, so each app process simply runs it.
 */
export function startHousekeeping(ctx: ServiceContext, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const renewed = await renewDueSubscriptions(ctx);
      if (renewed > 0) log.info({ renewed }, 'renewed subscriptions');
      await deleteExpiredSessions(ctx.db, ctx.now().toISOString());
      await forgetOldRateLimitWindows(ctx);
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed; will retry');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EVERY_MINUTES * 60_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
