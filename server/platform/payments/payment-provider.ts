/** A charge the platform asks a payment provider to make. Amounts are integer cents. */
export interface ChargeRequest {
  payerId: number;
  payeeId: number | null;
  amountCents: number;
  currency: 'usd';
  description: string;
}

export interface ChargeResult {
  providerRef: string;
}

/**
 * Pro upgrades, tier subscriptions and pay-per-view purchases all charge through this
 * interface; the service that asked records the payment in the ledger in the same
 * transaction as what was bought.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves; the UI says so. */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
