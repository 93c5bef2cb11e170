const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long a failed job waits before its next run: 5 s after the first failure, doubling
 * each time up to an hour, give or take a quarter so jobs that failed together (an SMTP
 * server that was down) do not all come back in the same second.
 */
export function retryDelayMs(failedAttempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failedAttempt - 1, 30));
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** exponent);
  return Math.round(base * (0.75 + random() * 0.5));
}
