/**
 * Perfect rhyme by sound: the last stressed vowel and every sound after it match, and the words
 * do not sound identical ("pair"/"pear" is the same word to the ear, "love"/"move" only looks alike).
 */
import type { Phonemes } from './pronunciations';
import { isVowel, normalizeWord, pronunciationsOf, withoutStress } from './pronunciations';
import { spokenCount, vocabularyMostSpokenFirst } from './spoken-frequency';

function rhymeKeyOfPhonemes(phonemes: Phonemes): string | undefined {
  const stressRank = (phoneme: string) =>
    phoneme.endsWith('1') ? 2 : phoneme.endsWith('2') ? 1 : 0;
  let start = -1;
  for (let index = 0; index < phonemes.length; index++) {
    // Prefer the last primary stress, then the last secondary, then the last vowel at all.
    if (
      isVowel(phonemes[index]) &&
      (start < 0 || stressRank(phonemes[index]) >= stressRank(phonemes[start]))
    ) {
      start = index;
    }
  }
  return start < 0 ? undefined : phonemes.slice(start).map(withoutStress).join(' ');
}

/** The sounds a rhyme must share with this word, e.g. "AE T" for "cat"; undefined if unknown. */
export function rhymeKey(word: string): string | undefined {
  const [first] = pronunciationsOf(word);
  return first === undefined ? undefined : rhymeKeyOfPhonemes(first);
}

export function rhymes(first: string, second: string): boolean {
  const firstWord = normalizeWord(first);
  const secondWord = normalizeWord(second);
  if (firstWord === secondWord) return false;
  const secondPronunciations = pronunciationsOf(secondWord);
  return pronunciationsOf(firstWord).some((firstPhonemes) => {
    const key = rhymeKeyOfPhonemes(firstPhonemes);
    const spoken = firstPhonemes.join(' ');
    return secondPronunciations.some(
      (secondPhonemes) =>
        rhymeKeyOfPhonemes(secondPhonemes) === key && secondPhonemes.join(' ') !== spoken,
    );
  });
}

let vocabularyByRhymeKey: Map<string, string[]> | undefined;

function rhymeIndex(): Map<string, string[]> {
  if (vocabularyByRhymeKey === undefined) {
    vocabularyByRhymeKey = new Map();
    for (const word of vocabularyMostSpokenFirst()) {
      const keys = new Set(pronunciationsOf(word).map(rhymeKeyOfPhonemes));
      for (const key of keys) {
        if (key === undefined) continue;
        const family = vocabularyByRhymeKey.get(key);
        if (family === undefined) vocabularyByRhymeKey.set(key, [word]);
        else family.push(word);
      }
    }
  }
  return vocabularyByRhymeKey;
}

/** Clean, known words that perfectly rhyme with `word`, most often spoken first. */
export function rhymesFor(word: string): string[] {
  const candidates = new Set<string>();
  for (const phonemes of pronunciationsOf(word)) {
    const key = rhymeKeyOfPhonemes(phonemes);
    if (key !== undefined)
      for (const candidate of rhymeIndex().get(key) ?? []) candidates.add(candidate);
  }
  return [...candidates]
    .filter((candidate) => rhymes(word, candidate))
    .sort((first, second) => spokenCount(second) - spokenCount(first));
}

/** The last word of a line, the one a rhyme is heard on. */
export function lastWordOf(line: string): string {
  const words = line.split(/\s+/).map(normalizeWord).filter(Boolean);
  return words.at(-1) ?? '';
}
