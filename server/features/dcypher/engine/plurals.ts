/**
 * Plural forms the CMU dictionary knows. A noun with a known plural counts ("a lantern",
 * "lanterns"); one without is a mass noun ("silence", "gold") and takes no article.
 */
import { hasPronunciation } from './pronunciations';

const irregularPlurals = new Map([
  ['child', 'children'],
  ['foot', 'feet'],
  ['goose', 'geese'],
  ['man', 'men'],
  ['mouse', 'mice'],
  ['ox', 'oxen'],
  ['tooth', 'teeth'],
  ['woman', 'women'],
]);

/** Worked out on demand and remembered: most of the vocabulary never needs it. */
const knownPlurals = new Map<string, string | undefined>();

function findPlural(noun: string): string | undefined {
  const candidates = [irregularPlurals.get(noun) ?? ''];
  if (/(s|x|z|ch|sh)$/.test(noun)) candidates.push(`${noun}es`);
  else if (/[^aeiou]y$/.test(noun)) candidates.push(`${noun.slice(0, -1)}ies`);
  else if (/fe?$/.test(noun)) candidates.push(noun.replace(/fe?$/, 'ves'), `${noun}s`);
  else if (/[^aeiou]o$/.test(noun)) candidates.push(`${noun}es`, `${noun}s`);
  else candidates.push(`${noun}s`);
  return candidates.find((candidate) => candidate !== '' && hasPronunciation(candidate));
}

export function pluralFormOf(noun: string): string | undefined {
  if (!knownPlurals.has(noun)) knownPlurals.set(noun, findPlural(noun));
  return knownPlurals.get(noun);
}
