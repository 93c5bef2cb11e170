import type {
  BetaStatus,
  LogFeatureAccessRequest,
  ProPlan,
  SubscriptionStatus,
} from '../../../contract/access';
import { ProPlans } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { betaStanding, hasPremiumAccess, premiumStanding } from '../../platform/access/premium';
import { addMonth, addYear } from '../../platform/payments/billing-period';
import { chargeAndRecord } from '../../platform/payments/ledger';
import { conflict } from '../../platform/http/errors';
import {
  insertFeatureAccess,
  insertProSubscription,
  selectCurrentProSubscription,
} from './access.queries';

export function betaStatus(ctx: ServiceContext): BetaStatus {
  return {
    ...betaStanding(ctx.config.betaEndDate, ctx.now()),
    betaEndDate: ctx.config.betaEndDate,
  };
}

export async function subscriptionStatus(
  ctx: ServiceContext,
  user: UserRow,
): Promise<SubscriptionStatus> {
  const now = ctx.now();
  const pro = await selectCurrentProSubscription(ctx.db, user.id, now.toISOString());
  const standing = premiumStanding({
    userCreatedAt: user.created_at,
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
export async function canUsePremium(ctx: ServiceContext, user: UserRow): Promise<boolean> {
  return hasPremiumAccess(await subscriptionStatus(ctx, user));
}

/** Charges the plan through the payment provider and starts Pro at once. */
export async function upgradeToPro(ctx: ServiceContext, user: UserRow, plan: ProPlan) {
  const now = ctx.now();
  const price = ProPlans[plan];
  return ctx.db.transaction().execute(async (trx) => {
    if (await selectCurrentProSubscription(trx, user.id, now.toISOString())) {
      throw conflict('You are already on Backline Pro');
    }
    const periodEnd = price.interval === 'month' ? addMonth(now) : addYear(now);
    const subscription = await insertProSubscription(trx, {
      userId: user.id,
      plan,
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      createdAt: now.toISOString(),
    });
    const payment = await chargeAndRecord(trx, ctx.payments, {
      payerId: user.id,
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
