import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { withinRateLimit } from '../../platform/rate-limit/rate-limit';

/**
 * Whether one more account e-mail may go to `email` this hour. Past the cap the request is
 * answered as usual and the e-mail is not sent: a 429 here would tell which requests made
 * mail (and so which addresses have accounts), and sending every time would let anyone flood
 * someone's inbox through Backline.
 */
export function mayMailAddress(ctx: ServiceContext, email: string): Promise<boolean> {
  return withinRateLimit(ctx, {
    bucket: `account-mail:${email.toLowerCase()}`,
    limit: AuthLimits.emailsPerAddressPerHour,
    windowSeconds: 60 * 60,
  });
}
