import { z } from 'zod';

/** What a charge left in the ledger, as the buyer is shown it ("test mode" when no money moved). */
export const PaymentReceipt = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  test_mode: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;

/**
 * A payment made on the provider's own page (Stripe Checkout): the browser goes to
 * `checkout_url`, and the purchase appears once the provider confirms the payment.
 */
/** Where the browser comes back to from the provider's payment page (a path of this site). */
export const ReturnPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, 'return_path must be a path of this site');

export const CheckoutRedirect = z.object({ checkout_url: z.string() });
export type CheckoutRedirect = z.infer<typeof CheckoutRedirect>;

export const WebhookReceived = z.object({ received: z.literal(true) });

/** A seller's payout account: needed to sell when payments go through Stripe. */
export const PayoutAccount = z.object({
  required: z.boolean(),
  connected: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  platform_fee_percent: z.number(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const ProviderLink = z.object({ url: z.string() });
export type ProviderLink = z.infer<typeof ProviderLink>;

export const RefundReply = z.object({
  payment_id: z.number().int(),
  refund_payment_id: z.number().int(),
  refunded_cents: z.number().int(),
});
export type RefundReply = z.infer<typeof RefundReply>;

export const SalesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(20),
});
export type SalesQuery = z.infer<typeof SalesQuery>;

/** A payment a seller received (a post, a subscription period, an order), newest first. */
export const Sale = z.object({
  /** The ledger row's id: what `POST /api/payments/{id}/refund` takes. */
  id: z.number().int(),
  kind: z.enum(['post', 'subscription', 'pro', 'order']),
  description: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
  test_mode: z.boolean(),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  /** Refunded in full (a partial refund leaves the sale standing). */
  refunded: z.boolean(),
  /** How much of it was given back so far (a partial refund, or all of it). */
  refunded_cents: z.number().int(),
});
export type Sale = z.infer<typeof Sale>;

export const SalesReply = z.object({ sales: z.array(Sale), nextCursor: z.string().nullable() });
