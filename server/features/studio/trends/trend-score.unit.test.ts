import { describe, expect, it } from 'vitest';
import { TREND_OPTIONS, scoreAt, trendScore } from './trend-score';
import type { TopicUse } from './trend-score';

const now = new Date('2026-11-26T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const uses = (accounts: number, hours: number, prefix = 'a'): TopicUse[] =>
  Array.from({ length: accounts }, (_, index) => ({
    account: `${prefix}${index}`,
    at: hoursAgo(hours),
  }));

describe('the trend score (Mastodon’s trending tags)', () => {
  it('is (observed − expected)² / expected when today beats yesterday', () => {
    // 6 accounts today against 2 yesterday: (6 − 2)² / 2 = 8.
    const history = [...uses(6, 1), ...uses(2, 30, 'b')];
    expect(scoreAt(history, now.getTime())).toBe(8);
    expect(trendScore(history, now)).toMatchObject({ accountsToday: 6, expected: 2 });
  });

  it('takes an expected count of at least 1 on a quiet yesterday', () => {
    expect(scoreAt(uses(3, 1), now.getTime())).toBe(4);
  });

  it('counts an account once however often it posts', () => {
    const spam = Array.from({ length: 50 }, () => ({ account: 'same', at: hoursAgo(1) }));
    expect(trendScore(spam, now).score).toBe(0);
    expect(trendScore(spam, now).accountsToday).toBe(1);
  });

  it('is zero under the threshold of accounts or when usage falls', () => {
    expect(TREND_OPTIONS.threshold).toBe(2);
    expect(scoreAt(uses(1, 1), now.getTime())).toBe(0);
    expect(scoreAt([...uses(3, 1), ...uses(5, 30, 'b')], now.getTime())).toBe(0);
  });

  it('decays from its peak by half every two hours', () => {
    // A peak of 4 (3 accounts) that has since left the 24-hour window.
    const peak = uses(3, 23);
    const atPeak = trendScore(peak, hoursAgo(0)).score;
    expect(atPeak).toBe(4);
    const later = trendScore(peak, new Date(now.getTime() + 4 * 3_600_000));
    expect(later.accountsToday).toBe(0);
    // Evaluated hourly: the last hour the uses were in the window is 4 hours back.
    expect(later.score).toBe(4 * 0.5 ** 2);
  });

  it('forgets a peak after the cooldown', () => {
    expect(trendScore(uses(3, 80), now).score).toBe(0);
  });

  it('ranks a sudden rise above a steady topic', () => {
    const steady = [...uses(5, 2), ...uses(5, 26, 'b')];
    const rising = [...uses(5, 2), ...uses(1, 26, 'b')];
    expect(trendScore(rising, now).score).toBeGreaterThan(trendScore(steady, now).score);
  });
});
