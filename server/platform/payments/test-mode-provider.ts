import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/**
 * The built-in provider: every charge succeeds at once and no money moves. A charge's
 * reference is derived from its idempotency key, so asking again with the same key answers
 * with the same charge, as a real provider does.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  readonly hosted = null;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`Refusing to charge ${request.amountCents} cents`);
    }
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex');
    return { providerRef: `test_${digest.slice(0, 24)}` };
  }

  async refund(): Promise<void> {
    // No money moved, so there is nothing to give back.
  }
}
