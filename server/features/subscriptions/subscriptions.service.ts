import type {
  CreateSubscriptionRequest,
  ViewerSubscription,
} from '../../../contract/subscriptions';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { checkout } from '../../platform/payments/checkout';
import { presentReceipt } from '../../platform/payments/receipt';
import { renewalKey, tierRenewal, tierSubscription } from './tier-subscription.payment';
import { isUniqueViolation } from '../../db/errors';
import { requireSubscribableTier } from '../storefront/storefront.service';
import { findUserById } from '../users/users.service';
import {
  countLiveSubscribers,
  markCanceled,
  selectDueSubscriptions,
  selectLiveSubscription,
  selectSubscriptionWithTier,
} from './subscriptions.queries';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof selectSubscriptionWithTier>>>;

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
 * Subscribes the actor to a creator's tier: the price is the tier's (a different price sent
 * by the client is refused, never used), one active subscription per creator, and the first
 * month is charged once through checkout.
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
  const { result: subscriptionId, payment } = await checkout(ctx, tierSubscription, {
    actor,
    payerId: actor.id,
    payeeId: request.creator_id,
    amountCents: tier.price_cents,
    description: `${tier.name} subscription`,
    order: {
      subscriber_id: actor.id,
      creator_id: request.creator_id,
      tier_id: tier.id,
      price_cents: tier.price_cents,
    },
  });
  const row = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  if (!row) throw notFound('Subscription not found');
  return { subscription: presentSubscription(row), payment: presentReceipt(payment) };
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
 * run from several processes at once: each period's renewal has its own idempotency key, so
 * it is charged once. A declined renewal cancels the subscription: access lasts to the end of
 * the period that was paid for.
 */
export async function renewDueSubscriptions(ctx: ServiceContext, batchSize = 100): Promise<number> {
  let renewed = 0;
  const due = await selectDueSubscriptions(ctx.db, ctx.now().toISOString(), batchSize);
  for (const subscription of due) {
    try {
      await checkout(ctx, tierRenewal, {
        actor: null,
        payerId: subscription.subscriber_id,
        payeeId: subscription.creator_id,
        amountCents: subscription.price_cents,
        description: 'Subscription renewal',
        order: { subscription_id: subscription.id, period_end: subscription.current_period_end },
        idempotencyKey: renewalKey(subscription.id, subscription.current_period_end),
      });
      renewed += 1;
    } catch (error) {
      // Another process is renewing this period, or already has.
      if (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409))
        continue;
      if (error instanceof HttpError && error.statusCode === 402) {
        await markCanceled(ctx.db, subscription.id, ctx.now().toISOString());
        ctx.log.info(
          { subscriptionId: subscription.id },
          'renewal declined; subscription canceled',
        );
        continue;
      }
      throw error;
    }
  }
  return renewed;
}
