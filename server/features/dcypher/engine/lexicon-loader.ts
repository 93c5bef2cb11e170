/**
 * Builds the lexicon from the offline data packages. Everything large (the word list, WordNet's
 * sense index and noun data) is read, filtered and dropped; only the chosen words stay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isAvoidedByEngine } from './blocklist';
import type { Lexicon, PartOfSpeech, WordFacts } from './lexicon';
import { isCountable, pluralFormOf } from './plurals';
import { hasPronunciation, syllableCount } from './pronunciations';
import {
  limitingAdjectives,
  namedThings,
  placeRoots,
  substanceRoots,
  thingRoots,
} from './pool-roots';
import { readWordNetText, synsetInText, synsetOffsetOfSense } from './wordnet';

/** WordNet lexicographer files (lex_filenum) the pools are drawn from. */
const LexFile = {
  adjective: 0,
  participle: 44,
  quantity: 23,
  animal: 5,
  artifact: 6,
  body: 8,
  feeling: 12,
  food: 13,
  object: 17,
  plant: 20,
} as const;

/** Living and edible things read vividly whatever their depth in WordNet. */
const vividLexFiles = new Set<number>([LexFile.animal, LexFile.food, LexFile.plant]);

const PoolSize = {
  vehicles: 500,
  places: 120,
  feelings: 40,
  bodyParts: 25,
  placesAsTenors: 40,
  substances: 60,
  adjectives: 400,
} as const;

const partOfSynsetType: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adjective',
  '4': 'adverb',
  '5': 'adjective',
};

interface SenseTally {
  tags: Record<PartOfSpeech, number>;
  senses: Record<PartOfSpeech, number>;
  /** lex_filenum and synset offset of the noun's first and second senses. */
  nounLexFiles: number[];
  nounSynsets: number[];
  firstAdjectiveLexFile?: number;
}

function emptyTally(): SenseTally {
  return {
    tags: { noun: 0, verb: 0, adjective: 0, adverb: 0 },
    senses: { noun: 0, verb: 0, adjective: 0, adverb: 0 },
    nounLexFiles: [],
    nounSynsets: [],
  };
}

/**
 * index.sense lines are "lemma%ss_type:lex_filenum:lex_id:head:head_id offset sense_number tag_cnt",
 * sorted by sense key, so all senses of a lemma arrive together and each lemma is judged once.
 */
function tallySenses(senseIndex: string, wanted: (lemma: string) => boolean) {
  const linePattern = /^([a-z]+)%(\d):(\d\d):\S+ (\d+) (\d+) (\d+)$/gm;
  const tallies = new Map<string, SenseTally>();
  let lemmaSeen = '';
  let tally: SenseTally | undefined;
  for (const [
    ,
    lemma,
    synsetType,
    lexFileText,
    offset,
    senseNumber,
    tagCount,
  ] of senseIndex.matchAll(linePattern)) {
    if (lemma !== lemmaSeen) {
      lemmaSeen = lemma;
      tally = tallies.get(lemma);
      if (tally === undefined && wanted(lemma)) {
        tally = emptyTally();
        tallies.set(lemma, tally);
      }
    }
    if (tally === undefined) continue;
    const part = partOfSynsetType[synsetType];
    const lexFile = parseInt(lexFileText, 10);
    const rank = parseInt(senseNumber, 10);
    tally.tags[part] += parseInt(tagCount, 10);
    tally.senses[part] += 1;
    if (part === 'noun' && rank <= 2) {
      tally.nounLexFiles[rank - 1] = lexFile;
      tally.nounSynsets[rank - 1] = parseInt(offset, 10);
    }
    if (part === 'adjective' && rank === 1) tally.firstAdjectiveLexFile = lexFile;
  }
  return tallies;
}

/**
 * The word list drops abbreviations and odd lemmas ("dna", "aaa") that the CMU dictionary
 * spells out. It is sorted, so membership is a binary search over its lines instead of a
 * 274k-entry Set. Its two out-of-order lines can only make a word look absent, which leaves
 * that word out of the vocabulary and never lets a wrong one in.
 */
