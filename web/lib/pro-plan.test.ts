import { describe, expect, it } from 'vitest';
import { trialDaysNote } from './pro-plan';

describe('trialDaysNote', () => {
  it('says the trial days are kept and when the first period starts counting', () => {
    expect(trialDaysNote('price_monthly', 5, '2026-03-08T12:00:00.000Z')).toBe(
      'You keep the 5 days left in your free trial. Pro is yours from today, and your first month is counted from the day the trial ends, March 8, 2026.',
    );
    expect(trialDaysNote('price_yearly', 1, '2026-03-08T12:00:00.000Z')).toContain(
      'the 1 day left',
    );
    expect(trialDaysNote('price_yearly', 1, '2026-03-08T12:00:00.000Z')).toContain(
      'your first year',
    );
  });
});
