/**
 * How words sound, from the CMU Pronouncing Dictionary (ARPAbet phonemes, vowels carry a
 * stress digit: 1 primary, 2 secondary, 0 none).
 *
 * The package's module is a 135k-key object literal: importing it costs about 20 MB of heap for
 * good. Reading its source text and keeping only plain words costs a fraction and lets the
 * text be collected.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Phonemes = readonly string[];

/** Word -> its pronunciations joined by '|' (one string per word keeps the map small). */
let pronunciationsByWord: Map<string, string> | undefined;

const entryPattern = /^ {2}"([a-z][a-z']*)(?:\(\d+\))?": "([A-Z012 ]+)",?$/gm;

function loadPronunciations(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('cmu-pronouncing-dictionary'), 'utf8');
  const byWord = new Map<string, string>();
  for (const [, word, phonemes] of source.matchAll(entryPattern)) {
    const known = byWord.get(word);
    byWord.set(word, known === undefined ? phonemes : `${known}|${phonemes}`);
  }
  if (byWord.size < 100_000) {
    throw new Error(
      `cmu-pronouncing-dictionary: expected its "word": "PHONEMES" lines, parsed only ${byWord.size} words`,
    );
  }
  return byWord;
}

function pronunciationTable(): Map<string, string> {
  pronunciationsByWord ??= loadPronunciations();
  return pronunciationsByWord;
}

/** Lower case, curly apostrophes made straight, surrounding punctuation dropped. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  // The engine asks about plain words hundreds of thousands of times while loading.
  if (/^[a-z]+$/.test(lower)) return lower;
  return lower
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^[^a-z']+|[^a-z']+$/g, '')
    .replace(/^'+|'+$/g, '');
}

export function pronunciationsOf(word: string): Phonemes[] {
  const known = pronunciationTable().get(normalizeWord(word));
  return known === undefined ? [] : known.split('|').map((phonemes) => phonemes.split(' '));
}

export function isPronounceable(word: string): boolean {
  return pronunciationTable().has(normalizeWord(word));
}

/** isPronounceable for a word already lower case and plain, without normalizing it again. */
export function hasPronunciation(plainWord: string): boolean {
  return pronunciationTable().has(plainWord);
}

export function isVowel(phoneme: string): boolean {
  return /\d$/.test(phoneme);
}

export function withoutStress(phoneme: string): string {
  return phoneme.replace(/\d$/, '');
}

export function syllableCount(word: string): number {
  const [first] = pronunciationsOf(word);
  return first === undefined ? 0 : first.filter(isVowel).length;
}

/** Forces the dictionary to load now, e.g. at server start, instead of on the first request. */
export function loadPronunciationsNow(): number {
  return pronunciationTable().size;
}
