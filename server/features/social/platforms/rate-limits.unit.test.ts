import { describe, expect, it } from 'vitest';
import {
  rateLimitWait,
  rateLimitWaitMs,
  retryAfterMs,
  untilPacificMidnightMs,
} from './rate-limits';

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

describe('untilPacificMidnightMs', () => {
  it('counts to the next midnight in Los Angeles, summer and winter', () => {
    // 23:30 PDT (UTC-7) on 1 July is 06:30 UTC on 2 July.
    expect(untilPacificMidnightMs(Date.parse('2026-07-02T06:30:00Z'))).toBe(30 * 60_000);
    // 00:00:01 PST (UTC-8) on 15 January.
    expect(untilPacificMidnightMs(Date.parse('2026-01-15T08:00:01Z'))).toBe(86_399_000);
  });
});

describe('rateLimitWait', () => {
  const now = Date.parse('2026-07-02T06:30:00Z');
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const googleError = (reason: string) => ({
    error: { code: 403, message: reason, errors: [{ reason, domain: 'youtube.quota' }] },
  });

  it('reads YouTube’s 403 quota and rate-limit reasons, not its other 403s', async () => {
    expect(await rateLimitWait('youtube', json(403, googleError('quotaExceeded')), now)).toBe(
      30 * 60_000,
    );
    expect(await rateLimitWait('youtube', json(403, googleError('rateLimitExceeded')), now)).toBe(
      60_000,
    );
    expect(await rateLimitWait('youtube', json(403, googleError('forbidden')), now)).toBeNull();
  });

  it('reads Meta’s rate-limit codes and its estimate of when access comes back', async () => {
    const limited = { error: { message: 'Application request limit reached', code: 4 } };
    const usage = JSON.stringify({
      '17841400000000001': [
        { type: 'instagram', call_count: 100, estimated_time_to_regain_access: 12 },
      ],
    });
    expect(
      await rateLimitWait(
        'instagram',
        json(403, limited, { 'x-business-use-case-usage': usage }),
        now,
      ),
    ).toBe(12 * 60_000);
    expect(await rateLimitWait('instagram', json(400, limited), now)).toBe(3_600_000);
    const expired = { error: { message: 'Invalid OAuth access token', code: 190 } };
    expect(await rateLimitWait('instagram', json(400, expired), now)).toBeNull();
  });

  it('reads a 429 from any platform, and nothing else', async () => {
    expect(await rateLimitWait('tiktok', json(429, {}, { 'retry-after': '7' }), now)).toBe(7_000);
    expect(await rateLimitWait('tiktok', json(403, googleError('quotaExceeded')), now)).toBeNull();
    expect(await rateLimitWait('twitter', json(503, {}), now)).toBeNull();
  });
});
