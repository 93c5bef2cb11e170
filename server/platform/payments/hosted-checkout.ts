/**
 * Checkout when the payer pays on the provider's own page (Stripe Checkout):
 *
 * 1. The seller must be able to take money (a connected account the provider has enabled).
 * 2. As with a direct charge, what is sold is held and a pending intent is committed.
 * 3. The provider opens a checkout session for it; the payer is sent there and comes back to
 *    `returnPath`. The browser's return proves nothing: the provider's signed webhook
 *    completes the intent (ledger row + fulfilment, see `completeHostedCheckout`), or the
 *    session lapses and what was held is given back.
 *
 * With a provider that charges at once (the built-in test mode) this is plain `checkout`.
 */
import type { ServiceContext } from '../../context';
import { HttpError, conflict } from '../http/errors';
import type { CheckoutRequest, Paid, PaymentPurpose } from './checkout';
import { checkout, complete, openIntent, settle } from './checkout';
import {
  insertCustomerRef,
  insertProviderSubscription,
  selectCustomerRef,
  selectIntentByCheckoutRef,
  selectPayoutAccount,
  selectProviderSubscriptionOf,
  selectUserEmail,
} from './payment-accounts.queries';
import { selectPayment } from './ledger';
import { selectIntent, setCheckoutRef } from './payment-intents.queries';
import type { HostedPayments } from './payment-provider';

export const CANNOT_SELL = 'This artist cannot take payments yet';
const CHECKOUT_SILENT =
  'The payment service did not answer, so nothing was charged. Please try again in a moment.';

export type CheckoutOutcome<Result> =
  { status: 'paid'; paid: Paid<Result> } | { status: 'redirect'; url: string };

