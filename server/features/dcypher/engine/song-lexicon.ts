/**
 * The songwriter's lexicon shipped with the product (lexicon/*.txt): images with the qualities
 * they carry and what they do, subjects with the qualities that fit them, the senses a theme is
 * read as, and the verbs' written-out forms. Loaded once; a mistake in the files stops loading
 * with the line it is on, so a reviewer's edit cannot silently write bad lines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAvoidedByEngine } from './blocklist';
import { pluralFormOf } from './plurals';

export type Person = 'it' | 'they' | 'you' | 'I' | 'we';

export interface Verb {
  base: string;
  third: string;
  past: string;
}

/** Something an image does that shows one of its qualities: "burn all night". */
export interface Action {
  verb: Verb;
  /** The words after the verb: "all night". */
  rest: string;
  quality: string;
}

export interface Image {
  /** As the header names it: "a lighthouse", "the tide", "smoke". */
  name: string;
  noun: string;
  article: 'a' | 'an' | 'the' | '';
  /** "the headlights" take "they": "the headlights that cut through the dark". */
  plural: boolean;
  qualities: ReadonlyMap<string, readonly Action[]>;
  settings: readonly string[];
  partners: readonly string[];
  senses: ReadonlySet<string>;
  isPlace: boolean;
}

export interface Subject {
  name: string;
  person: Person;
  /** A place or a season can be likened to things but does nothing ("this town creeps in"). */
  isPlace: boolean;
  qualities: ReadonlySet<string>;
  senses: ReadonlySet<string>;
}

export interface SongLexicon {
  images: readonly Image[];
  imagesByNoun: ReadonlyMap<string, Image>;
  subjects: readonly Subject[];
  /** Every quality; those in `comparable` can stand in "as ... as". */
  qualities: ReadonlySet<string>;
  comparable: ReadonlySet<string>;
  senses: ReadonlyMap<string, ReadonlySet<string>>;
  verbs: ReadonlyMap<string, Verb>;
  /** Every word the lexicon can put in a line, for checking a line is within it. */
  vocabulary: ReadonlySet<string>;
  /**
   * The words chosen for songs: images, subjects, qualities and verbs, not the words that only
   * fill out a setting or an action ("company" in "keep the night company").
   */
  songWords: ReadonlySet<string>;
}

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lexicon');

/** Words an action must not hold: it would be conjugated wrongly ("won'ting let go"). */
const auxiliaries =
  /\b(?:will|would|can|could|shall|should|may|might|must|do|does|did|is|are|was|were|am|be|been|have|has|had)\b|'/;

/** A clause of its own keeps its pronoun whoever does the action: "we grow where it wants". */
const ownClause = /\b(?:where|what|when|while|until|till|if|as)\s+(?:it|he|she|they|we|you|I)\b/;

class LexiconError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`lexicon/${file}:${line}: ${message}`);
  }
}

interface SourceLine {
  number: number;
  text: string;
}

function readLines(file: string): SourceLine[] {
  return readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ number: index + 1, text: text.replace(/\s+$/, '') }))
    .filter((line) => line.text.trim() !== '' && !line.text.trim().startsWith('#'));
}

