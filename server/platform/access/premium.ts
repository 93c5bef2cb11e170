import { AccessLimits } from '../../../contract/limits';

const DAY_MS = 86_400_000;

export interface PremiumFacts {
  userCreatedAt: string;
  betaEndDate: string;
  /** End of the current Pro period, when the user has one. */
  proPeriodEnd: string | null;
  now: Date;
}

export interface PremiumStanding {
  isBetaActive: boolean;
  betaDaysLeft: number;
  isSubscribed: boolean;
  isTrialActive: boolean;
  isTrialExpired: boolean;
  trialDaysLeft: number;
  trialEndsAt: string;
}

/** The beta lasts through the whole of its end date, in UTC. */
export function betaEndsAt(betaEndDate: string): Date {
  return new Date(`${betaEndDate}T23:59:59.999Z`);
}

function daysLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));
}

export function betaStanding(betaEndDate: string, now: Date) {
  const end = betaEndsAt(betaEndDate);
  const isBetaActive = now.getTime() <= end.getTime();
  return { isBetaActive, betaDaysLeft: isBetaActive ? daysLeft(end, now) : 0 };
}

/** The 7-day trial runs from sign-up. */
export function trialEndsAt(userCreatedAt: string): Date {
  return new Date(new Date(userCreatedAt).getTime() + AccessLimits.trialDays * DAY_MS);
}

/** The spec's premium rule, computed once: beta, a Pro plan, or the 7-day trial from sign-up. */
export function premiumStanding(facts: PremiumFacts): PremiumStanding {
  const { now } = facts;
  const beta = betaStanding(facts.betaEndDate, now);
  const isSubscribed =
    facts.proPeriodEnd !== null && new Date(facts.proPeriodEnd).getTime() > now.getTime();
  const trialEnd = trialEndsAt(facts.userCreatedAt);
  const trialRunning = now.getTime() < trialEnd.getTime();
  return {
    ...beta,
    isSubscribed,
    isTrialActive: !isSubscribed && trialRunning,
    isTrialExpired: !isSubscribed && !trialRunning,
    trialDaysLeft: !isSubscribed && trialRunning ? daysLeft(trialEnd, now) : 0,
    trialEndsAt: trialEnd.toISOString(),
  };
}

export function hasPremiumAccess(standing: PremiumStanding): boolean {
  return standing.isBetaActive || standing.isSubscribed || standing.isTrialActive;
}
