import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, createStripeClient } from './stripe/stripe-provider';
import { TestModePaymentProvider } from './test-mode-provider';

/** The provider the settings choose: the built-in test mode unless PAYMENT_PROVIDER=stripe. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'stripe' && config.stripe) {
    return new StripePaymentProvider(createStripeClient(config.stripe), config.stripe);
  }
  return new TestModePaymentProvider();
}
