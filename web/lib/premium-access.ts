/** The spec's premium and trial-banner rules, as pure functions of the subscription status. */
import { AccessLimits } from '@contract/limits';
import type { SubscriptionStatus } from '../lib/api/access.api';

type PremiumFacts = Pick<SubscriptionStatus, 'isBetaActive' | 'isSubscribed' | 'isTrialActive'>;

/** Premium content is allowed during the beta, on Pro, or while the trial runs. */
export function hasPremiumAccess(status: PremiumFacts | null | undefined): boolean {
  if (!status) return false;
  return status.isBetaActive || status.isSubscribed || status.isTrialActive;
}

export type TrialBannerKind = 'hidden' | 'expired' | 'active' | 'warning';

/**
 * Hidden during the beta or when neither trial state holds (a Pro member); red when the
 * trial is over; a warning when 2 days or fewer remain.
 */
export function trialBannerKind(
  status: Pick<
    SubscriptionStatus,
    'isBetaActive' | 'isTrialActive' | 'isTrialExpired' | 'trialDaysLeft'
  >,
): TrialBannerKind {
  if (status.isBetaActive) return 'hidden';
  if (status.isTrialExpired) return 'expired';
  if (!status.isTrialActive) return 'hidden';
  return status.trialDaysLeft <= AccessLimits.trialWarningDays ? 'warning' : 'active';
}
