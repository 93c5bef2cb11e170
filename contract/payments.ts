import { z } from 'zod';

/** What a charge left in the ledger, as the buyer is shown it ("test mode" when no money moved). */
export const PaymentReceipt = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  test_mode: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;
