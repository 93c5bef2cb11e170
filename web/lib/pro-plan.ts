/** What Backline Pro offers, as the landing page's Pro card and the upgrade dialog list it. */
import type { ProPlan } from '@contract/access';
import { formatMoney } from '@contract/format';
import { ProPlans } from '@contract/limits';
import { formatLongDate, pluralize } from './format-date';

/** The Pro card's list, in the spec's words and order. */
export const proFeatures = [
  'Unlimited Backline AI generations',
  'Advanced Writers Block tools',
  'Premium viral insights',
  'Content vault with team sharing',
  'Social integrations',
  'Priority support',
  'Early access',
] as const;

/** 12 months at the monthly price against one year: $228 against $190 saves 17%. */
export const yearlySavingPercent = Math.round(
  (1 - ProPlans.price_yearly.amountCents / (ProPlans.price_monthly.amountCents * 12)) * 100,
);

/** Whole-dollar prices without cents ($19, $190). */
export function formatPlanPrice(amountCents: number): string {
  return formatMoney(amountCents).replace(/\.00$/, '');
}

/**
 * What upgrading during the free trial does with the days left, as the server does it
 * (server/features/access/pro-upgrade.payment.ts): they are kept, and the first paid period
 * is counted from the trial's end.
 */
export function trialDaysNote(plan: ProPlan, trialDaysLeft: number, trialEndsAt: string): string {
  const period = ProPlans[plan].interval;
  return `You keep the ${pluralize(trialDaysLeft, 'day')} left in your free trial. Pro is yours from today, and your first ${period} is counted from the day the trial ends, ${formatLongDate(trialEndsAt)}.`;
}
