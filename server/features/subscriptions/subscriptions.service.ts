import type {
  CreateSubscriptionRequest,
  ViewerSubscription,
} from '../../../contract/subscriptions';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { addMonth } from '../../platform/payments/billing-period';
import { chargeAndRecord } from '../../platform/payments/ledger';
import { isUniqueViolation } from '../../db/errors';
import { requireSubscribableTier } from '../storefront/storefront.service';
import { findUserById } from '../users/users.service';
import {
  advancePeriod,
  countLiveSubscribers,
  insertSubscription,
  markCanceled,
  selectActiveSubscriptionId,
  selectDueSubscriptions,
  selectLiveSubscription,
  selectSubscriptionWithTier,
} from './subscriptions.queries';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof selectSubscriptionWithTier>>>;

const ALREADY_SUBSCRIBED = 'You already have an active subscription to this artist';

function presentSubscription(row: SubscriptionRow): ViewerSubscription {
  return {
    id: row.id,
    tier_id: row.tier_id,
    tier_name: row.tier_name,
    price_cents: row.price_cents,
    status: row.status === 'active' ? 'active' : 'canceled',
    next_billing_date: row.current_period_end,
    access_until: row.current_period_end,
  };
}

/** The viewer's subscription to a creator, if it still grants access. */
export async function viewerSubscription(
  ctx: ServiceContext,
  actor: Actor | null,
  creatorId: number,
) {
  if (!actor) return null;
  const row = await selectLiveSubscription(ctx.db, actor.id, creatorId, ctx.now().toISOString());
  return row ? presentSubscription(row) : null;
}

/**
 * Subscribes the actor to a creator's tier: the price is the tier's (a different price
 * sent by the client is refused, never used), one active subscription per creator, and
 * the charge, the ledger row and the subscription are one transaction.
 */
export async function subscribe(
  ctx: ServiceContext,
  actor: Actor,
  request: CreateSubscriptionRequest,
) {
  authorize(actor, 'creator.subscribe', request);
  const creator = await findUserById(ctx, request.creator_id);
  if (!creator || creator.status !== 'active') throw notFound('Artist not found');
  const tier = await requireSubscribableTier(ctx, request.creator_id, request.tier_id);
  if (request.price_cents !== tier.price_cents) {
    throw badRequest(
      'price_cents: The price has changed. Reload the page to see the current price.',
    );
  }
  const now = ctx.now();
  try {
    const created = await ctx.db.transaction().execute(async (trx) => {
      if (await selectActiveSubscriptionId(trx, actor.id, request.creator_id))
        throw conflict(ALREADY_SUBSCRIBED);
      const { id } = await insertSubscription(trx, {
        subscriberId: actor.id,
        creatorId: request.creator_id,
        tierId: tier.id,
        priceCents: tier.price_cents,
        startedAt: now.toISOString(),
        periodEnd: addMonth(now).toISOString(),
      });
      const payment = await chargeAndRecord(trx, ctx.payments, {
        payerId: actor.id,
        payeeId: request.creator_id,
        amountCents: tier.price_cents,
        currency: 'usd',
        description: `${tier.name} subscription`,
        kind: 'tier_subscription',
        referenceId: id,
        createdAt: now.toISOString(),
      });
      return { id, payment };
    });
    const row = await selectSubscriptionWithTier(ctx.db, created.id);
    if (!row) throw notFound('Subscription not found');
    return {
      subscription: presentSubscription(row),
      payment: {
        id: created.payment.id,
        amount_cents: created.payment.amount_cents,
        test_mode: created.payment.test_mode === 1,
      },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBSCRIBED);
    throw error;
  }
}

/** Stops renewal; access lasts until the paid period ends. */
export async function cancelSubscription(
  ctx: ServiceContext,
  actor: Actor,
  subscriptionId: number,
) {
  const row = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  if (!row) throw notFound('Subscription not found');
  authorize(actor, 'subscription.cancel', row);
  if (row.status !== 'active') throw conflict('This subscription is already canceled');
  await markCanceled(ctx.db, subscriptionId, ctx.now().toISOString());
  const updated = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  return presentSubscription(updated ?? row);
}

export function liveSubscriberCount(ctx: ServiceContext, creatorId: number) {
  return countLiveSubscribers(ctx.db, creatorId, ctx.now().toISOString());
}

/**
 * Charges every active subscription whose period has ended and moves its period on. Safe to
 * run from several processes at once: a period moves only from the end it was read with.
 */
export async function renewDueSubscriptions(ctx: ServiceContext, batchSize = 100): Promise<number> {
  let renewed = 0;
  const due = await selectDueSubscriptions(ctx.db, ctx.now().toISOString(), batchSize);
  for (const subscription of due) {
    const nextEnd = addMonth(new Date(subscription.current_period_end)).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await advancePeriod(trx, subscription.id, subscription.current_period_end, nextEnd)))
        return;
      await chargeAndRecord(trx, ctx.payments, {
        payerId: subscription.subscriber_id,
        payeeId: subscription.creator_id,
        amountCents: subscription.price_cents,
        currency: 'usd',
        description: 'Subscription renewal',
        kind: 'tier_subscription',
        referenceId: subscription.id,
        createdAt: ctx.now().toISOString(),
      });
      renewed += 1;
    });
  }
  return renewed;
}
