/** Head words with their rhymes (LP1) or alliterations (LP2). */
import { alliterationsFor, onsetKey, onsetKeysOf } from './alliteration';
import { lexicon } from './lexicon';
import { pronunciationsOf } from './pronunciations';
import { pickCommon, shuffled } from './random';
import { rhymeKey, rhymesFor } from './rhyme';
import { isEveryday, isSongWord } from './singable';
import { songLexicon } from './song-lexicon';
import { mostSpokenFirst, spokenCount } from './spoken-frequency';
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

const strongCandidatesByOnset = new Map<string, string[]>();

/**
 * Everyday words that open strongly on the word's first sound, worked out once per sound
 * (about forty) rather than for every head.
 */
function alliterationCandidates(word: string): string[] {
  // Keyed by every first sound the word can be said with ("either": EE or AI).
  const onset = [...onsetKeysOf(word)].sort().join(' ');
  if (onset === '') return [];
  let candidates = strongCandidatesByOnset.get(onset);
  if (candidates === undefined) {
    candidates = alliterationsFor(word).filter(
      (candidate) => startsStrong(candidate) && isEveryday(candidate),
    );
    strongCandidatesByOnset.set(onset, candidates);
  }
  return candidates.filter((candidate) => candidate !== word);
}

const alliterationFamily: WordFamily = {
  familyOf: (word) => (startsStrong(word) ? onsetKey(word) : undefined),
  candidatesFor: alliterationCandidates,
  isDistinct: (head, match) => head.slice(0, 4) !== match.slice(0, 4),
  drawnFrom: 60,
};

/**
 * Heads for a theme: the words of its senses ("midnight drive": night, moon, highway, radio)
 * before what WordNet relates to the words typed, which strays ("drive": crusade, lunge).
 */
function headCandidates(context: GenerationContext): string[] {
  const { facts } = lexicon();
  const fits = (word: string) =>
    /^[a-z]{3,}$/.test(word) && facts.get(word)?.partOfSpeech !== 'adverb' && isEveryday(word);
  if (context.senses.senses.size > 0) {
    const senseWords = [...context.senses.words].filter(fits);
    const imageWords = songLexicon()
      .images.filter((image) => [...image.senses].some((sense) => context.senses.senses.has(sense)))
      .map((image) => image.noun)
      .filter(fits);
    return shuffled([...new Set([...senseWords, ...imageWords])], context.random);
  }
  return shuffled(context.theme.words.filter(fits).slice(0, 40), context.random);
}

function matchesFor(context: GenerationContext, family: WordFamily, head: string): string[] {
  // Only everyday words: a head whose rhymes are all "expunge" and "sponge" is not written.
  const free = family
    .candidatesFor(head)
    .filter(
      (match) => !context.uses.has(match) && family.isDistinct(head, match) && isEveryday(match),
    );
  const inTheme = (word: string) =>
    context.senses.senses.size > 0 ? context.senses.words.has(word) : context.theme.has(word);
  const themed = free.filter(inTheme);
  // The lexicon's own words (fire, fade, feather) before merely common ones (find, force).
  const songWords = shuffled(free.filter(isSongWord).slice(0, family.drawnFrom), context.random);
  const common = shuffled(free.slice(0, family.drawnFrom), context.random);
  const chosen = [...new Set([...themed, ...songWords.slice(0, 3), ...common])].slice(
    0,
    matchesShown,
  );
  // Theme words lead, then the rest most common first.
  return chosen.sort(
    (first, second) =>
      Number(inTheme(second)) - Number(inTheme(first)) || spokenCount(second) - spokenCount(first),
  );
}

let heads: { common: readonly string[]; songHeads: readonly string[] } | undefined;

/** The most spoken everyday heads, and those of them songs are made of; worked out once. */
function everydayHeads() {
  if (heads === undefined) {
    const common = mostSpokenFirst(lexicon().headWords.filter(isEveryday)).slice(
      0,
      headWordsDrawnFrom,
    );
    heads = { common, songHeads: common.filter(isSongWord) };
  }
  return heads;
}

function writeWordItems(context: GenerationContext, family: WordFamily, count: number): WordItem[] {
  const items: WordItem[] = [];
  const usedFamilies = new Set<string>();
  const themed = headCandidates(context);
  const { common, songHeads } = everydayHeads();
  for (let attempt = 0; items.length < count && attempt < count * attemptsPerWord; attempt++) {
    // Without a theme, most heads are words songs are made of: fire, road, heart, rain.
    const head =
      themed.length > 0
        ? themed.pop()!
        : context.random() < 0.7
          ? pickCommon(songHeads, context.random)
          : pickCommon(common, context.random);
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
