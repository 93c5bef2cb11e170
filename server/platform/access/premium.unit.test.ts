import { describe, expect, it } from 'vitest';
import { betaStanding, hasPremiumAccess, premiumStanding } from './premium';

const base = {
  userCreatedAt: '2026-01-10T12:00:00.000Z',
  betaEndDate: '2025-09-22',
  proPeriodEnd: null,
};

describe('premiumStanding', () => {
  it('runs the trial for 7 days from sign-up, counting partial days up', () => {
    const day3 = premiumStanding({ ...base, now: new Date('2026-01-13T12:00:00Z') });
    expect(day3).toMatchObject({
      isTrialActive: true,
      trialDaysLeft: 4,
      isTrialExpired: false,
      isSubscribed: false,
    });
    const lastHour = premiumStanding({ ...base, now: new Date('2026-01-17T11:30:00Z') });
    expect(lastHour).toMatchObject({ isTrialActive: true, trialDaysLeft: 1 });
    const over = premiumStanding({ ...base, now: new Date('2026-01-17T12:00:00Z') });
    expect(over).toMatchObject({ isTrialActive: false, trialDaysLeft: 0, isTrialExpired: true });
    expect(hasPremiumAccess(over)).toBe(false);
  });

  it('treats a live Pro period as subscribed, which ends the trial states', () => {
    const standing = premiumStanding({
      ...base,
      proPeriodEnd: '2026-03-01T00:00:00.000Z',
      now: new Date('2026-02-01T00:00:00Z'),
    });
    expect(standing).toMatchObject({
      isSubscribed: true,
      isTrialActive: false,
      isTrialExpired: false,
    });
    expect(hasPremiumAccess(standing)).toBe(true);
  });

  it('does not count an ended Pro period', () => {
    const standing = premiumStanding({
      ...base,
      proPeriodEnd: '2026-03-01T00:00:00.000Z',
      now: new Date('2026-03-02T00:00:00Z'),
    });
    expect(standing.isSubscribed).toBe(false);
    expect(hasPremiumAccess(standing)).toBe(false);
  });
});

describe('betaStanding', () => {
  it('keeps the beta open through the whole end date', () => {
    expect(betaStanding('2025-09-22', new Date('2025-09-22T23:00:00Z'))).toEqual({
      isBetaActive: true,
      betaDaysLeft: 1,
    });
    expect(betaStanding('2025-09-22', new Date('2025-09-23T00:00:00Z'))).toEqual({
      isBetaActive: false,
      betaDaysLeft: 0,
    });
    expect(betaStanding('2025-09-22', new Date('2025-09-12T00:00:00Z')).betaDaysLeft).toBe(11);
  });

  it('opens premium features to everyone while the beta runs', () => {
    const standing = premiumStanding({
      ...base,
      userCreatedAt: '2024-01-01T00:00:00.000Z',
      now: new Date('2025-09-01T00:00:00Z'),
    });
    expect(standing.isTrialExpired).toBe(true);
    expect(hasPremiumAccess(standing)).toBe(true);
  });
});
