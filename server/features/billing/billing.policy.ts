/** Who may give a payment back. Pure: registered in server/policies.ts, tested alone. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const PAYMENT_NOT_FOUND = 'Payment not found';

export const billingPolicies = {
  /** The seller who was paid, or an administrator; to anyone else the payment is missing. */
  'payment.refund': rule<{ payee_id: number | null }>(
    (actor, payment) =>
      actor.isAdmin || (payment.payee_id !== null && actor.id === payment.payee_id),
    () => notFound(PAYMENT_NOT_FOUND),
  ),
} satisfies PolicyTable;
