import { z } from 'zod';

/** The stat cards of Move That Work, computed from the ledger and the creator's rows. */
export const MonetizeStats = z.object({
  revenue_this_month_cents: z.number().int(),
  revenue_last_month_cents: z.number().int(),
  active_subscribers: z.number().int(),
  post_count: z.number().int(),
  product_count: z.number().int(),
});
export type MonetizeStats = z.infer<typeof MonetizeStats>;
