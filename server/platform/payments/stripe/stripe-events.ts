/**
 * What each Stripe webhook event does. Run by a job (one per event id, see
 * jobs/handle-stripe-event.ts), so each handler may run again after a crash: every effect is
 * checked or keyed (an intent completes once, a renewal's ledger row is found by its charge,
 * a refund's row is unique per payment).
 */
import type Stripe from 'stripe';
import type { ServiceContext } from '../../../context';
import { recordAudit } from '../../audit/audit';
import { HttpError } from '../../http/errors';
import type { PaymentPurpose, ProviderSubscriptionChange } from '../checkout';
import {
  cancelProviderSubscriptionOf,
  completeHostedCheckout,
  expireHostedCheckout,
} from '../hosted-checkout';
import {
  deleteRefundRow,
  insertProviderChargeRow,
  isFullRefund,
  restorePartialRefundRow,
  selectRefundOf,
} from '../ledger';
import {
  selectDisputedRefund,
  selectPaymentByRef,
  selectProviderSubscription,
  updatePayoutAccount,
} from '../payment-accounts.queries';
import type { RefundEffects, RestoreEffects } from '../refund';
import { recordPartialRefund, recordRefund } from '../refund';
import type { StripePaymentProvider } from './stripe-provider';
import { stateOfAccount } from './stripe-provider';

export interface StripeEventHandlers {
  purposes: readonly PaymentPurpose<unknown, unknown>[];
  refundEffects: RefundEffects;
  disputeWonEffects: RestoreEffects;
}

type Ref = string | { id: string } | null | undefined;

function idOf(ref: Ref): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

function isoOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** The payment intent that paid an invoice (what a refund of it names). */
async function paymentIntentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const paid = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0];
  const intent = idOf(paid?.payment.payment_intent);
  if (!intent) throw new Error(`invoice ${invoiceId} has no payment intent yet`);
  return intent;
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export async function handleStripeEvent(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  provider: StripePaymentProvider,
  event: Stripe.Event,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Paid later (a bank debit): its async_payment_succeeded event completes it.
      if (session.payment_status !== 'paid') return;
      const subscriptionRef = idOf(session.subscription);
      const invoiceRef = idOf(session.invoice);
      const providerRef =
        idOf(session.payment_intent) ??
        (invoiceRef ? await paymentIntentOfInvoice(provider.client, invoiceRef) : null);
      if (!providerRef) throw new Error(`checkout session ${session.id} names no payment`);
      await completeHostedCheckout(ctx, handlers.purposes, {
        checkoutRef: session.id,
        providerRef,
        subscriptionRef,
      });
      return;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await expireHostedCheckout(ctx, handlers.purposes, event.data.object.id);
      return;
    case 'invoice.paid':
      await renewalPaid(ctx, handlers, provider, event.data.object);
      return;
    case 'invoice.payment_failed':
      await renewalFailed(ctx, event.data.object);
      return;
    case 'customer.subscription.updated':
      await subscriptionUpdated(ctx, handlers, provider, event.data.object.id);
      return;
    case 'customer.subscription.deleted':
      await subscriptionEnded(ctx, handlers, event.data.object);
      return;
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) {
        // A partial refund is the seller's own arrangement: the purchase stands, the money shows.
        await partialRefund(ctx, idOf(charge.payment_intent), charge.amount_refunded);
        return;
      }
      await providerRefund(ctx, handlers, idOf(charge.payment_intent), 'payment.refunded');
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      await providerRefund(ctx, handlers, idOf(dispute.payment_intent), 'payment.disputed');
      return;
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      // Lost (or accepted): the money stays with the card holder, as recorded when it opened.
      if (dispute.status !== 'won') return;
      await disputeWon(ctx, handlers, idOf(dispute.payment_intent));
      return;
    }
    case 'account.updated': {
      const account = event.data.object;
      await updatePayoutAccount(ctx.db, provider.name, account.id, {
        ...stateOfAccount(account),
        now: ctx.now().toISOString(),
      });
      return;
    }
    default:
      ctx.log.debug({ type: event.type }, 'a Stripe event Backline does not use');
  }
}