function readWordList(): (word: string) => boolean {
  const require = createRequire(import.meta.url);
  const listPath = path.join(path.dirname(require.resolve('word-list')), 'words.txt');
  const words = readFileSync(listPath, 'latin1').split('\n');
  return (word) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle] === word) return true;
      if (words[middle] < word) low = middle + 1;
      else high = middle;
    }
    return false;
  };
}

/**
 * Synsets below the roots, following hyponym pointers (not instance pointers, which lead to
 * names). Thing roots are left out themselves: they are the generic words ("device", "container").
 */
function synsetsUnder(
  nouns: string,
  senseIndex: string,
  rootKeys: readonly string[],
  { depth: maxDepth, withRoots }: { depth: number; withRoots: boolean },
): Set<number> {
  const found = new Set<number>();
  const seen = new Set<number>();
  let frontier = rootKeys
    .map((key) => synsetOffsetOfSense(senseIndex, key))
    .filter((offset) => offset !== undefined);
  for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const offset of frontier) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      const synset = synsetInText(nouns, offset);
      if (synset === undefined) continue;
      if (depth > 0 || withRoots) found.add(offset);
      for (const pointer of synset.pointers) if (pointer.symbol === '~') next.push(pointer.offset);
    }
    frontier = next;
  }
  return found;
}

function comparesByForm(adjective: string): boolean {
  const stem = adjective.replace(/y$/, 'i').replace(/e$/, '');
  const comparatives = [`${stem}er`, `${adjective}${adjective.at(-1)}er`];
  const derived = [
    `${stem}ly`,
    `${adjective}ly`,
    `${stem}ness`,
    `${adjective}ness`,
    adjective.replace(/le$/, 'ly'),
  ];
  return (
    !limitingAdjectives.has(adjective) &&
    comparatives.some(hasPronunciation) &&
    derived.some((form) => form !== adjective && hasPronunciation(form))
  );
}

/** "bigger", "larger": comparatives WordNet lists as lemmas; their base form is the one to use. */
function isComparativeOf(word: string, isAdjective: (word: string) => boolean): boolean {
  const suffix = /(?:er|est)$/.exec(word);
  if (suffix === null) return false;
  const stem = word.slice(0, suffix.index);
  const bases = [stem, `${stem}e`, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1')];
  return bases.some((base) => base !== word && base.length > 1 && isAdjective(base));
}

/**
 * Names: the word list keeps "boston" and "mars" as words, but WordNet files their main sense
 * as an instance (an "@i" pointer to what they are an instance of), which names are.
 */
function isInstance(nouns: string, offset: number | undefined): boolean {
  if (offset === undefined) return false;
  const lineEnd = nouns.indexOf('\n', offset);
  return nouns.slice(offset, lineEnd < 0 ? nouns.length : lineEnd).includes(' @i ');
}

function dominantPart(tally: SenseTally): PartOfSpeech {
  const parts: PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];
  const weight = (part: PartOfSpeech) => tally.tags[part] * 10 + tally.senses[part];
  return parts.reduce((best, part) => (weight(part) > weight(best) ? part : best));
}

/** True when the word is mostly used as a noun, or, for feelings, at least a fair share. */
function isMostlyNoun(tally: SenseTally, shareNeeded: number): boolean {
  const total = tally.tags.noun + tally.tags.verb + tally.tags.adjective + tally.tags.adverb;
  if (total === 0) return dominantPart(tally) === 'noun';
  return tally.tags.noun >= total * shareNeeded;
}

