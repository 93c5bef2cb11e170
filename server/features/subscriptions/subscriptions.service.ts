import type {
  ChangeTierRequest,
  CreateSubscriptionRequest,
  TierOption,
  ViewerSubscription,
} from '../../../contract/subscriptions';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { checkout } from '../../platform/payments/checkout';
import {
  TIER_CHANGE_UNAVAILABLE,
  beginCheckout,
  setProviderRenewal,
} from '../../platform/payments/hosted-checkout';
import { presentReceipt } from '../../platform/payments/receipt';
import {
  ALREADY_SUBSCRIBED,
  renewalKey,
  tierRenewal,
  tierSubscription,
} from './tier-subscription.payment';
import { SUBSCRIPTION_CHANGED, tierUpgrade } from './tier-upgrade.payment';
import { planTierChange } from './tier-change';
import { isUniqueViolation } from '../../db/errors';
import { publicTiers, requireSubscribableTier } from '../storefront/storefront.service';
import { findUserById } from '../users/users.service';
import {
  countLiveSubscribers,
  markCanceled,
  markResumed,
  scheduleTier,
  selectDueSubscriptions,
  selectLiveSubscription,
  selectSubscriptionWithTier,
  switchTier,
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
    scheduled_change:
      row.status === 'active' && row.scheduled_tier_id !== null
        ? {
            tier_id: row.scheduled_tier_id,
            tier_name: row.scheduled_tier_name ?? '',
            price_cents: row.scheduled_price_cents ?? 0,
            takes_effect: row.current_period_end,
          }
        : null,
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
  const outcome = await beginCheckout(
    ctx,
    tierSubscription,
    {
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
    },
    { returnPath: request.return_path ?? `/storefront/${request.creator_id}` },
  );
  if (outcome.status === 'redirect') return { checkout_url: outcome.url };
  const { result: subscriptionId, payment } = outcome.paid;
  const row = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  if (!row) throw notFound('Subscription not found');
  return { subscription: presentSubscription(row), payment: presentReceipt(payment) };
}

/** The actor's own subscription; anyone else's is missing to them. */
async function requireOwnSubscription(ctx: ServiceContext, actor: Actor, subscriptionId: number) {
  const row = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  if (!row) throw notFound('Subscription not found');
  authorize(actor, 'subscription.manage', row);
  return row;
}

async function presentById(ctx: ServiceContext, subscriptionId: number) {
  const row = await selectSubscriptionWithTier(ctx.db, subscriptionId);
  if (!row) throw notFound('Subscription not found');
  return presentSubscription(row);
}

/** Stops renewal; access lasts until the paid period ends. */
export async function cancelSubscription(
  ctx: ServiceContext,
  actor: Actor,
  subscriptionId: number,
) {
  const row = await requireOwnSubscription(ctx, actor, subscriptionId);
  if (row.status !== 'active') throw conflict('This subscription is already canceled');
  await setProviderRenewal(ctx, 'tier_subscription', subscriptionId, false);
  await markCanceled(ctx.db, subscriptionId, ctx.now().toISOString());
  return presentById(ctx, subscriptionId);
}

/** Undoes a cancel while the paid period lasts: the subscription renews again, on its tier. */
export async function resumeSubscription(
  ctx: ServiceContext,
  actor: Actor,
  subscriptionId: number,
) {
  const row = await requireOwnSubscription(ctx, actor, subscriptionId);
  if (row.status === 'active') throw conflict('This subscription is not canceled');
  if (row.current_period_end <= ctx.now().toISOString()) throw conflict(ENDED);
  await setProviderRenewal(ctx, 'tier_subscription', subscriptionId, true);
  const now = ctx.now().toISOString();
  try {
    if (!(await markResumed(ctx.db, subscriptionId, now))) throw conflict(ENDED);
  } catch (error) {
    // Subscribed again since the cancel: that subscription is the one that renews.
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBSCRIBED);
    throw error;
  }
  return presentById(ctx, subscriptionId);
}

const ENDED = 'This subscription has ended. Subscribe again to get access.';

