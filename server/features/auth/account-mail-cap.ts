import type { ServiceContext } from '../../context';
import { withinRateLimit } from '../../platform/rate-limit/rate-limit';

/**
 * Whether one more account e-mail may go to `email` this hour (the `limits` setting
 * `account_emails_per_address`, by default `AuthLimits.emailsPerAddressPerHour`). Past the cap the request is
 * answered as usual and the e-mail is not sent: a 429 here would tell which requests made
 * mail (and so which addresses have accounts), and sending every time would let anyone flood
 * someone's inbox through Backline.
 */
export async function mayMailAddress(ctx: ServiceContext, email: string): Promise<boolean> {
  return withinRateLimit(ctx, {
    bucket: `account-mail:${email.toLowerCase()}`,
    limit: (await ctx.settings.read()).limits.account_emails_per_address,
    windowSeconds: 60 * 60,
  });
}