export function loadLexicon(): Lexicon {
  const isListedWord = readWordList();
  const senseIndex = readWordNetText('index.sense');
  const tallies = tallySenses(
    senseIndex,
    (lemma) =>
      lemma.length > 2 &&
      hasPronunciation(lemma) &&
      isListedWord(lemma) &&
      !isAvoidedByEngine(lemma),
  );

  const nouns = readWordNetText('data.noun');
  const facts = new Map<string, WordFacts>();
  for (const [word, tally] of tallies) {
    if (dominantPart(tally) === 'noun' && isInstance(nouns, tally.nounSynsets[0])) continue;
    const senseCount =
      tally.senses.noun + tally.senses.verb + tally.senses.adjective + tally.senses.adverb;
    const tagCount = tally.tags.noun + tally.tags.verb + tally.tags.adjective + tally.tags.adverb;
    const wordFacts: WordFacts = {
      commonness: tagCount + senseCount / 10,
      senses: senseCount,
      partOfSpeech: dominantPart(tally),
    };
    facts.set(word, wordFacts);
  }
  const byCommonness = [...facts]
    .sort(([, first], [, second]) => second.commonness - first.commonness)
    .map(([word]) => word);
  const tallyOf = (word: string) => tallies.get(word)!;
  // WordNet lists some plurals as lemmas ("sands", "woods"); "sands is a disc" would not parse.
  const isPluralLemma = (word: string) =>
    /[^s]s$/.test(word) && pluralFormOf(word.slice(0, -1)) === word;
  const where = (keep: (word: string, tally: SenseTally, wordFacts: WordFacts) => boolean) =>
    byCommonness.filter(
      (word) => !isPluralLemma(word) && keep(word, tallyOf(word), facts.get(word)!),
    );

  const placeSynsets = synsetsUnder(nouns, senseIndex, placeRoots, { depth: 4, withRoots: true });
  const thingSynsets = synsetsUnder(nouns, senseIndex, thingRoots, { depth: 4, withRoots: false });
  for (const offset of synsetsUnder(nouns, senseIndex, namedThings, {
    depth: 0,
    withRoots: true,
  })) {
    thingSynsets.add(offset);
  }
  const substanceSynsets = synsetsUnder(nouns, senseIndex, substanceRoots, {
    depth: 1,
    withRoots: true,
  });
  // A word belongs by its most frequent noun sense: "study" is a room, but mostly it is not.
  const places = where(
    (_, tally) => placeSynsets.has(tally.nounSynsets[0]) && isMostlyNoun(tally, 0.5),
  );
  const vehicles = where(
    (word, tally) =>
      (thingSynsets.has(tally.nounSynsets[0]) || vividLexFiles.has(tally.nounLexFiles[0])) &&
      isMostlyNoun(tally, 0.5) &&
      isCountable(word),
  );
  const feelings = where(
    (_, tally) => tally.nounLexFiles[0] === LexFile.feeling && isMostlyNoun(tally, 0.25),
  );
  const bodyParts = where(
    (word, tally) =>
      tally.nounLexFiles[0] === LexFile.body && isMostlyNoun(tally, 0.5) && isCountable(word),
  );
  const substances = where(
    (_, tally) => substanceSynsets.has(tally.nounSynsets[0]) && isMostlyNoun(tally, 0.4),
  );
  // Long Latinate adjectives ("important", "available") describe nothing a listener can see;
  // they stay only when they compare ("beautiful" does not, "gentle" does).
  const adjectives = where(
    (word, tally, wordFacts) =>
      wordFacts.partOfSpeech === 'adjective' &&
      (tally.firstAdjectiveLexFile === LexFile.adjective ||
        tally.firstAdjectiveLexFile === LexFile.participle) &&
      tally.nounLexFiles[0] !== LexFile.quantity &&
      !limitingAdjectives.has(word) &&
      !isComparativeOf(word, (base) => (tallies.get(base)?.senses.adjective ?? 0) > 0) &&
      (syllableCount(word) <= 2 || comparesByForm(word)),
  );
  const gradableAdjectives = adjectives.filter(comparesByForm);
  // Heads a singer can use: "physiological" rhymes, but nobody sings it.
  const headWords = where(
    (word, _, wordFacts) =>
      word.length >= 3 &&
      wordFacts.partOfSpeech !== 'adverb' &&
      wordFacts.commonness >= 2 &&
      syllableCount(word) <= 3,
  );

  // Pools are cut to their familiar heads: past a few hundred, WordNet's words turn technical
  // ("joist", "dichromate"), and a line of unfamiliar words says nothing.
  return {
    facts,
    byCommonness,
    headWords,
    vehicles: vehicles.slice(0, PoolSize.vehicles),
    places: places.slice(0, PoolSize.places),
    tenors: [
      ...new Set([
        ...feelings.slice(0, PoolSize.feelings),
        ...bodyParts.slice(0, PoolSize.bodyParts),
        ...places.slice(0, PoolSize.placesAsTenors),
      ]),
    ],
    substances: substances.slice(0, PoolSize.substances),
    adjectives: adjectives.slice(0, PoolSize.adjectives),
    gradableAdjectives,
  };
}
