import type { PaymentReceipt } from '../../../contract/payments';
import type { PaymentRow } from '../../db/schema';

/** The ledger row as the buyer is shown it. */
export function presentReceipt(payment: PaymentRow): PaymentReceipt {
  return { id: payment.id, amount_cents: payment.amount_cents, test_mode: payment.test_mode === 1 };
}
