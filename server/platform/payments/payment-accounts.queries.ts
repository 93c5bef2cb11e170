import type { Kysely, Transaction } from 'kysely';
import type { Database, PayoutAccountRow, ProviderSubscriptionRow } from '../../db/schema';

import type { PayoutAccountState } from './payment-provider';

type Db = Kysely<Database> | Transaction<Database>;

export async function selectCustomerRef(
  db: Db,
  provider: string,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('provider', '=', provider)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.customer_ref ?? null;
}

/** Keeps the first customer when two checkouts create one at once. */
export async function insertCustomerRef(
  db: Db,
  row: { provider: string; userId: number; customerRef: string; now: string },
) {
  await db
    .insertInto('payment_customers')
    .values({
      provider: row.provider,
      user_id: row.userId,
      customer_ref: row.customerRef,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'user_id']).doNothing())
    .execute();
}

export async function selectPayoutAccount(
  db: Db,
  provider: string,
  userId: number,
): Promise<PayoutAccountRow | null> {
  return (
    (await db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('provider', '=', provider)
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? null
  );
}

export async function insertPayoutAccount(
  db: Db,
  row: { provider: string; userId: number; accountRef: string; now: string },
) {
  await db
    .insertInto('payout_accounts')
    .values({
      provider: row.provider,
      user_id: row.userId,
      account_ref: row.accountRef,
      charges_enabled: 0,
      payouts_enabled: 0,
      details_submitted: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'user_id']).doNothing())
    .execute();
}

export async function updatePayoutAccount(
  db: Db,
  provider: string,
  accountRef: string,
  state: PayoutAccountState & { now: string },
) {
  await db
    .updateTable('payout_accounts')
    .set({
      charges_enabled: state.chargesEnabled ? 1 : 0,
      payouts_enabled: state.payoutsEnabled ? 1 : 0,
      details_submitted: state.detailsSubmitted ? 1 : 0,
      updated_at: state.now,
    })
    .where('provider', '=', provider)
    .where('account_ref', '=', accountRef)
    .execute();
}

export async function insertProviderSubscription(
  db: Db,
  row: Omit<ProviderSubscriptionRow, 'id'>,
): Promise<void> {
  await db
    .insertInto('provider_subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'subscription_ref']).doNothing())
    .execute();
}

export async function selectProviderSubscription(
  db: Db,
  provider: string,
  subscriptionRef: string,
): Promise<ProviderSubscriptionRow | null> {
  return (
    (await db
      .selectFrom('provider_subscriptions')
      .selectAll()
      .where('provider', '=', provider)
      .where('subscription_ref', '=', subscriptionRef)
      .executeTakeFirst()) ?? null
  );
}

/** Stores an event once; false when it was already stored (a replay). */
export async function insertProviderEvent(
  db: Db,
  row: { provider: string; eventRef: string; type: string; payload: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('provider_events')
    .values({
      provider: row.provider,
      event_ref: row.eventRef,
      type: row.type,
      payload: row.payload,
      received_at: row.now,
      handled_at: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function selectProviderEvent(db: Db, provider: string, eventRef: string) {
  return db
    .selectFrom('provider_events')
    .selectAll()
    .where('provider', '=', provider)
    .where('event_ref', '=', eventRef)
    .executeTakeFirst();
}

export function markEventHandled(db: Db, eventId: number, now: string) {
  return db
    .updateTable('provider_events')
    .set({ handled_at: now })
    .where('id', '=', eventId)
    .execute();
}

/** The ledger row of a charge, found by the provider's reference (a webhook names only that). */
export function selectPaymentByRef(db: Db, provider: string, providerRef: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .where('refund_of', 'is', null)
    .executeTakeFirst();
}

export function selectIntentByCheckoutRef(db: Db, checkoutRef: string) {
  return db
    .selectFrom('payment_intents')
    .selectAll()
    .where('checkout_ref', '=', checkoutRef)
    .executeTakeFirst();
}

export async function selectUserEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The provider's subscription that pays for a row (a tier subscription, a Pro plan), if any. */
export function selectProviderSubscriptionOf(
  db: Db,
  provider: string,
  kind: string,
  referenceId: number,
) {
  return db
    .selectFrom('provider_subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('kind', '=', kind)
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
}

/** Handled webhook events old enough that no replay of them can still arrive. */
export function deleteHandledEventsBefore(db: Db, before: string) {
  return db
    .deleteFrom('provider_events')
    .where('handled_at', 'is not', null)
    .where('received_at', '<', before)
    .execute();
}

export interface DisputedRefund {
  /** The refund row the dispute wrote (or grew a partial refund's row into). */
  refundId: number;
  /** What had been refunded before the dispute (a partial refund), and when; 0 and null if nothing. */
  refundedBeforeCents: number;
  refundedBeforeAt: string | null;
}

/** The ledger row a dispute took back (named by the audit row of `payment.disputed`), if any. */
export async function selectDisputedRefund(
  db: Db,
  paymentId: number,
): Promise<DisputedRefund | null> {
  const rows = await db
    .selectFrom('audit_log')
    .select('details')
    .where('action', '=', 'payment.disputed')
    .where('target_type', '=', 'payment')
    .where('target_id', '=', String(paymentId))
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const details = JSON.parse(row.details) as {
      refund_payment_id?: unknown;
      refunded_before_cents?: unknown;
      refunded_before_at?: unknown;
    };
    if (typeof details.refund_payment_id !== 'number') continue;
    return {
      refundId: details.refund_payment_id,
      refundedBeforeCents:
        typeof details.refunded_before_cents === 'number' ? details.refunded_before_cents : 0,
      refundedBeforeAt:
        typeof details.refunded_before_at === 'string' ? details.refunded_before_at : null,
    };
  }
  return null;
}