/** Header lines start at the margin, their fields indented under them. */
function blocks(lines: SourceLine[]): { header: SourceLine; fields: SourceLine[] }[] {
  const found: { header: SourceLine; fields: SourceLine[] }[] = [];
  for (const line of lines) {
    if (!line.text.startsWith(' ')) found.push({ header: line, fields: [] });
    else found.at(-1)?.fields.push(line);
  }
  return found;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function readQualities(): { qualities: Set<string>; comparable: Set<string> } {
  const qualities = new Set<string>();
  const comparable = new Set<string>();
  for (const { text } of readLines('qualities.txt')) {
    const [quality, mark] = text.trim().split(/\s+/);
    qualities.add(quality);
    if (mark !== '*') comparable.add(quality);
  }
  return { qualities, comparable };
}

function readVerbs(): Map<string, Verb> {
  const verbs = new Map<string, Verb>();
  for (const { number, text } of readLines('verbs.txt')) {
    const [base, third, past, extra] = text.trim().split(/\s+/);
    if (past === undefined || extra !== undefined)
      throw new LexiconError('verbs.txt', number, 'expected "base third past"');
    verbs.set(base, { base, third, past });
  }
  return verbs;
}

function readSenses(): Map<string, Set<string>> {
  const senses = new Map<string, Set<string>>();
  for (const { number, text } of readLines('song-senses.txt')) {
    const match = /^([a-z]+):\s*(.+)$/.exec(text);
    if (match === null)
      throw new LexiconError('song-senses.txt', number, 'expected "sense: words"');
    senses.set(match[1], new Set(match[2].split(/\s+/)));
  }
  return senses;
}

function parseSenses(
  file: string,
  line: SourceLine,
  text: string | undefined,
  known: ReadonlyMap<string, unknown>,
): Set<string> {
  const senses = new Set((text ?? '').split(/\s+/).filter(Boolean));
  for (const sense of senses)
    if (!known.has(sense)) throw new LexiconError(file, line.number, `unknown sense "${sense}"`);
  return senses;
}

function parseAction(
  line: SourceLine,
  phrase: string,
  quality: string,
  verbs: ReadonlyMap<string, Verb>,
): Action {
  if (auxiliaries.test(phrase))
    throw new LexiconError('song-images.txt', line.number, `"${phrase}" holds an auxiliary`);
  if (ownClause.test(phrase))
    throw new LexiconError('song-images.txt', line.number, `"${phrase}" has a subject of its own`);
  const [head, ...rest] = phrase.split(' ');
  const verb = verbs.get(head);
  if (verb === undefined)
    throw new LexiconError('song-images.txt', line.number, `verb "${head}" is not in verbs.txt`);
  return { verb, rest: rest.join(' '), quality };
}

function parseImage(
  header: SourceLine,
  fields: SourceLine[],
  lexicon: Pick<SongLexicon, 'qualities' | 'verbs' | 'senses'>,
): Image {
  const file = 'song-images.txt';
  const [name, senseText] = header.text.split('|').map((part) => part.trim());
  const match = /^(?:(a|an|the) )?([a-z][a-z ]*)$/.exec(name);
  if (match === null) throw new LexiconError(file, header.number, `cannot read "${name}"`);
  const noun = match[2];
  const last = noun.split(' ').at(-1)!;
  const qualities = new Map<string, Action[]>();
  const settings: string[] = [];
  const partners: string[] = [];
  let isPlace = false;
  for (const field of fields) {
    if (/^\s+kind:\s*place$/.test(field.text)) {
      isPlace = true;
      continue;
    }
    const fieldMatch = /^\s+([a-z]+):\s*(.*)$/.exec(field.text);
    if (fieldMatch === null) throw new LexiconError(file, field.number, 'expected "key: value"');
    const [, key, value] = fieldMatch;
    const phrases = value
      .split('|')
      .map((phrase) => phrase.trim())
      .filter(Boolean);
    if (key === 'where') {
      const echoes = phrases.find((phrase) =>
        noun.split(' ').some((word) => phrase.split(' ').includes(word)),
      );
      if (echoes !== undefined)
        throw new LexiconError(file, field.number, `"${echoes}" repeats the image's own word`);
      settings.push(...phrases);
    } else if (key === 'partner') partners.push(...phrases);
    else if (lexicon.qualities.has(key))
      qualities.set(
        key,
        phrases.map((phrase) => parseAction(field, phrase, key, lexicon.verbs)),
      );
    else throw new LexiconError(file, field.number, `unknown quality "${key}"`);
  }
  return {
    name,
    noun,
    article: (match[1] ?? '') as Image['article'],
    // Only "the" and bare names can be plural ("the headlights"); "a cactus" never is.
    plural:
      (match[1] === 'the' || match[1] === undefined) &&
      last.endsWith('s') &&
      pluralFormOf(last.slice(0, -1)) === last,
    qualities,
    settings,
    partners,
    senses: parseSenses(file, header, senseText, lexicon.senses),
    isPlace,
  };
}

function parseSubject(
  header: SourceLine,
  fields: SourceLine[],
  lexicon: Pick<SongLexicon, 'qualities' | 'senses'>,
): Subject {
  const file = 'song-subjects.txt';
  const [name, person, senseText] = header.text.split('|').map((part) => part.trim());
  if (!['it', 'they', 'you', 'I', 'we'].includes(person))
    throw new LexiconError(file, header.number, `unknown pronoun "${person}"`);
  const qualities = new Set<string>();
  let isPlace = false;
  for (const field of fields) {
    if (/^\s+kind:\s*place$/.test(field.text)) {
      isPlace = true;
      continue;
    }
    const fieldMatch = /^\s+is:\s*(.+)$/.exec(field.text);
    if (fieldMatch === null) throw new LexiconError(file, field.number, 'expected "is: qualities"');
    for (const quality of fieldMatch[1].split(/\s+/)) {
      if (!lexicon.qualities.has(quality))
        throw new LexiconError(file, field.number, `unknown quality "${quality}"`);
      qualities.add(quality);
    }
  }
  return {
    name,
    person: person as Person,
    isPlace,
    qualities,
    senses: parseSenses(file, header, senseText, lexicon.senses),
  };
}

function loadSongLexicon(): SongLexicon {
  const { qualities, comparable } = readQualities();
  const verbs = readVerbs();
  const senses = readSenses();
  const base = { qualities, verbs, senses };
  const images = blocks(readLines('song-images.txt')).map(({ header, fields }) =>
    parseImage(header, fields, base),
  );
  const subjects = blocks(readLines('song-subjects.txt')).map(({ header, fields }) =>
    parseSubject(header, fields, base),
  );
  const imagesByNoun = new Map(images.map((image) => [image.noun, image]));
  for (const image of images) {
    for (const partner of image.partners) {
      const noun = partner.replace(/^(?:a|an|the) /, '');
      if (!imagesByNoun.has(noun))
        throw new Error(
          `lexicon/song-images.txt: partner "${partner}" of ${image.name} is no image`,
        );
    }
  }

  const vocabulary = new Set<string>();
  const songWords = new Set<string>();
  const add = (text: string, chosen = false) =>
    words(text).forEach((word) => {
      vocabulary.add(word);
      if (chosen) songWords.add(word);
    });
  for (const image of images) {
    add(image.name, true);
    image.settings.forEach((setting) => add(setting));
    for (const [quality, actions] of image.qualities) {
      add(quality, true);
      for (const action of actions) {
        add(`${action.verb.base} ${action.verb.third} ${action.verb.past}`, true);
        add(action.rest);
      }
    }
  }
  subjects.forEach((subject) => add(subject.name, true));
  qualities.forEach((quality) => add(quality, true));
  for (const grammarWord of ['a', 'an', 'the', 'my', 'your', 'our', 'this', 'these'])
    songWords.delete(grammarWord);
  for (const word of vocabulary) {
    if (isAvoidedByEngine(word)) throw new Error(`lexicon: "${word}" is a word the engine avoids`);
  }
  // Senses list words a theme may name; only those that are also images or subjects matter
  // for lines, but all of them count when reading a theme.
  return {
    images,
    imagesByNoun,
    subjects,
    qualities,
    comparable,
    senses,
    verbs,
    vocabulary,
    songWords,
  };
}

let loaded: SongLexicon | undefined;

export function songLexicon(): SongLexicon {
  loaded ??= loadSongLexicon();
  return loaded;
}
