import { describe, expect, it } from 'vitest';
import { addMonth, addYear } from './billing-period';

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
});