/** What each of the creator's open tiers would mean for this subscription, priced now. */
export async function tierOptions(
  ctx: ServiceContext,
  actor: Actor,
  subscriptionId: number,
): Promise<TierOption[]> {
  const row = await requireOwnSubscription(ctx, actor, subscriptionId);
  const now = ctx.now();
  const tiers = await publicTiers(ctx, row.creator_id);
  const current = { id: row.tier_id, name: row.tier_name, price_cents: row.price_cents };
  // The current tier is listed at the price this subscription pays, even if closed since.
  const listed = [current, ...tiers.filter((tier) => tier.id !== row.tier_id)];
  return listed.map((tier) => {
    const plan = planTierChange(row, tier, now);
    return {
      tier_id: tier.id,
      name: tier.name,
      price_cents: tier.price_cents,
      kind: plan.kind,
      charge_now_cents: plan.chargeNowCents,
      takes_effect: plan.takesEffect,
    };
  });
}

/**
 * Moves a subscription to another tier of the same creator (see tier-change.ts): an upgrade
 * is charged the prorated difference through checkout and starts now; a downgrade waits for
 * the renewal; choosing the current tier again drops a waiting downgrade.
 */
export async function changeTier(
  ctx: ServiceContext,
  actor: Actor,
  subscriptionId: number,
  request: ChangeTierRequest,
) {
  const row = await requireOwnSubscription(ctx, actor, subscriptionId);
  if (row.status !== 'active') {
    throw conflict('This subscription is canceled. Resume it before changing tier.');
  }
  // Stripe bills the tier it was sold at; moving it there is not built yet.
  if (ctx.payments.hosted) throw conflict(TIER_CHANGE_UNAVAILABLE);
  if (request.tier_id === row.tier_id) {
    if (row.scheduled_tier_id === null) throw conflict('You are already on this tier');
    await scheduleTier(ctx.db, subscriptionId, null);
    return {
      subscription: await presentById(ctx, subscriptionId),
      kind: 'current' as const,
      payment: null,
    };
  }
  const tier = await requireSubscribableTier(ctx, row.creator_id, request.tier_id);
  if (request.price_cents !== tier.price_cents) {
    throw badRequest(
      'price_cents: The price has changed. Reload the page to see the current price.',
    );
  }
  const plan = planTierChange(row, tier, ctx.now());
  let payment: ReturnType<typeof presentReceipt> | null = null;
  if (plan.kind === 'downgrade') {
    await scheduleTier(ctx.db, subscriptionId, { tierId: tier.id, priceCents: tier.price_cents });
  } else if (plan.chargeNowCents > 0) {
    const paid = await checkout(ctx, tierUpgrade, {
      actor,
      payerId: actor.id,
      payeeId: row.creator_id,
      amountCents: plan.chargeNowCents,
      description: `Upgrade to ${tier.name} (rest of the current period)`,
      order: {
        subscription_id: row.id,
        from_tier_id: row.tier_id,
        to_tier_id: tier.id,
        to_price_cents: tier.price_cents,
        period_end: row.current_period_end,
      },
    });
    payment = presentReceipt(paid.payment);
  } else {
    const switched = await switchTier(ctx.db, subscriptionId, {
      fromTierId: row.tier_id,
      toTierId: tier.id,
      priceCents: tier.price_cents,
    });
    if (!switched) throw conflict(SUBSCRIPTION_CHANGED);
  }
  return { subscription: await presentById(ctx, subscriptionId), kind: plan.kind, payment };
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
  // A provider with its own billing (Stripe) renews subscriptions itself, by webhook.
  if (ctx.payments.hosted) return 0;
  let renewed = 0;
  const due = await selectDueSubscriptions(ctx.db, ctx.now().toISOString(), batchSize);
  for (const subscription of due) {
    try {
      await checkout(ctx, tierRenewal, {
        actor: null,
        payerId: subscription.subscriber_id,
        payeeId: subscription.creator_id,
        amountCents: subscription.scheduled_price_cents ?? subscription.price_cents,
        description: 'Subscription renewal',
        order: {
          subscription_id: subscription.id,
          period_end: subscription.current_period_end,
          ...(subscription.scheduled_tier_id !== null && {
            switch_to: {
              tier_id: subscription.scheduled_tier_id,
              price_cents: subscription.scheduled_price_cents ?? subscription.price_cents,
            },
          }),
        },
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
