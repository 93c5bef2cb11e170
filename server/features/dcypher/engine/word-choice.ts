/**
 * What one result has used so far, so twenty lines read as twenty ideas: no line twice, no
 * image twice, no subject more than twice, no listed word twice.
 */
import type { RandomSource } from './random';
import type { Image, Subject } from './song-lexicon';
import type { ThemeWords } from './theme';
import type { ThemeSenses } from './theme-senses';
import { noSenses } from './theme-senses';

export interface GenerationContext {
  random: RandomSource;
  /** WordNet's words for the theme (rhyme and alliteration heads when no sense is known). */
  theme: ThemeWords;
  /** The senses the theme was read as: what steers images and subjects. */
  senses: ThemeSenses;
  /** How many times each listed word has been used in the result so far. */
  uses: Map<string, number>;
  /** Every line written so far, normalized, so none repeats. */
  lines: Set<string>;
  usedImages: Set<Image>;
  subjectUses: Map<Subject, number>;
}

export function createContext(
  random: RandomSource,
  theme: ThemeWords,
  senses: ThemeSenses = noSenses,
): GenerationContext {
  return {
    random,
    theme,
    senses,
    uses: new Map(),
    lines: new Set(),
    usedImages: new Set(),
    subjectUses: new Map(),
  };
}

export function markUsed(context: GenerationContext, words: Iterable<string>): void {
  for (const word of words) context.uses.set(word, (context.uses.get(word) ?? 0) + 1);
}
