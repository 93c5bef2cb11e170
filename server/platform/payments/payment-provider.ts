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
}
