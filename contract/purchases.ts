import { z } from 'zod';
import { PaymentReceipt, ReturnPath } from './payments';

export const PurchaseRequest = z.object({
  return_path: ReturnPath.optional(),
  content_id: z.number({ error: 'content_id is required' }).int().positive(),
  price_cents: z.number({ error: 'price_cents is required' }).int().min(0),
});
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;

export const PurchaseReply = z.object({
  purchase: z.object({
    id: z.number().int(),
    content_id: z.number().int(),
    price_cents: z.number().int(),
    created_at: z.string(),
  }),
  payment: PaymentReceipt,
});
