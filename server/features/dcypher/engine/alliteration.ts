/**
 * Alliteration by sound, not spelling: "phone" goes with "fan", "knife" with "nap",
 * "cite" with "sit", while "phone" and "pony" start with different sounds.
 */
import { normalizeWord, pronunciationsOf, withoutStress } from './pronunciations';
import { spokenCount, vocabularyMostSpokenFirst } from './spoken-frequency';

/** The first sound of the word, e.g. "F" for "phone"; undefined if the word is unknown. */
export function onsetKey(word: string): string | undefined {
  const [first] = pronunciationsOf(word);
  return first === undefined ? undefined : withoutStress(first[0]);
}

export function onsetKeysOf(word: string): Set<string> {
  return new Set(pronunciationsOf(word).map((phonemes) => withoutStress(phonemes[0])));
}

export function alliterates(first: string, second: string): boolean {
  if (normalizeWord(first) === normalizeWord(second)) return false;
  const secondOnsets = onsetKeysOf(second);
  return [...onsetKeysOf(first)].some((onset) => secondOnsets.has(onset));
}

/**
 * Words too slight to carry alliteration in a line: articles, pronouns, auxiliaries,
 * prepositions and conjunctions. "My mind" alliterates only if "mind" finds another M.
 */
const functionWords = new Set(
  (
    'a an the my your our their his her its this that these those i me you we us they them he she it ' +
    'is am are was were be been being do does did have has had will would can could shall should may ' +
    'might must of in on at to for from by with into onto over under like as than and or but nor so ' +
    "if then when while where who what which not no up out off i'm you're we're they're it's im"
  ).split(' '),
);

export function isContentWord(word: string): boolean {
  const normalized = normalizeWord(word);
  return normalized.length > 0 && !functionWords.has(normalized);
}

/** The content words of a line that share a first sound with another content word in it. */
export function alliteratingWordsIn(line: string): string[] {
  const contentWords = line.split(/\s+/).map(normalizeWord).filter(isContentWord);
  return contentWords.filter((word, index) =>
    contentWords.some((other, otherIndex) => otherIndex !== index && alliterates(word, other)),
  );
}

export function lineAlliterates(line: string): boolean {
  return alliteratingWordsIn(line).length >= 2;
}

let vocabularyByOnset: Map<string, string[]> | undefined;

function onsetIndex(): Map<string, string[]> {
  if (vocabularyByOnset === undefined) {
    vocabularyByOnset = new Map();
    for (const word of vocabularyMostSpokenFirst()) {
      for (const onset of onsetKeysOf(word)) {
        const family = vocabularyByOnset.get(onset);
        if (family === undefined) vocabularyByOnset.set(onset, [word]);
        else family.push(word);
      }
    }
  }
  return vocabularyByOnset;
}

/** Clean, known words that share the first sound of `word`, most often spoken first. */
export function alliterationsFor(word: string): string[] {
  const normalized = normalizeWord(word);
  const onsets = [...onsetKeysOf(normalized)];
  // The index lists each sound's words most often spoken first; only a word with two first sounds
  // ("either") needs its families merged and sorted again.
  const families = onsets.map((onset) => onsetIndex().get(onset) ?? []);
  if (families.length === 1) return families[0].filter((candidate) => candidate !== normalized);
  return [...new Set(families.flat())]
    .filter((candidate) => candidate !== normalized)
    .sort((first, second) => spokenCount(second) - spokenCount(first));
}
