/**
 * The trend score of a topic, computed the way Mastodon ranks trending tags
 * (app/models/trends/tags.rb): the distinct accounts that used it in the last 24 hours are
 * compared with the day before (the expected count, at least 1); a topic scores
 * `(observed - expected)² / expected` when it rises above expectation and above a threshold
 * of accounts. The score keeps its peak within a cooldown window and halves every half-life
 * from that peak, so a topic that spiked yesterday fades instead of vanishing at midnight.
 *
 * Mastodon keeps the peak in a table; here it is recomputed from the uses themselves by
 * evaluating the score at each hour of the cooldown window, which gives the same answer
 * without state.
 */

export interface TopicUse {
  /** Who used it: one account counts once per window however often it posts. */
  account: string;
  at: Date;
}

export interface TrendOptions {
  /** Mastodon's default is 5 accounts; a self-hosted instance is smaller, 2 keeps one account from trending alone. */
  threshold: number;
  /** How long a peak is remembered (Mastodon: 2 days). */
  cooldownHours: number;
  /** How fast the remembered peak fades (Mastodon: 2 hours). */
  halfLifeHours: number;
}

export const TREND_OPTIONS: TrendOptions = { threshold: 2, cooldownHours: 48, halfLifeHours: 2 };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface TrendScore {
  score: number;
  /** Distinct accounts in the 24 hours up to now. */
  accountsToday: number;
  /** Distinct accounts in the 24 hours before that. */
  expected: number;
}

function accountsBetween(uses: readonly TopicUse[], from: number, to: number): number {
  const accounts = new Set<string>();
  for (const use of uses) {
    const at = use.at.getTime();
    if (at > from && at <= to) accounts.add(use.account);
  }
  return accounts.size;
}

/** The raw score at one moment: how far the last day's accounts exceed the day before's. */
export function scoreAt(uses: readonly TopicUse[], at: number, options = TREND_OPTIONS): number {
  const observed = accountsBetween(uses, at - DAY_MS, at);
  const expected = Math.max(1, accountsBetween(uses, at - 2 * DAY_MS, at - DAY_MS));
  if (observed < options.threshold || observed <= expected) return 0;
  return (observed - expected) ** 2 / expected;
}

export function trendScore(
  uses: readonly TopicUse[],
  now: Date,
  options: TrendOptions = TREND_OPTIONS,
): TrendScore {
  const nowMs = now.getTime();
  let score = 0;
  for (let hoursAgo = 0; hoursAgo <= options.cooldownHours; hoursAgo += 1) {
    const raw = scoreAt(uses, nowMs - hoursAgo * HOUR_MS, options);
    if (raw === 0) continue;
    const decayed = raw * 0.5 ** (hoursAgo / options.halfLifeHours);
    if (decayed > score) score = decayed;
  }
  return {
    score: Math.round(score * 100) / 100,
    accountsToday: accountsBetween(uses, nowMs - DAY_MS, nowMs),
    expected: accountsBetween(uses, nowMs - 2 * DAY_MS, nowMs - DAY_MS),
  };
}
