import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

const middle = () => 0.5;

describe('retryDelayMs', () => {
  it('waits 5 s after the first failure and doubles each time, up to an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(11, middle)).toBe(3_600_000);
    expect(retryDelayMs(500, middle)).toBe(3_600_000);
  });

  it('spreads retries by a quarter either way', () => {
    expect(retryDelayMs(2, () => 0)).toBe(7_500);
    expect(retryDelayMs(2, () => 0.999_999)).toBeCloseTo(12_500, -1);
  });
});
