import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import type {
  ChargeRequest,
  ChargeResult,
  HostedCheckout,
  HostedCheckoutRequest,
  HostedPayments,
  PaymentProvider,
} from '../payment-provider';

/** Only the provider's pages take a card: nothing is charged without the payer there. */
const NO_DIRECT_CHARGES = 'Stripe charges are made on its Checkout page, not directly';

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.api && {
      host: config.api.host,
      protocol: config.api.protocol,
      ...(config.api.port !== null && { port: config.api.port }),
    }),
  });
}

/**
 * Real money through Stripe: Checkout for every payment (Billing for subscriptions), Connect
 * Express accounts for the sellers it pays out to, and the customer portal. Payments complete
 * when Stripe's signed webhooks say so (see stripe-events.ts), not when the browser returns.
 */
export class StripePaymentProvider implements PaymentProvider, HostedPayments {
  readonly name = 'stripe';
  readonly testMode: boolean;
  readonly hosted: HostedPayments = this;
  /** Stripe Price ids by lookup key (prices never change, so they can be kept). */
  private readonly prices = new Map<string, string>();

  constructor(
    readonly client: Stripe,
    readonly config: StripeConfig,
  ) {
    this.testMode = config.secretKey.startsWith('sk_test_');
  }

  async charge(_request: ChargeRequest): Promise<ChargeResult> {
    throw new Error(NO_DIRECT_CHARGES);
  }

  async refund(providerRef: string, idempotencyKey: string): Promise<void> {
    // A destination charge (a creator's sale) takes back the transfer and the platform's fee
    // with it; a charge of the platform's own (Pro) has neither, and Stripe refuses the options.
    const intent = await this.client.paymentIntents.retrieve(providerRef);
    const destination = Boolean(intent.transfer_data?.destination);
    await this.client.refunds.create(
      {
        payment_intent: providerRef,
        ...(destination && { reverse_transfer: true, refund_application_fee: true }),
      },
      { idempotencyKey },
    );
  }

  async createCustomer(payer: { id: number; email: string }, idempotencyKey: string) {
    const customer = await this.client.customers.create(
      { email: payer.email, metadata: { user_id: String(payer.id) } },
      { idempotencyKey },
    );
    return customer.id;
  }

  async startCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    const metadata = { intent_id: String(request.intentId) };
    const lineItem =
      request.mode === 'subscription' && request.interval && request.productKey
        ? {
            price: await this.recurringPrice({ ...request, interval: request.interval }),
            quantity: 1,
          }
        : {
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
            quantity: 1,
          };
    const destination = request.payoutAccountRef;
    const session = await this.client.checkout.sessions.create(
      {
        mode: request.mode,
        customer: request.customerRef,
        client_reference_id: String(request.intentId),
        line_items: [lineItem],
        metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.mode === 'payment'
          ? {
              payment_intent_data: {
                metadata,
                ...(destination && {
                  application_fee_amount: Math.round(
                    (request.amountCents * request.platformFeePercent) / 100,
                  ),
                  transfer_data: { destination },
                }),
              },
            }
          : {
              subscription_data: {
                metadata,
                ...(destination && {
                  application_fee_percent: request.platformFeePercent,
                  transfer_data: { destination },
                }),
              },
            }),
      },
      { idempotencyKey: `${request.idempotencyKey}:checkout` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
    return { ref: session.id, url: session.url };
  }

  /**
   * The Stripe Price a subscription bills: one per product (a tier, a Pro plan), amount,
   * currency and interval, found by its lookup key and created only the first time, so
   * Stripe's catalogue and reports show one price per tier instead of one per checkout.
   */
  private async recurringPrice(request: {
    productKey: string | null;
    amountCents: number;
    currency: string;
    interval: 'month' | 'year';
    description: string;
  }): Promise<string> {
    const lookupKey = `backline_${request.productKey}_${request.interval}_${request.currency}_${request.amountCents}`;
    const known = this.prices.get(lookupKey);
    if (known) return known;
    const found = await this.client.prices.list({
      lookup_keys: [lookupKey],
      active: true,
      limit: 1,
    });
    const price =
      found.data[0] ??
      (await this.client.prices.create(
        {
          currency: request.currency,
          unit_amount: request.amountCents,
          recurring: { interval: request.interval },
          product_data: { name: request.description },
          lookup_key: lookupKey,
        },
        { idempotencyKey: `price:${lookupKey}` },
      ));
    this.prices.set(lookupKey, price.id);
    return price.id;
  }

  async portalUrl(customerRef: string, returnUrl: string) {
    const session = await this.client.billingPortal.sessions.create({
      customer: customerRef,
      return_url: returnUrl,
    });
    return session.url;
  }

  async setRenewal(subscriptionRef: string, renews: boolean) {
    await this.client.subscriptions.update(subscriptionRef, { cancel_at_period_end: !renews });
  }

  async cancelSubscription(subscriptionRef: string) {
    await this.client.subscriptions.cancel(subscriptionRef);
  }

  async createPayoutAccount(seller: { id: number; email: string }, idempotencyKey: string) {
    const account = await this.client.accounts.create(
      {
        type: 'express',
        email: seller.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { user_id: String(seller.id) },
      },
      { idempotencyKey },
    );
    return account.id;
  }

  async payoutOnboardingUrl(accountRef: string, returnUrl: string, refreshUrl: string) {
    const link = await this.client.accountLinks.create({
      account: accountRef,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
    });
    return link.url;
  }

  async payoutAccountState(accountRef: string) {
    const account = await this.client.accounts.retrieve(accountRef);
    return stateOfAccount(account);
  }
}

export function stateOfAccount(account: Stripe.Account) {
  return {
    chargesEnabled: account.charges_enabled,
    payoutsEnabled: account.payouts_enabled,
    detailsSubmitted: account.details_submitted,
  };
}
