/** Decides whether a word may appear in a launchpad result, from the engine or from a model. */
import { avoidedWords, blockedRoots, blockedWords } from './blocked-words';
import { normalizeWord } from './pronunciations';
import { wordNetFlaggedWords } from './wordnet-usage-flags';

/**
 * Inflections built forward from each listed word rather than suffixes stripped from the word
 * being checked: stripping turns "peer" into "pee" and "spicy" into "spic".
 */
function inflectionsOf(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`];
  if (word.endsWith('e')) forms.push(`${word}d`, `${word.slice(0, -1)}ing`);
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word)) {
    const last = word.at(-1);
    forms.push(`${word}${last}ed`, `${word}${last}ing`);
  }
  return forms;
}

function withInflections(words: Iterable<string>): Set<string> {
  const forms = new Set<string>();
  for (const word of words) for (const form of inflectionsOf(word)) forms.add(form);
  return forms;
}

let blockedForms: Set<string> | undefined;
const blockedRootPattern = new RegExp(blockedRoots.join('|'));
let avoidedForms: Set<string> | undefined;

function wordShape(word: string): string {
  return normalizeWord(word).replace(/'/g, '');
}

/** Never shown: profanity, slurs, sexual terms, and what WordNet labels obscene or a slur. */
export function isBlocked(word: string): boolean {
  blockedForms ??= withInflections([...blockedWords, ...wordNetFlaggedWords()]);
  const shape = wordShape(word);
  return blockedForms.has(shape) || blockedRootPattern.test(shape);
}

/** Fine in a writer's own line, but the engine does not pick it by chance. */
export function isAvoidedByEngine(word: string): boolean {
  avoidedForms ??= withInflections(avoidedWords);
  return isBlocked(word) || avoidedForms.has(wordShape(word));
}

/** The blocked words of a line or phrase, in order of appearance. */
export function blockedWordsIn(text: string): string[] {
  return text
    .split(/[\s\-\u2014/]+/)
    .map(normalizeWord)
    .filter((word) => word.length > 0 && isBlocked(word));
}
