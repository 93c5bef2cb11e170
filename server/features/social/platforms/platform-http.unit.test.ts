import { describe, expect, it } from 'vitest';
import { rateLimitWaitMs, retryAfterMs } from './platform-http';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, with a minute when absent', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30_000);
    expect(retryAfterMs(null)).toBe(60_000);
  });
});

describe('rateLimitWaitMs', () => {
  const now = 1_790_000_000_000;

  it('prefers Retry-After, then X’s x-rate-limit-reset, then a minute', () => {
    expect(rateLimitWaitMs(new Headers({ 'retry-after': '30' }), now)).toBe(30_000);
    const reset = String(now / 1000 + 900);
    expect(rateLimitWaitMs(new Headers({ 'x-rate-limit-reset': reset }), now)).toBe(900_000);
    expect(
      rateLimitWaitMs(new Headers({ 'retry-after': '5', 'x-rate-limit-reset': reset }), now),
    ).toBe(5_000);
    expect(rateLimitWaitMs(new Headers(), now)).toBe(60_000);
    expect(rateLimitWaitMs(new Headers({ 'x-rate-limit-reset': 'soon' }), now)).toBe(60_000);
  });
});
