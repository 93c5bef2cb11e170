import { randomToken } from '../auth/tokens';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/** The built-in provider: every charge succeeds at once and no money moves. */
export class TestModePaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`Refusing to charge ${request.amountCents} cents`);
    }
    return { providerRef: `test_${randomToken(12)}` };
  }
}
