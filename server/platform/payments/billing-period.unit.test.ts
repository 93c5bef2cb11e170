import { describe, expect, it } from 'vitest';
import { addMonth, addYear, monthlyPeriodStart, prorate } from './billing-period';

describe('billing periods', () => {
  it('adds a calendar month, clamping to the month end', () => {
    expect(addMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonth(new Date('2026-12-20T00:00:00Z')).toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
  });

  it('adds a year, keeping Feb 29 in range', () => {
    expect(addYear(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addYear(new Date('2026-06-01T00:00:00Z')).toISOString()).toBe(
      '2027-06-01T00:00:00.000Z',
    );
  });

  it('finds the start of the current monthly period, across short months', () => {
    const started = new Date('2026-01-31T10:00:00Z');
    expect(monthlyPeriodStart(started, new Date('2026-02-28T10:00:00Z')).toISOString()).toBe(
      '2026-01-31T10:00:00.000Z',
    );
    // Renewals chain: Jan 31 -> Feb 28 -> Mar 28.
    expect(monthlyPeriodStart(started, new Date('2026-03-28T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
  });

  it('prorates what is left of a period, in whole cents, never below 0 nor above the whole', () => {
    const period = {
      start: new Date('2026-04-01T00:00:00Z'),
      end: new Date('2026-05-01T00:00:00Z'),
    };
    expect(prorate(3000, period, new Date('2026-04-16T00:00:00Z'))).toBe(1500);
    expect(prorate(1000, period, new Date('2026-04-21T00:00:00Z'))).toBe(333);
    expect(prorate(1000, period, new Date('2026-05-02T00:00:00Z'))).toBe(0);
    expect(prorate(1000, period, new Date('2026-03-01T00:00:00Z'))).toBe(1000);
  });
});
