/** Small grammar for built lines: articles by sound, agreement of verbs with who does them. */
import { isVowel, pronunciationsOf } from './pronunciations';
import type { Action, Image, Person } from './song-lexicon';
import { pluralFormOf } from './plurals';

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

export type Tense = 'present' | 'past';

/** The image as a line names it, with a quality before it when given: "a steady lighthouse". */
/** "golden gold", "hollow hollow": a quality that only repeats the noun says nothing. */
export function echoesNoun(image: Image, adjective: string): boolean {
  const stem = adjective.slice(0, 4);
  return image.noun.split(' ').some((word) => word.startsWith(stem) || adjective.startsWith(word));
}

export function imagePhrase(image: Image, adjective?: string): string {
  const noun = adjective === undefined ? image.noun : `${adjective} ${image.noun}`;
  if (image.article === 'a' || image.article === 'an') return withArticle(noun);
  return image.article === 'the' ? `the ${noun}` : noun;
}

/** "the headlights" are "the headlights", "a lighthouse" is "the lighthouse". */
export function definitePhrase(image: Image): string {
  return image.article === '' ? image.noun : `the ${image.noun}`;
}

/** Many of the image: "leaves", "houses of cards"; undefined for stuff ("smoke"). */
export function imagePlural(image: Image): string | undefined {
  if (image.article !== 'a' && image.article !== 'an') return undefined;
  const parts = image.noun.split(' ');
  const head = parts.indexOf('of') > 0 ? parts.indexOf('of') - 1 : parts.length - 1;
  const plural = pluralFormOf(parts[head]);
  if (plural === undefined) return undefined;
  parts[head] = plural;
  return parts.join(' ');
}

export function be(person: Person, tense: Tense): string {
  if (tense === 'past') return person === 'I' || person === 'it' ? 'was' : 'were';
  return person === 'I' ? 'am' : person === 'it' ? 'is' : 'are';
}

const possessives: Record<Person, string> = {
  it: 'its',
  they: 'their',
  you: 'your',
  I: 'my',
  we: 'our',
};

/**
 * Words that name the singer or the singers, which a line about them cannot also use for
 * someone else: not "I pull me under", "we gather us around", "we faded under my sleeve".
 */
const clashesWith: Partial<Record<Person, RegExp>> = {
  I: /\b(?:me|us|our)\b/,
  we: /\b(?:I|me|my|us)\b/,
};

/** Whether a phrase (an action, a setting) can follow the person as subject. */
export function fitsPerson(person: Person, phrase: string): boolean {
  return !(clashesWith[person]?.test(phrase) ?? false);
}

/** Whether the person can do the action: "I pull me under" cannot be said. */
export function canDo(person: Person, action: Action): boolean {
  return fitsPerson(person, action.rest);
}

/** The action done by the person: "hope burns all night", "you held its ground" -> "your". */
export function actionPhrase(action: Action, person: Person, tense: Tense): string {
  const verb =
    tense === 'past' ? action.verb.past : person === 'it' ? action.verb.third : action.verb.base;
  const rest = action.rest.replace(/\bits\b/g, possessives[person]);
  return rest === '' ? verb : `${verb} ${rest}`;
}

export function imagePerson(image: Image): Person {
  return image.plural ? 'they' : 'it';
}