/** Stripe billed a subscription's next period: the ledger row and the longer access. */
async function renewalPaid(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  provider: StripePaymentProvider,
  invoice: Stripe.Invoice,
) {
  // The first period is the checkout's own (checkout.session.completed records it).
  if (invoice.billing_reason !== 'subscription_cycle') return;
  const subscriptionRef = subscriptionOfInvoice(invoice);
  if (!subscriptionRef) return;
  const subscription = await selectProviderSubscription(ctx.db, provider.name, subscriptionRef);
  if (!subscription) {
    ctx.log.warn({ subscriptionRef }, 'a renewal of a subscription Backline does not know');
    return;
  }
  const purpose = handlers.purposes.find((candidate) => candidate.name === subscription.purpose);
  if (!purpose?.recurring)
    throw new Error(`payment purpose ${subscription.purpose} does not renew`);
  const providerRef = await paymentIntentOfInvoice(provider.client, invoice.id);
  if (await selectPaymentByRef(ctx.db, provider.name, providerRef)) return;
  const periodEnd = isoOf(
    Math.max(invoice.period_end, ...invoice.lines.data.map((line) => line.period.end)),
  );
  const recurring = purpose.recurring;
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await insertProviderChargeRow(trx, {
      payerId: subscription.payer_id,
      payeeId: subscription.payee_id,
      kind: subscription.kind,
      referenceId: subscription.reference_id,
      description: `Renewal: ${subscription.description}`,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      provider: provider.name,
      providerRef,
      testMode: provider.testMode,
      now: ctx.now().toISOString(),
    });
    await recurring.renewed(trx, subscription.reference_id, periodEnd);
    await recordAudit(
      trx,
      null,
      'payment.succeeded',
      { type: 'payment', id: payment.id },
      {
        purpose: subscription.purpose,
        amount_cents: payment.amount_cents,
        currency: payment.currency,
        payer_id: payment.payer_id,
        payee_id: payment.payee_id,
        provider_ref: providerRef,
        period_end: periodEnd,
      },
    );
  });
}

/**
 * Stripe could not take a renewal. Nothing is extended, so access ends when the paid period
 * does, as it does today; Stripe retries, and a later `invoice.paid` extends it after all.
 */
async function renewalFailed(ctx: ServiceContext, invoice: Stripe.Invoice) {
  const subscriptionRef = subscriptionOfInvoice(invoice);
  if (!subscriptionRef) return;
  const subscription = await selectProviderSubscription(ctx.db, ctx.payments.name, subscriptionRef);
  if (!subscription) return;
  await ctx.db.transaction().execute((trx) =>
    recordAudit(
      trx,
      null,
      'payment.renewal_failed',
      { type: subscription.kind, id: subscription.reference_id },
      {
        purpose: subscription.purpose,
        amount_cents: invoice.amount_due,
        payer_id: subscription.payer_id,
        payee_id: subscription.payee_id,
        invoice: invoice.id,
        attempt_count: invoice.attempt_count,
      },
    ),
  );
}

/** Cancelled (by the fan in the portal, or unpaid after Stripe's retries): no more renewals. */
async function subscriptionEnded(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  stripeSubscription: Stripe.Subscription,
) {
  const subscription = await selectProviderSubscription(
    ctx.db,
    ctx.payments.name,
    stripeSubscription.id,
  );
  if (!subscription) return;
  const recurring = handlers.purposes.find(
    (candidate) => candidate.name === subscription.purpose,
  )?.recurring;
  if (!recurring) return;
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await recurring.ended(trx, subscription.reference_id, now);
    await recordAudit(
      trx,
      null,
      'subscription.ended',
      { type: subscription.kind, id: subscription.reference_id },
      { purpose: subscription.purpose, status: stripeSubscription.status },
    );
  });
}

/** Statuses in which Stripe will not bill the subscription again. */
const FINISHED = new Set(['canceled', 'unpaid', 'incomplete_expired']);
/** Statuses in which the current period is paid for (or free, in a trial). */
const PAID_UP = new Set(['active', 'trialing']);

/**
 * Changed at Stripe (the portal, the dashboard, a failed or retried payment): cancelled or
 * resumed at the period's end, a new period, a new price. Events can arrive out of order, so
 * the subscription is read from Stripe as it is now rather than taken from the event.
 */
