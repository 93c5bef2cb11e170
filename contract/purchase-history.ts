import { z } from 'zod';
import { BuyerOrder } from './merch';
import { PostLimits } from './limits';

/** What a ledger row bought, in the buyer's words. */
export const PurchaseKind = z.enum(['post', 'subscription', 'pro', 'order']);
export type PurchaseKind = z.infer<typeof PurchaseKind>;

/**
 * One line of a person's purchase history: a payment they made, or a refund they received
 * (a negative amount, `is_refund`), newest first.
 */
export const PurchaseHistoryItem = z.object({
  /** The ledger row's id. */
  id: z.number().int(),
  kind: PurchaseKind,
  is_refund: z.boolean(),
  created_at: z.string(),
  amount_cents: z.number().int(),
  description: z.string(),
  test_mode: z.boolean(),
  /** Who was paid; null for Backline itself (Pro). */
  creator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The post bought (pay-per-view). */
  post_id: z.number().int().nullable(),
  /** The merch order this paid for or refunded, as it stands now. */
  order: BuyerOrder.nullable(),
});
export type PurchaseHistoryItem = z.infer<typeof PurchaseHistoryItem>;

export const PurchaseHistoryQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(PostLimits.maxPageSize, `limit must be at most ${PostLimits.maxPageSize}`)
    .default(PostLimits.pageSize),
  kind: PurchaseKind.optional(),
});
export type PurchaseHistoryQuery = z.infer<typeof PurchaseHistoryQuery>;

export const PurchaseHistoryReply = z.object({
  purchases: z.array(PurchaseHistoryItem),
  nextCursor: z.string().nullable(),
});
export type PurchaseHistoryReply = z.infer<typeof PurchaseHistoryReply>;