export async function beginCheckout<Order, Result>(
  ctx: ServiceContext,
  purpose: PaymentPurpose<Order, Result>,
  request: CheckoutRequest<Order>,
  options: { returnPath: string },
): Promise<CheckoutOutcome<Result>> {
  const hosted = ctx.payments.hosted;
  if (!hosted) return { status: 'paid', paid: await checkout(ctx, purpose, request) };

  const order = purpose.order.parse(request.order);
  const payoutAccountRef =
    request.payeeId === null ? null : await requirePayoutAccount(ctx, request.payeeId);
  const customerRef = await customerOf(ctx, hosted, request.payerId);
  const intent = await openIntent(ctx, purpose, request, order);
  const back = (outcome: string) =>
    `${ctx.config.publicUrl}${options.returnPath}${options.returnPath.includes('?') ? '&' : '?'}checkout=${outcome}`;
  try {
    const session = await hosted.startCheckout({
      intentId: intent.id,
      idempotencyKey: intent.idempotency_key,
      mode: purpose.recurring ? 'subscription' : 'payment',
      interval: purpose.recurring?.interval(order) ?? null,
      productKey: purpose.recurring?.productKey(order) ?? null,
      amountCents: intent.amount_cents,
      currency: 'usd',
      description: intent.description,
      customerRef,
      payoutAccountRef,
      platformFeePercent: ctx.config.stripe?.platformFeePercent ?? 0,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    await setCheckoutRef(ctx.db, intent.id, session.ref, ctx.now().toISOString());
    return { status: 'redirect', url: session.url };
  } catch (error) {
    ctx.log.warn({ err: error, intentId: intent.id }, 'could not open a checkout session');
    await settle(ctx, purpose, intent, order, request.actor, {
      status: 'failed',
      reason: 'no checkout session',
    });
    throw new HttpError(503, CHECKOUT_SILENT);
  }
}

async function requirePayoutAccount(ctx: ServiceContext, sellerId: number): Promise<string> {
  const account = await selectPayoutAccount(ctx.db, ctx.payments.name, sellerId);
  if (!account || !account.charges_enabled) throw conflict(CANNOT_SELL);
  return account.account_ref;
}

/** Whether a seller can be paid through the provider (always, in test mode). */
export async function canSell(ctx: ServiceContext, sellerId: number): Promise<boolean> {
  if (!ctx.payments.hosted) return true;
  const account = await selectPayoutAccount(ctx.db, ctx.payments.name, sellerId);
  return Boolean(account?.charges_enabled);
}

async function customerOf(
  ctx: ServiceContext,
  hosted: HostedPayments,
  userId: number,
): Promise<string> {
  const known = await selectCustomerRef(ctx.db, ctx.payments.name, userId);
  if (known) return known;
  const email = await selectUserEmail(ctx.db, userId);
  try {
    const customerRef = await hosted.createCustomer(
      { id: userId, email: email ?? '' },
      `customer_${userId}`,
    );
    await insertCustomerRef(ctx.db, {
      provider: ctx.payments.name,
      userId,
      customerRef,
      now: ctx.now().toISOString(),
    });
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'could not create a customer at the payment provider');
    throw new HttpError(503, CHECKOUT_SILENT);
  }
  const stored = await selectCustomerRef(ctx.db, ctx.payments.name, userId);
  if (!stored) throw new HttpError(503, CHECKOUT_SILENT);
  return stored;
}

/** The customer a person has at the provider, or null (never paid through it). */
export function customerRefOf(ctx: ServiceContext, userId: number) {
  return selectCustomerRef(ctx.db, ctx.payments.name, userId);
}

export interface CompletedCheckout {
  checkoutRef: string;
  /** The provider's reference of the money taken, which refunds name. */
  providerRef: string;
  /** Set when the checkout started a subscription the provider bills again. */
  subscriptionRef: string | null;
}

/**
 * The provider says a checkout was paid: complete its intent (once, however often this is
 * called) and, for a subscription, remember what the provider's subscription pays for.
 */
export async function completeHostedCheckout(
  ctx: ServiceContext,
  purposes: readonly PaymentPurpose<unknown, unknown>[],
  paid: CompletedCheckout,
): Promise<void> {
  const pending = await selectIntentByCheckoutRef(ctx.db, paid.checkoutRef);
  if (!pending) {
    ctx.log.warn({ checkoutRef: paid.checkoutRef }, 'a paid checkout with no intent');
    return;
  }
  const purpose = purposes.find((candidate) => candidate.name === pending.purpose);
  if (!purpose) throw new Error(`no payment purpose ${pending.purpose}`);
  const order = purpose.order.parse(JSON.parse(pending.order_data));
  if (pending.status === 'pending') {
    try {
      await complete(ctx, purpose, pending, order, paid.providerRef, null);
    } catch (error) {
      // Refused by `fulfil` (and refunded), or completed meanwhile: the intent says which.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const intent = await selectIntent(ctx.db, pending.id);
  if (!paid.subscriptionRef || !intent) return;
  if (intent.status === 'succeeded' && intent.payment_id !== null) {
    const payment = await selectPayment(ctx.db, intent.payment_id);
    if (!payment || payment.reference_id === null) return;
    await insertProviderSubscription(ctx.db, {
      provider: ctx.payments.name,
      subscription_ref: paid.subscriptionRef,
      purpose: intent.purpose,
      kind: intent.kind,
      reference_id: payment.reference_id,
      payer_id: intent.payer_id,
      payee_id: intent.payee_id,
      description: intent.description,
      created_at: ctx.now().toISOString(),
    });
  } else if (intent.status === 'refunded') {
    // What it paid for could not be had: it must not bill again either.
    await ctx.payments.hosted?.cancelSubscription(paid.subscriptionRef);
  }
}

/** The payer left the provider's page without paying and the session lapsed. */
export async function expireHostedCheckout(
  ctx: ServiceContext,
  purposes: readonly PaymentPurpose<unknown, unknown>[],
  checkoutRef: string,
): Promise<void> {
  const intent = await selectIntentByCheckoutRef(ctx.db, checkoutRef);
  if (intent?.status !== 'pending') return;
  const purpose = purposes.find((candidate) => candidate.name === intent.purpose);
  if (!purpose) throw new Error(`no payment purpose ${intent.purpose}`);
  const order = purpose.order.parse(JSON.parse(intent.order_data));
  await settle(ctx, purpose, intent, order, null, {
    status: 'failed',
    reason: 'the checkout session expired unpaid',
  });
}

const RENEWAL_SILENT =
  'The payment service did not answer, so nothing changed. Please try again in a moment.';

/**
 * Cancelling or resuming a subscription the provider bills: the provider is told first (it
 * is the one that would charge), then the caller changes its own row.
 */
export async function setProviderRenewal(
  ctx: ServiceContext,
  kind: string,
  referenceId: number,
  renews: boolean,
): Promise<void> {
  const hosted = ctx.payments.hosted;
  if (!hosted) return;
  const subscription = await selectProviderSubscriptionOf(
    ctx.db,
    ctx.payments.name,
    kind,
    referenceId,
  );
  if (!subscription) return;
  try {
    await hosted.setRenewal(subscription.subscription_ref, renews);
  } catch (error) {
    ctx.log.warn({ err: error, referenceId }, 'the payment provider did not change a renewal');
    throw new HttpError(503, RENEWAL_SILENT);
  }
}

export const TIER_CHANGE_UNAVAILABLE =
  'Changing tiers is not available with card payments yet. Cancel this subscription and subscribe to the other tier.';

/** A refunded subscription must not be billed again by the provider. */
export async function cancelProviderSubscriptionOf(
  ctx: ServiceContext,
  kind: string,
  referenceId: number,
): Promise<void> {
  const hosted = ctx.payments.hosted;
  if (!hosted) return;
  const subscription = await selectProviderSubscriptionOf(
    ctx.db,
    ctx.payments.name,
    kind,
    referenceId,
  );
  if (!subscription) return;
  try {
    await hosted.cancelSubscription(subscription.subscription_ref);
  } catch (error) {
    // Refunded already; Stripe's own retries or the admin can stop it. Say so loudly.
    ctx.log.error(
      { err: error, subscriptionRef: subscription.subscription_ref },
      'a refunded subscription could not be cancelled at the payment provider',
    );
  }
}
