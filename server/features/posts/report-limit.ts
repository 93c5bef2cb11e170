/** How many reports (of posts and comments together) one person may send an hour. */
import { ReportLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';

export async function limitReports(ctx: ServiceContext, actor: Actor): Promise<void> {
  await consumeRateLimit(
    ctx,
    { bucket: `user:reports:${actor.id}`, limit: ReportLimits.perHour, windowSeconds: 60 * 60 },
    (retryAfter) =>
      `You can send at most ${ReportLimits.perHour} reports an hour. Please try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minutes.`,
  );
}
