/** Head words with their rhymes (LP1) or alliterations (LP2). */
import { alliterationsFor, onsetKey } from './alliteration';
import { lexicon } from './lexicon';
import { pronunciationsOf } from './pronunciations';
import { pickCommon, shuffled } from './random';
import { rhymeKey, rhymesFor } from './rhyme';
import type { WordItem } from './types';
import type { GenerationContext } from './word-choice';
import { markUsed } from './word-choice';

export const minimumMatches = 3;
const matchesShown = 6;
const headWordsDrawnFrom = 2500;
const attemptsPerWord = 60;

interface WordFamily {
  /** What heads must not share in one result, so ten items are ten different sounds. */
  familyOf: (word: string) => string | undefined;
  candidatesFor: (word: string) => string[];
  /** Excludes matches too close to the head to teach anything ("phone", "phones"). */
  isDistinct: (head: string, match: string) => boolean;
  /**
   * Matches are drawn from this many of the most common candidates, then shown most common
   * first. A first sound is shared by thousands of words, a rhyme by a handful, so alliteration
   * draws wider or every "p" word would get the same six.
   */
  drawnFrom: number;
}

const rhymeFamily: WordFamily = {
  familyOf: rhymeKey,
  candidatesFor: rhymesFor,
  isDistinct: (head, match) => !match.startsWith(head) && !head.startsWith(match),
  drawnFrom: 12,
};

/**
 * Alliteration is heard on a consonant or a stressed vowel: "appoint", "again" and "obtain"
 * share only an unstressed "uh", which no listener hears as a repeated sound.
 */
function startsStrong(word: string): boolean {
  const [phonemes] = pronunciationsOf(word);
  return phonemes !== undefined && !/[02]$/.test(phonemes[0]);
}

const alliterationFamily: WordFamily = {
  familyOf: (word) => (startsStrong(word) ? onsetKey(word) : undefined),
  candidatesFor: (word) => alliterationsFor(word).filter(startsStrong),
  isDistinct: (head, match) => head.slice(0, 4) !== match.slice(0, 4),
  drawnFrom: 60,
};

function headCandidates(context: GenerationContext): string[] {
  const { facts } = lexicon();
  return shuffled(
    context.theme.words
      .filter((word) => word.length >= 3 && facts.get(word)?.partOfSpeech !== 'adverb')
      .slice(0, 40),
    context.random,
  );
}

/** Words seen at least once in WordNet's tagged corpus; rarer ones only when too few are. */
const familiarCommonness = 1;

function matchesFor(context: GenerationContext, family: WordFamily, head: string): string[] {
  const { facts } = lexicon();
  const candidates = family
    .candidatesFor(head)
    .filter((match) => !context.uses.has(match) && family.isDistinct(head, match));
  const familiar = candidates.filter(
    (match) => (facts.get(match)?.commonness ?? 0) >= familiarCommonness,
  );
  const free = familiar.length >= minimumMatches ? familiar : candidates;
  const themed = free.filter((match) => context.theme.has(match));
  const common = shuffled(free.slice(0, family.drawnFrom), context.random);
  const commonness = (word: string) => lexicon().facts.get(word)?.commonness ?? 0;
  const chosen = [...new Set([...themed, ...common])].slice(0, matchesShown);
  // Theme words lead, then the rest most common first.
  return chosen.sort(
    (first, second) =>
      Number(context.theme.has(second)) - Number(context.theme.has(first)) ||
      commonness(second) - commonness(first),
  );
}

function writeWordItems(context: GenerationContext, family: WordFamily, count: number): WordItem[] {
  const items: WordItem[] = [];
  const usedFamilies = new Set<string>();
  const themed = headCandidates(context);
  const common = lexicon().headWords.slice(0, headWordsDrawnFrom);
  for (let attempt = 0; items.length < count && attempt < count * attemptsPerWord; attempt++) {
    const head = themed.length > 0 ? themed.pop()! : pickCommon(common, context.random);
    if (head === undefined || context.uses.has(head)) continue;
    const familyKey = family.familyOf(head);
    // Distinct families while there are enough of them; alliteration has only ~40 first sounds.
    if (
      familyKey === undefined ||
      (usedFamilies.has(familyKey) && attempt < (count * attemptsPerWord) / 2)
    )
      continue;
    const matches = matchesFor(context, family, head);
    if (matches.length < minimumMatches) continue;
    usedFamilies.add(familyKey);
    markUsed(context, [head, ...matches]);
    items.push({ kind: 'word', word: head, matches });
  }
  return items;
}

export function writeRhymingWords(context: GenerationContext, count: number): WordItem[] {
  return writeWordItems(context, rhymeFamily, count);
}

export function writeAlliterations(context: GenerationContext, count: number): WordItem[] {
  return writeWordItems(context, alliterationFamily, count);
}