async function subscriptionUpdated(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  provider: StripePaymentProvider,
  subscriptionRef: string,
) {
  const subscription = await selectProviderSubscription(ctx.db, provider.name, subscriptionRef);
  if (!subscription) return;
  const recurring = handlers.purposes.find(
    (candidate) => candidate.name === subscription.purpose,
  )?.recurring;
  if (!recurring) return;
  const current = await provider.client.subscriptions.retrieve(subscriptionRef);
  const item = current.items.data[0];
  const interval = item?.price.recurring?.interval;
  if (!item || item.price.unit_amount === null || (interval !== 'month' && interval !== 'year')) {
    throw new Error(`subscription ${subscriptionRef} has no monthly or yearly price`);
  }
  const change: ProviderSubscriptionChange = {
    renews: !FINISHED.has(current.status) && !current.cancel_at_period_end,
    paidThrough: PAID_UP.has(current.status) ? isoOf(item.current_period_end) : null,
    amountCents: item.price.unit_amount,
    interval: interval === 'year' ? 'year' : 'month',
  };
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await recurring.updated(trx, subscription.reference_id, change, now);
    await recordAudit(
      trx,
      null,
      'subscription.updated',
      { type: subscription.kind, id: subscription.reference_id },
      {
        purpose: subscription.purpose,
        status: current.status,
        renews: change.renews,
        paid_through: change.paidThrough,
        amount_cents: change.amountCents,
        interval,
      },
    );
  });
}

/** A refund made at Stripe (its dashboard, or ours echoed back) or a dispute: the money is gone. */
async function providerRefund(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  paymentIntentRef: string | null,
  action: 'payment.refunded' | 'payment.disputed',
) {
  if (!paymentIntentRef) return;
  const payment = await selectPaymentByRef(ctx.db, ctx.payments.name, paymentIntentRef);
  if (!payment) return;
  if (isFullRefund(payment, await selectRefundOf(ctx.db, payment.id))) return;
  const effect = handlers.refundEffects[payment.kind as keyof RefundEffects];
  try {
    await recordRefund(ctx, payment, {
      actor: null,
      reason: action === 'payment.disputed' ? 'disputed by the card holder' : 'refunded at Stripe',
      undo: (trx) => effect(trx, payment, ctx.now().toISOString()),
      action,
    });
  } catch (error) {
    // Refunded meanwhile by another hand.
    if (error instanceof HttpError && error.statusCode === 409) return;
    throw error;
  }
  if (payment.reference_id !== null) {
    await cancelProviderSubscriptionOf(ctx, payment.kind, payment.reference_id);
  }
}

async function partialRefund(
  ctx: ServiceContext,
  paymentIntentRef: string | null,
  refundedCents: number,
) {
  if (!paymentIntentRef || refundedCents <= 0) return;
  const payment = await selectPaymentByRef(ctx.db, ctx.payments.name, paymentIntentRef);
  if (!payment) return;
  await recordPartialRefund(ctx, payment, Math.min(refundedCents, payment.amount_cents));
}

/**
 * The bank sided with the seller: the disputed money came back. The refund row the dispute
 * wrote goes (or, when part of the payment had been refunded before, shows that part again),
 * and what it took is given back; a refund made by other hands stays.
 */
async function disputeWon(
  ctx: ServiceContext,
  handlers: StripeEventHandlers,
  paymentIntentRef: string | null,
) {
  if (!paymentIntentRef) return;
  const payment = await selectPaymentByRef(ctx.db, ctx.payments.name, paymentIntentRef);
  if (!payment) return;
  const refund = await selectRefundOf(ctx.db, payment.id);
  const disputed = await selectDisputedRefund(ctx.db, payment.id);
  if (!refund || disputed?.refundId !== refund.id || !isFullRefund(payment, refund)) return;
  const restore = handlers.disputeWonEffects[payment.kind as keyof RestoreEffects];
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (disputed.refundedBeforeCents > 0) {
      await restorePartialRefundRow(trx, refund.id, payment, {
        refundedCents: disputed.refundedBeforeCents,
        at: disputed.refundedBeforeAt ?? refund.created_at,
      });
    } else {
      await deleteRefundRow(trx, refund.id);
    }
    await restore(trx, payment, now);
    await recordAudit(
      trx,
      null,
      'payment.dispute_won',
      { type: 'payment', id: payment.id },
      {
        amount_cents: payment.amount_cents,
        currency: payment.currency,
        payer_id: payment.payer_id,
        payee_id: payment.payee_id,
        kind: payment.kind,
        provider_ref: payment.provider_ref,
      },
    );
  });
}
