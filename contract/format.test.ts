import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './format';

// The hand-made formatters must read exactly as the runtime's en-US formatters would.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const counts = new Intl.NumberFormat('en-US');

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [999, '$9.99'],
    [123450, '$1,234.50'],
    [-500, '-$5.00'],
    [100_000_000_00, '$100,000,000.00'],
  ])('writes %i cents as %s', (cents, words) => {
    expect(formatMoney(cents)).toBe(words);
  });

  it('agrees with Intl on any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (cents) => {
        expect(formatMoney(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-4200, '-4,200'],
    [12.5, '12.5'],
  ])('writes %d as %s', (count, words) => {
    expect(formatCount(count)).toBe(words);
  });

  it('agrees with Intl on any whole count', () => {
    fc.assert(
      fc.property(fc.integer(), (count) => {
        expect(formatCount(count)).toBe(counts.format(count));
      }),
    );
  });

  it('keeps at most three decimals, as Intl does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, thousandths) => {
          const count = whole + thousandths / 1000;
          expect(formatCount(count)).toBe(counts.format(count));
        },
      ),
    );
  });
});
