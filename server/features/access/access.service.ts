import type {
  BetaStatus,
  LogFeatureAccessRequest,
  ProPlan,
  SubscriptionStatus,
} from '../../../contract/access';
import { ProPlans } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { betaStanding, hasPremiumAccess, premiumStanding } from '../../platform/access/premium';
import { addMonth, addYear } from '../../platform/payments/billing-period';
import { chargeAndRecord } from '../../platform/payments/ledger';
import { conflict, notFound } from '../../platform/http/errors';
import {
  insertFeatureAccess,
  insertProSubscription,
  selectCurrentProSubscription,
  selectSignUpTime,
} from './access.queries';

export function betaStatus(ctx: ServiceContext): BetaStatus {
  return {
    ...betaStanding(ctx.config.betaEndDate, ctx.now()),
    betaEndDate: ctx.config.betaEndDate,
  };
}

export async function subscriptionStatus(
  ctx: ServiceContext,
  userId: number,
): Promise<SubscriptionStatus> {
  const now = ctx.now();
  const [signedUpAt, pro] = await Promise.all([
    selectSignUpTime(ctx.db, userId),
    selectCurrentProSubscription(ctx.db, userId, now.toISOString()),
  ]);
  if (signedUpAt === null) throw notFound('User not found');
  const standing = premiumStanding({
    userCreatedAt: signedUpAt,
    betaEndDate: ctx.config.betaEndDate,
    proPeriodEnd: pro?.current_period_end ?? null,
    now,
  });
  return {
    ...standing,
    betaEndDate: ctx.config.betaEndDate,
    plan: pro ? (pro.plan as ProPlan) : null,
    currentPeriodEnd: pro?.current_period_end ?? null,
  };
}

/** The premium rule every premium route is held to. */
export async function canUsePremium(ctx: ServiceContext, actor: Actor): Promise<boolean> {
  return hasPremiumAccess(await subscriptionStatus(ctx, actor.id));
}

/** Charges the plan through the payment provider and starts Pro at once. */
export async function upgradeToPro(ctx: ServiceContext, actor: Actor, plan: ProPlan) {
  const now = ctx.now();
  const price = ProPlans[plan];
  return ctx.db.transaction().execute(async (trx) => {
    if (await selectCurrentProSubscription(trx, actor.id, now.toISOString())) {
      throw conflict('You are already on Backline Pro');
    }
    const periodEnd = price.interval === 'month' ? addMonth(now) : addYear(now);
    const subscription = await insertProSubscription(trx, {
      userId: actor.id,
      plan,
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      createdAt: now.toISOString(),
    });
    const payment = await chargeAndRecord(trx, ctx.payments, {
      payerId: actor.id,
      payeeId: null,
      amountCents: price.amountCents,
      currency: 'usd',
      description: `Backline Pro (${price.label})`,
      kind: 'pro_subscription',
      referenceId: subscription.id,
      createdAt: now.toISOString(),
    });
    return {
      paymentId: payment.id,
      amountCents: payment.amount_cents,
      testMode: payment.test_mode === 1,
    };
  });
}

export function logFeatureAccess(
  ctx: ServiceContext,
  userId: number,
  event: LogFeatureAccessRequest,
) {
  return insertFeatureAccess(ctx.db, {
    userId,
    featureName: event.feature_name,
    accessType: event.access_type,
    isPremium: event.is_premium_feature,
    createdAt: ctx.now().toISOString(),
  });
}
