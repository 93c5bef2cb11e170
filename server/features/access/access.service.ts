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
import { beginCheckout } from '../../platform/payments/hosted-checkout';
import { notFound } from '../../platform/http/errors';
import {
  insertFeatureAccess,
  selectCurrentProSubscription,
  selectSignUpTime,
} from './access.queries';
import { proUpgrade } from './pro-upgrade.payment';

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

/** Charges the plan once through checkout and starts Pro at once. */
export async function upgradeToPro(
  ctx: ServiceContext,
  actor: Actor,
  plan: ProPlan,
  returnPath: string,
) {
  const price = ProPlans[plan];
  return beginCheckout(
    ctx,
    proUpgrade,
    {
      actor,
      payerId: actor.id,
      payeeId: null,
      amountCents: price.amountCents,
      description: `Backline Pro (${price.label})`,
      order: { user_id: actor.id, plan },
    },
    { returnPath },
  );
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
