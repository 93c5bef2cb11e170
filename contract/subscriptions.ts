import { z } from 'zod';
import { PaymentReceipt, ReturnPath } from './payments';

export const ViewerSubscription = z.object({
  id: z.number().int(),
  tier_id: z.number().int(),
  tier_name: z.string(),
  price_cents: z.number().int(),
  status: z.enum(['active', 'canceled']),
  next_billing_date: z.string(),
  /** When canceled: access lasts until this date, then ends. */
  access_until: z.string(),
  /** A move to a cheaper tier, waiting for the next billing date (then `takes_effect`). */
  scheduled_change: z
    .object({
      tier_id: z.number().int(),
      tier_name: z.string(),
      price_cents: z.number().int(),
      takes_effect: z.string(),
    })
    .nullable(),
});
export type ViewerSubscription = z.infer<typeof ViewerSubscription>;

export const SubscriptionStatusReply = z.object({ subscription: ViewerSubscription.nullable() });
export type SubscriptionStatusReply = z.infer<typeof SubscriptionStatusReply>;

export const CreateSubscriptionRequest = z.object({
  return_path: ReturnPath.optional(),
  creator_id: z.number({ error: 'creator_id is required' }).int().positive(),
  tier_id: z.number({ error: 'tier_id is required' }).int().positive(),
  price_cents: z.number({ error: 'price_cents is required' }).int().min(0),
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

export const SubscriptionReply = z.object({
  subscription: ViewerSubscription,
  payment: PaymentReceipt,
});

/**
 * What moving to a tier would do, decided by the server (as Patreon does it):
 * - `upgrade`: a dearer tier starts now; the difference for the rest of the paid period is
 *   charged now (`charge_now_cents`), and the new price from the next billing date;
 * - `downgrade`: a cheaper tier starts at the next billing date (`takes_effect`); the current
 *   tier stays until then and nothing is refunded;
 * - `switch`: a tier at the same price starts now, at no charge;
 * - `current`: the tier you are on (choosing it again drops a waiting downgrade).
 */
export const TierChangeKind = z.enum(['current', 'upgrade', 'downgrade', 'switch']);
export type TierChangeKind = z.infer<typeof TierChangeKind>;

export const TierOption = z.object({
  tier_id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
  kind: TierChangeKind,
  charge_now_cents: z.number().int(),
  takes_effect: z.string(),
});
export type TierOption = z.infer<typeof TierOption>;

export const TierOptionsReply = z.object({ options: z.array(TierOption) });
export type TierOptionsReply = z.infer<typeof TierOptionsReply>;

export const ChangeTierRequest = z.object({
  tier_id: z.number({ error: 'tier_id is required' }).int().positive(),
  /** The tier's monthly price as the fan saw it: a different price is refused, never used. */
  price_cents: z.number({ error: 'price_cents is required' }).int().min(0),
});
export type ChangeTierRequest = z.infer<typeof ChangeTierRequest>;

export const ChangeTierReply = z.object({
  subscription: ViewerSubscription,
  kind: TierChangeKind,
  /** The prorated charge of an upgrade; null when nothing was charged. */
  payment: PaymentReceipt.nullable(),
});
export type ChangeTierReply = z.infer<typeof ChangeTierReply>;

export const SubscriptionOnlyReply = z.object({ subscription: ViewerSubscription });
