/**
 * Money beyond the checkout: a seller's payout account (Stripe Connect Express), a fan's
 * billing portal (their subscriptions and card at Stripe), and refunds by the seller who was
 * paid or by an administrator, which take back what the payment bought.
 */
import type {
  PayoutAccount,
  ProviderLink,
  RefundReply,
  Sale,
  SalesQuery,
} from '../../../contract/payments';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { resolveDisplayName } from '../users/users.presenter';
import { selectSalesOf } from './billing.queries';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { HttpError, conflict, notFound } from '../../platform/http/errors';
import {
  cancelProviderSubscriptionOf,
  customerRefOf,
} from '../../platform/payments/hosted-checkout';
import { selectPayment } from '../../platform/payments/ledger';
import {
  insertPayoutAccount,
  selectPayoutAccount,
  selectUserEmail,
  updatePayoutAccount,
} from '../../platform/payments/payment-accounts.queries';
import { refundPayment } from '../../platform/payments/refund';
import { authorize } from '../../policies';
import { refundEffects } from '../../refund-effects';
import { PAYMENT_NOT_FOUND } from './billing.policy';

const NO_PAYOUTS = 'Payouts are set up only when payments go through Stripe';
const NO_CUSTOMER = 'You have not paid through Stripe yet, so there is nothing to manage';
const PROVIDER_SILENT = 'The payment service did not answer. Please try again in a moment.';

export async function payoutAccount(ctx: ServiceContext, actor: Actor): Promise<PayoutAccount> {
  const platformFeePercent = ctx.config.stripe?.platformFeePercent ?? 0;
  const hosted = ctx.payments.hosted;
  if (!hosted) {
    return {
      required: false,
      connected: false,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      platform_fee_percent: platformFeePercent,
    };
  }
  let account = await selectPayoutAccount(ctx.db, ctx.payments.name, actor.id);
  if (account && !(account.charges_enabled && account.payouts_enabled)) {
    // Back from onboarding (or still in it): the redirect proves nothing, so ask Stripe.
    try {
      const state = await hosted.payoutAccountState(account.account_ref);
      await updatePayoutAccount(ctx.db, ctx.payments.name, account.account_ref, {
        ...state,
        now: ctx.now().toISOString(),
      });
      account = await selectPayoutAccount(ctx.db, ctx.payments.name, actor.id);
    } catch (error) {
      ctx.log.warn({ err: error, userId: actor.id }, 'could not read a payout account at Stripe');
    }
  }
  return {
    required: true,
    connected: account !== null,
    charges_enabled: Boolean(account?.charges_enabled),
    payouts_enabled: Boolean(account?.payouts_enabled),
    details_submitted: Boolean(account?.details_submitted),
    platform_fee_percent: platformFeePercent,
  };
}

/** Creates the seller's Express account once, then links to Stripe's onboarding for it. */
export async function startPayoutOnboarding(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ProviderLink> {
  const hosted = ctx.payments.hosted;
  if (!hosted) throw conflict(NO_PAYOUTS);
  const back = `${ctx.config.publicUrl}/monetize?tab=storefront`;
  try {
    let account = await selectPayoutAccount(ctx.db, ctx.payments.name, actor.id);
    if (!account) {
      const email = await selectUserEmail(ctx.db, actor.id);
      const accountRef = await hosted.createPayoutAccount(
        { id: actor.id, email: email ?? actor.email },
        `payout_account_${actor.id}`,
      );
      await insertPayoutAccount(ctx.db, {
        provider: ctx.payments.name,
        userId: actor.id,
        accountRef,
        now: ctx.now().toISOString(),
      });
      account = await selectPayoutAccount(ctx.db, ctx.payments.name, actor.id);
    }
    if (!account) throw new Error('the payout account was not stored');
    const url = await hosted.payoutOnboardingUrl(
      account.account_ref,
      `${back}&payouts=returned`,
      `${back}&payouts=retry`,
    );
    return { url };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.log.warn({ err: error, userId: actor.id }, 'could not start payout onboarding');
    throw new HttpError(503, PROVIDER_SILENT);
  }
}

export async function billingPortal(ctx: ServiceContext, actor: Actor): Promise<ProviderLink> {
  const hosted = ctx.payments.hosted;
  const customerRef = hosted ? await customerRefOf(ctx, actor.id) : null;
  if (!hosted || !customerRef) throw conflict(NO_CUSTOMER);
  try {
    return { url: await hosted.portalUrl(customerRef, `${ctx.config.publicUrl}/purchases`) };
  } catch (error) {
    ctx.log.warn({ err: error, userId: actor.id }, 'could not open the billing portal');
    throw new HttpError(503, PROVIDER_SILENT);
  }
}

/**
 * Gives a payment back in full: the provider refunds, the ledger gets its negative row, and
 * what it bought ends (the post closes, the subscription or Pro ends, the order is cancelled).
 * A subscription the provider bills is stopped too, so it does not charge again.
 */
export async function refundPaymentById(
  ctx: ServiceContext,
  actor: Actor,
  paymentId: number,
): Promise<RefundReply> {
  const payment = await selectPayment(ctx.db, paymentId);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  authorize(actor, 'payment.refund', payment);
  const effect = refundEffects[payment.kind as keyof typeof refundEffects];
  if (!effect) throw conflict('This payment cannot be refunded here');
  const refund = await refundPayment(ctx, {
    actor,
    paymentId,
    reason:
      actor.id === payment.payee_id ? 'refunded by the seller' : 'refunded by an administrator',
    undo: (trx) => effect(trx, payment, ctx.now().toISOString()),
  });
  if (payment.reference_id !== null) {
    await cancelProviderSubscriptionOf(ctx, payment.kind, payment.reference_id);
  }
  return {
    payment_id: payment.id,
    refund_payment_id: refund.id,
    refunded_cents: -refund.amount_cents,
  };
}

const SALE_KINDS: Record<string, Sale['kind']> = {
  ppv_purchase: 'post',
  tier_subscription: 'subscription',
  pro_subscription: 'pro',
  merch_order: 'order',
};

/** What a seller was paid, newest first, each with whether it was refunded. */
export async function salesOf(
  ctx: ServiceContext,
  actor: Actor,
  query: SalesQuery,
): Promise<{ sales: Sale[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectSalesOf(ctx.db, ctx.dialect, actor.id, { limit: query.limit, cursor });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  const sales = page.map((row): Sale => ({
    id: row.id,
    kind: SALE_KINDS[row.kind] ?? 'post',
    description: row.description,
    amount_cents: row.amount_cents,
    created_at: row.created_at,
    test_mode: row.test_mode === 1,
    buyer: {
      id: row.buyer_id,
      name: resolveDisplayName({
        email: row.buyer_email,
        display_name: row.buyer_display_name,
        google_user_data: row.buyer_google_user_data,
      }),
    },
    refunded: row.refund_id !== null && -(row.refund_amount_cents ?? 0) >= row.amount_cents,
    refunded_cents: -(row.refund_amount_cents ?? 0),
  }));
  return { sales, nextCursor };
}
