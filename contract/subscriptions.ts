import { z } from 'zod';
import { PaymentReceipt } from './payments';

export const ViewerSubscription = z.object({
  id: z.number().int(),
  tier_id: z.number().int(),
  tier_name: z.string(),
  price_cents: z.number().int(),
  status: z.enum(['active', 'canceled']),
  next_billing_date: z.string(),
  /** When canceled: access lasts until this date, then ends. */
  access_until: z.string(),
});
export type ViewerSubscription = z.infer<typeof ViewerSubscription>;

export const SubscriptionStatusReply = z.object({ subscription: ViewerSubscription.nullable() });
export type SubscriptionStatusReply = z.infer<typeof SubscriptionStatusReply>;

export const CreateSubscriptionRequest = z.object({
  creator_id: z.number({ error: 'creator_id is required' }).int().positive(),
  tier_id: z.number({ error: 'tier_id is required' }).int().positive(),
  price_cents: z.number({ error: 'price_cents is required' }).int().min(0),
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

export const SubscriptionReply = z.object({
  subscription: ViewerSubscription,
  payment: PaymentReceipt,
});
