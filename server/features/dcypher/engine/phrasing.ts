/** Small grammar for built lines: articles by sound, determiners for the thing a line is about. */
import { lexicon } from './lexicon';
import { isCountable, pluralFormOf } from './plurals';
import { isVowel, pronunciationsOf } from './pronunciations';
import type { RandomSource } from './random';
import { pickOne } from './random';

/** "an hour", "a unicorn": the article follows the first sound, not the first letter. */
export function withArticle(phrase: string): string {
  const [firstWord] = phrase.split(' ');
  const [phonemes] = pronunciationsOf(firstWord);
  const startsWithVowel =
    phonemes === undefined ? /^[aeiou]/i.test(firstWord) : isVowel(phonemes[0]);
  return `${startsWithVowel ? 'an' : 'a'} ${phrase}`;
}

export function pluralOf(noun: string): string {
  return pluralFormOf(noun) ?? `${noun}s`;
}

export function capitalized(line: string): string {
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const ownerDeterminers = ['my', 'your', 'our', 'this'];

let placeSet: Set<string> | undefined;

/**
 * How the thing a line is about is named: settings take "the" ("the night"), countable
 * feelings and body parts belong to someone ("my heart"), mass nouns stand bare ("silence").
 */
export function tenorPhrase(tenor: string, random: RandomSource): string {
  placeSet ??= new Set(lexicon().places);
  if (placeSet.has(tenor)) return `the ${tenor}`;
  if (!isCountable(tenor)) return tenor;
  return `${pickOne(ownerDeterminers, random) ?? 'my'} ${tenor}`;
}
