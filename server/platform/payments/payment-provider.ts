/** A charge the platform asks a payment provider to make. Amounts are integer cents. */
export interface ChargeRequest {
  payerId: number;
  payeeId: number | null;
  amountCents: number;
  currency: 'usd';
  description: string;
  /**
   * The provider charges at most once per key: asking again with the same key (after a crash,
   * or a retry) answers with the first charge instead of making a second.
   */
  idempotencyKey: string;
}

export interface ChargeResult {
  providerRef: string;
}

/** The provider refused the charge (declined card, insufficient funds): nothing was taken. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * Pro upgrades, tier subscriptions, pay-per-view purchases and merch orders all charge
 * through this interface, always outside a database transaction (see checkout.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves; the UI says so. */
  readonly testMode: boolean;
  /** Throws `PaymentDeclinedError` for a refusal; any other error may be retried with the same key. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (what was bought could not be had after all). */
  refund(providerRef: string, idempotencyKey: string): Promise<void>;
  /** Null when charges complete at once (no payment page, no webhooks). */
  readonly hosted: HostedPayments | null;
}

/** A payment the payer makes on the provider's own page (Stripe Checkout). */
export interface HostedCheckoutRequest {
  /** Ours, echoed back by the provider's webhook so the intent can be completed. */
  intentId: number;
  idempotencyKey: string;
  /** `subscription`: the provider bills it again every `interval` until it is cancelled. */
  mode: 'payment' | 'subscription';
  interval: 'month' | 'year' | null;
  /** For a subscription: what it is for (a tier, a Pro plan), so its price is made once and reused. */
  productKey: string | null;
  amountCents: number;
  currency: 'usd';
  description: string;
  customerRef: string;
  /** The seller's connected account, paid the amount less the platform fee; null pays the platform. */
  payoutAccountRef: string | null;
  platformFeePercent: number;
  successUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  ref: string;
  url: string;
}

/**
 * What a provider with its own payment pages offers. With one, checkout sends the payer to
 * the provider and the provider's webhooks complete the payment; without one (the test-mode
 * provider), `charge` completes it at once.
 */
export interface HostedPayments {
  createCustomer(payer: { id: number; email: string }, idempotencyKey: string): Promise<string>;
  startCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  /** Where a customer manages their subscriptions and payment method. */
  portalUrl(customerRef: string, returnUrl: string): Promise<string>;
  createPayoutAccount(
    seller: { id: number; email: string },
    idempotencyKey: string,
  ): Promise<string>;
  /** Whether a subscription the provider bills renews at its period's end (cancel / resume). */
  setRenewal(subscriptionRef: string, renews: boolean): Promise<void>;
  /** Stops a subscription the provider bills (what it paid for could not be had). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /** Where a seller fills in what the provider needs before paying them out. */
  payoutOnboardingUrl(accountRef: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** What the provider says a payout account can do now (a return from onboarding proves nothing). */
  payoutAccountState(accountRef: string): Promise<PayoutAccountState>;
}

export interface PayoutAccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}
