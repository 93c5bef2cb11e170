/**
 * A stand-in for the Stripe API, started inside the test process: the real `stripe` client
 * is pointed at it (STRIPE_API_HOST / PORT / PROTOCOL) and it answers the calls Backline
 * makes with Stripe's payload shapes. It also builds the webhook events Stripe would send,
 * signed with the webhook secret as Stripe signs them, and serves a Checkout page of its own
 * (for the browser journeys): paying there sends the signed webhook and returns the browser.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export interface FakeCheckoutSession extends Json {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  customer: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  description: string;
  interval: string | null;
  transfer_destination: string | null;
  application_fee_amount: number | null;
  application_fee_percent: number | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | null;
}

const unix = (date = new Date()) => Math.floor(date.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe sends `a[b][0][c]=v` form bodies; this makes them nested objects again. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  return root;
}

function field(object: unknown, ...path: string[]): string | undefined {
  let node: unknown = object;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Json)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

export class FakeStripe {
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  /** Stripe gives the Connect endpoint (connected accounts' events) a secret of its own. */
  readonly connectWebhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  /** The one secret key the fake accepts (Stripe answers any other with 401). */
  readonly secretKey = 'sk_test_backline_fake';
  readonly requests: FakeRequest[] = [];
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly customers = new Map<string, Json>();
  readonly accounts = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoicePayments = new Map<string, string>();
  readonly paymentIntents = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly refunds: Json[] = [];
  /** Where the fake Checkout page delivers its webhook (the browser journeys set it). */
  webhookUrl: string | null = null;
  /** Where connected accounts' events go (Stripe's Connect endpoint). */
  connectWebhookUrl: string | null = null;
  /** When set, every API call answers this HTTP status (Stripe being down). */
  failWith: number | null = null;
  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  private constructor() {}

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings that point Backline at this fake. */
  env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: this.connectWebhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PLATFORM_FEE_PERCENT: '10',
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The latest checkout session opened. */
  lastSession(): FakeCheckoutSession {
    const sessions = [...this.sessions.values()];
    const last = sessions.at(-1);
    if (!last) throw new Error('no checkout session was opened');
    return last;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.origin);
    try {
      if (url.pathname.startsWith('/pay/')) {
        await this.checkoutPage(request.method ?? 'GET', url, raw, response);
        return;
      }
      if (url.pathname.startsWith('/connect/')) {
        await this.onboardingPage(request.method ?? 'GET', url, response);
        return;
      }
      if (url.pathname.startsWith('/portal/')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Billing portal (test)</title><h1>Billing portal</h1>');
        return;
      }
      const body =
        request.method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw);
      const key = request.headers['idempotency-key'];
      this.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        body,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
        this.send(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      if (this.failWith) {
        this.send(response, this.failWith, {
          error: { type: 'api_error', message: 'Stripe is unavailable' },
        });
        return;
      }
      const answer = this.route(request.method ?? 'GET', url.pathname, body);
      if (!answer) {
        this.send(response, 404, {
          error: { type: 'invalid_request_error', message: `No such route ${url.pathname}` },
        });
        return;
      }
      this.send(response, 200, answer);
    } catch (error) {
      if (error instanceof StripeError) {
        this.send(response, error.status, {
          error: { type: 'invalid_request_error', message: error.message },
        });
        return;
      }
      this.send(response, 500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  private send(response: ServerResponse, status: number, body: Json) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  }

  private route(method: string, path: string, body: Json): Json | null {
    if (method === 'GET' && path === '/v1/balance') {
      return {
        object: 'balance',
        available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        livemode: false,
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: unix(),
        livemode: false,
      };
      this.customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && path === '/v1/prices') {
      // `lookup_keys[0]=…` in the query string.
      const keys = Object.entries(body)
        .filter(([key]) => key.startsWith('lookup_keys'))
        .map(([, value]) => value);
      const data = [...this.prices.values()].filter(
        (price) => keys.includes(price.lookup_key) && (body.active !== 'true' || price.active),
      );
      return { object: 'list', url: '/v1/prices', has_more: false, data };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const lookupKey = body.lookup_key ?? null;
      if (lookupKey && [...this.prices.values()].some((price) => price.lookup_key === lookupKey)) {
        throw new StripeError(
          400,
          `A price (\`${String(lookupKey)}\`) already uses that lookup key.`,
        );
      }
      const recurring = (body.recurring ?? null) as Json | null;
      const price: Json = {
        ...this.priceObject(
          Number(body.unit_amount),
          String(body.currency),
          recurring ? String(recurring.interval) : null,
        ),
        lookup_key: lookupKey,
        product: newId('prod'),
        nickname: field(body, 'product_data', 'name') ?? null,
      };
      this.prices.set(String(price.id), price);
      return price;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(body);
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) return this.sessionObject(sessionMatch[1] ?? '');
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentMatch)
      return this.paymentIntents.get(intentMatch[1] ?? '') ?? null;
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.paymentIntents.get(String(body.payment_intent ?? ''));
      // As Stripe: only a charge that paid a connected account has a transfer or a fee to give back.
      if (
        !intent?.transfer_data &&
        (body.reverse_transfer === 'true' || body.refund_application_fee === 'true')
      ) {
        throw new StripeError(
          400,
          'reverse_transfer and refund_application_fee apply only to charges with a transfer to a connected account',
        );
      }
      const refund = {
        id: newId('re'),
        object: 'refund',
        payment_intent: body.payment_intent ?? null,
        status: 'succeeded',
        created: unix(),
      };
      this.refunds.push(refund);
      return refund;
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = String(body.invoice ?? '');
      const intent = this.invoicePayments.get(invoice);
      return {
        object: 'list',
        url: '/v1/invoice_payments',
        has_more: false,
        data: intent
          ? [
              {
                id: newId('inpay'),
                object: 'invoice_payment',
                invoice,
                is_default: true,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
                livemode: false,
              },
            ]
          : [],
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `${this.origin}/portal/${String(body.customer)}`,
      };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: newId('acct'),
        object: 'account',
        type: 'express',
        email: body.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: body.metadata ?? {},
      };
      this.accounts.set(account.id, account);
      return account;
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountMatch) return this.accounts.get(accountMatch[1] ?? '') ?? null;
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        object: 'account_link',
        created: unix(),
        expires_at: unix() + 300,
        url: `${this.origin}/connect/${String(body.account)}?return=${encodeURIComponent(String(body.return_url))}`,
      };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1] ?? '');
      if (!subscription) return null;
      if (method === 'POST') {
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      } else if (method === 'DELETE') {
        subscription.status = 'canceled';
      }
      return subscription;
    }
    return null;
  }

  private createSession(body: Json): FakeCheckoutSession {
    const id = newId('cs');
    const lineItem = ((body.line_items as Json | undefined)?.['0'] ?? {}) as Json;
    const price = typeof lineItem.price === 'string' ? this.prices.get(lineItem.price) : undefined;
    if (typeof lineItem.price === 'string' && !price) {
      throw new StripeError(400, `No such price: '${lineItem.price}'`);
    }
    const priceData = (
      price
        ? {
            unit_amount: price.unit_amount,
            currency: price.currency,
            product_data: { name: price.nickname },
            recurring: price.recurring,
          }
        : (lineItem.price_data ?? {})
    ) as Json;
    const mode = body.mode === 'subscription' ? 'subscription' : 'payment';
    const fee = field(body, 'payment_intent_data', 'application_fee_amount');
    const feePercent = field(body, 'subscription_data', 'application_fee_percent');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.origin}/pay/${id}`,
      customer: String(body.customer ?? ''),
      client_reference_id: body.client_reference_id ?? null,
      amount_total: Number(priceData.unit_amount ?? 0),
      currency: String(priceData.currency ?? 'usd'),
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      subscription: null,
      invoice: null,
      success_url: String(body.success_url ?? ''),
      cancel_url: String(body.cancel_url ?? ''),
      created: unix(),
      expires_at: unix() + 86_400,
      livemode: false,
      description: field(priceData, 'product_data', 'name') ?? '',
      interval: field(priceData, 'recurring', 'interval') ?? null,
      transfer_destination:
        field(body, 'payment_intent_data', 'transfer_data', 'destination') ??
        field(body, 'subscription_data', 'transfer_data', 'destination') ??
        null,
      application_fee_amount: fee === undefined ? null : Number(fee),
      application_fee_percent: feePercent === undefined ? null : Number(feePercent),
    };
    this.sessions.set(id, session);
    return session;
  }

  /** What Stripe answers for a session: its own fields, without this fake's notes. */
  private sessionObject(id: string): Json | null {
    const session = this.sessions.get(id);
    if (!session) return null;
    const {
      description: _description,
      interval: _interval,
      transfer_destination: _destination,
      application_fee_amount: _fee,
      application_fee_percent: _percent,
      ...stripeFields
    } = session;
    return stripeFields;
  }

  // ---- Events, as Stripe would send them -------------------------------------------------

  /** An event; `account` names the connected account it happened on (a Connect event). */
  event(type: string, object: Json, account?: string): Json {
    return {
      id: newId('evt'),
      object: 'event',
      ...(account && { account }),
      api_version: Stripe.API_VERSION,
      created: unix(),
      // What was true when it was sent, not what is true when it is read.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /**
   * The bytes and `Stripe-Signature` header of a delivery, signed as Stripe signs them: with
   * the Connect endpoint's secret for a connected account's event, else the platform's.
   */
  sign(event: Json, secret = this.secretFor(event)): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    const stripe = new Stripe('sk_test_signing_only');
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  secretFor(event: Json): string {
    return event.account ? this.connectWebhookSecret : this.webhookSecret;
  }

  /** The payer paid on the Checkout page: the session completes (with its charge, or its subscription's first invoice). */
  completeCheckout(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    const paymentIntent = newId('pi');
    this.recordIntent(paymentIntent, session.amount_total, session.transfer_destination);
    if (session.mode === 'payment') {
      session.payment_intent = paymentIntent;
    } else {
      const subscriptionId = newId('sub');
      const invoiceId = newId('in');
      session.subscription = subscriptionId;
      session.invoice = invoiceId;
      this.invoicePayments.set(invoiceId, paymentIntent);
      const start = unix();
      const days = session.interval === 'year' ? 365 : 30;
      this.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        transfer_data: session.transfer_destination
          ? { destination: session.transfer_destination, amount_percent: null }
          : null,
        metadata: session.metadata,
        livemode: false,
        items: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              subscription: subscriptionId,
              quantity: 1,
              current_period_start: start,
              current_period_end: start + days * 86_400,
              price: this.priceObject(session.amount_total, session.currency, session.interval),
            },
          ],
        },
      });
    }
    return this.event('checkout.session.completed', this.sessionObject(sessionId) ?? {});
  }

  /** The payment intent of a charge (with its transfer to the seller's account, if any). */
  private recordIntent(id: string, amountCents: number, destination: string | null) {
    this.paymentIntents.set(id, {
      id,
      object: 'payment_intent',
      amount: amountCents,
      amount_received: amountCents,
      currency: 'usd',
      status: 'succeeded',
      transfer_data: destination ? { destination } : null,
      livemode: false,
    });
  }

  private priceObject(amountCents: number, currency: string, interval: string | null): Json {
    return {
      id: newId('price'),
      object: 'price',
      active: true,
      currency,
      unit_amount: amountCents,
      type: interval ? 'recurring' : 'one_time',
      recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
      livemode: false,
    };
  }

  /**
   * The subscription changed at Stripe (the portal, a retry, the dashboard): its status,
   * whether it renews, its period, its price. `customer.subscription.updated` carries the
   * new object and the fields it had before (`previous_attributes`).
   */
  subscriptionUpdated(
    subscriptionId: string,
    change: {
      status?: string;
      cancelAtPeriodEnd?: boolean;
      periodEnd?: Date;
      amountCents?: number;
    },
  ): Json {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = (subscription.items as { data: Json[] }).data[0] as Json;
    const previous: Json = {};
    if (change.status !== undefined) {
      previous.status = subscription.status;
      subscription.status = change.status;
    }
    if (change.cancelAtPeriodEnd !== undefined) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      subscription.canceled_at = change.cancelAtPeriodEnd ? unix() : null;
    }
    if (change.periodEnd !== undefined) {
      previous.items = structuredClone(subscription.items);
      item.current_period_start = item.current_period_end;
      item.current_period_end = unix(change.periodEnd);
    }
    if (change.amountCents !== undefined) {
      previous.items ??= structuredClone(subscription.items);
      const price = item.price as Json;
      const recurring = price.recurring as { interval: string } | null;
      item.price = this.priceObject(
        change.amountCents,
        String(price.currency),
        recurring?.interval ?? null,
      );
    }
    const event = this.event('customer.subscription.updated', subscription);
    (event.data as Json).previous_attributes = previous;
    return event;
  }

  expireCheckout(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    session.status = 'expired';
    return this.event('checkout.session.expired', this.sessionObject(sessionId) ?? {});
  }

  private invoice(
    subscriptionId: string,
    options: { paid: boolean; periodEnd: Date; amountCents: number; intent: string | null },
  ): Json {
    const id = newId('in');
    if (options.intent) this.invoicePayments.set(id, options.intent);
    const periodStart = unix(options.periodEnd) - 30 * 86_400;
    return {
      id,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      status: options.paid ? 'paid' : 'open',
      customer: this.subscriptions.get(subscriptionId)?.customer ?? null,
      currency: 'usd',
      amount_due: options.amountCents,
      amount_paid: options.paid ? options.amountCents : 0,
      attempt_count: 1,
      period_start: periodStart,
      period_end: periodStart,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: {} },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: options.amountCents,
            currency: 'usd',
            period: { start: periodStart, end: unix(options.periodEnd) },
          },
        ],
      },
      livemode: false,
    };
  }

  /** Stripe charged the next period of a subscription. Returns the event and the charge's payment intent. */
  renewal(subscriptionId: string, periodEnd: Date, amountCents: number) {
    const intent = newId('pi');
    const transfer = this.subscriptions.get(subscriptionId)?.transfer_data as
      { destination: string } | null | undefined;
    this.recordIntent(intent, amountCents, transfer?.destination ?? null);
    const invoice = this.invoice(subscriptionId, { paid: true, periodEnd, amountCents, intent });
    return { event: this.event('invoice.paid', invoice), paymentIntent: intent };
  }

  renewalFailed(subscriptionId: string, periodEnd: Date, amountCents: number): Json {
    const invoice = this.invoice(subscriptionId, {
      paid: false,
      periodEnd,
      amountCents,
      intent: null,
    });
    return this.event('invoice.payment_failed', invoice);
  }

  subscriptionDeleted(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = 'canceled';
    return this.event('customer.subscription.deleted', subscription);
  }

  /** A refund of the charge (`refundedCents` in all so far; `refunded` only once all of it is). */
  chargeRefunded(paymentIntent: string, amountCents: number, refundedCents = amountCents): Json {
    return this.event('charge.refunded', {
      id: newId('ch'),
      object: 'charge',
      amount: amountCents,
      amount_refunded: refundedCents,
      currency: 'usd',
      paid: true,
      refunded: refundedCents >= amountCents,
      payment_intent: paymentIntent,
      status: 'succeeded',
      livemode: false,
    });
  }

  disputeCreated(paymentIntent: string, amountCents: number): Json {
    return this.event('charge.dispute.created', {
      id: newId('dp'),
      object: 'dispute',
      amount: amountCents,
      currency: 'usd',
      charge: newId('ch'),
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
      livemode: false,
    });
  }

  /** The dispute was decided: `won` gives the seller the money back, `lost` keeps it with the card holder. */
  disputeClosed(paymentIntent: string, amountCents: number, status: 'won' | 'lost'): Json {
    return this.event('charge.dispute.closed', {
      id: newId('dp'),
      object: 'dispute',
      amount: amountCents,
      currency: 'usd',
      charge: newId('ch'),
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status,
      livemode: false,
    });
  }

  /** The creator finished (or Stripe reviewed) onboarding: what `accounts.retrieve` answers changes. */
  setAccountEnabled(accountId: string, enabled: boolean): Json {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    account.charges_enabled = enabled;
    account.payouts_enabled = enabled;
    account.details_submitted = enabled;
    return account;
  }

  /** The Connect event saying so (sent to the Connect endpoint, naming the account). */
  accountUpdated(accountId: string, enabled: boolean): Json {
    return this.event('account.updated', this.setAccountEnabled(accountId, enabled), accountId);
  }

  // ---- The Checkout page (browser journeys) -----------------------------------------------

  private async checkoutPage(method: string, url: URL, raw: string, response: ServerResponse) {
    const sessionId = url.pathname.slice('/pay/'.length);
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    if (method === 'POST') {
      const action = new URLSearchParams(raw).get('action');
      if (action === 'cancel') {
        response.writeHead(303, { location: session.cancel_url }).end();
        return;
      }
      const event = this.completeCheckout(sessionId);
      await this.deliver(event);
      response.writeHead(303, { location: session.success_url }).end();
      return;
    }
    const amount = `$${(session.amount_total / 100).toFixed(2)}`;
    const every = session.interval ? ` per ${session.interval}` : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Checkout (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Pay Backline</h1><p>${escapeHtml(session.description)}</p>
<p><strong>${amount}${every}</strong></p>
<form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>
<p><button name="action" value="pay">Pay ${amount}</button>
<button name="action" value="cancel">Cancel</button></p></form></body></html>`);
  }

  /** Stripe's Express onboarding: finishing it enables the account and says so by webhook. */
  private async onboardingPage(method: string, url: URL, response: ServerResponse) {
    const accountId = url.pathname.slice('/connect/'.length);
    const back = url.searchParams.get('return') ?? '/';
    if (!this.accounts.has(accountId)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such account');
      return;
    }
    if (method === 'POST') {
      // As at Stripe, the browser comes back at once; the Connect event follows on its own.
      const event = this.accountUpdated(accountId, true);
      response.writeHead(303, { location: back }).end();
      if (this.connectWebhookUrl) void this.deliver(event).catch(() => undefined);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Stripe Express (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Get paid by Backline</h1><p>Your bank details (test).</p>
<form method="post"><button>Finish onboarding</button></form></body></html>`);
  }

  /** Sends an event to Backline's webhook (a connected account's to the Connect one) as Stripe would. */
  async deliver(event: Json): Promise<Response> {
    const url = event.account ? this.connectWebhookUrl : this.webhookUrl;
    if (!url) throw new Error('the fake Stripe has no webhook address for this event');
    const { payload, signature } = this.sign(event);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
