/**
 * Builds the lexicon from the offline data packages. Everything large (the word list, WordNet's
 * sense index and noun data) is read, filtered and dropped; only the chosen words stay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isAvoidedByEngine } from './blocklist';
import type { Lexicon, PartOfSpeech, WordFacts } from './lexicon';
import { pluralFormOf } from './plurals';
import { hasPronunciation, syllableCount } from './pronunciations';
import { readWordNetText } from './wordnet';

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
  firstVerbLexFile?: number;
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
    if (part === 'verb' && rank === 1) tally.firstVerbLexFile = lexFile;
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
    const partOfSpeech = dominantPart(tally);
    const wordFacts: WordFacts = {
      commonness: tagCount + senseCount / 10,
      senses: senseCount,
      partOfSpeech,
      lexFile:
        partOfSpeech === 'noun'
          ? tally.nounLexFiles[0]
          : partOfSpeech === 'adjective'
            ? tally.firstAdjectiveLexFile
            : partOfSpeech === 'verb'
              ? tally.firstVerbLexFile
              : undefined,
    };
    facts.set(word, wordFacts);
  }
  const byCommonness = [...facts]
    .sort(([, first], [, second]) => second.commonness - first.commonness)
    .map(([word]) => word);
  // WordNet lists some plurals as lemmas ("sands", "woods"); they head nothing.
  const isPluralLemma = (word: string) =>
    /[^s]s$/.test(word) && pluralFormOf(word.slice(0, -1)) === word;
  // Heads a singer can use: "physiological" rhymes, but nobody sings it.
  const headWords = byCommonness.filter((word) => {
    const wordFacts = facts.get(word)!;
    return (
      !isPluralLemma(word) &&
      word.length >= 3 &&
      wordFacts.partOfSpeech !== 'adverb' &&
      wordFacts.commonness >= 2 &&
      syllableCount(word) <= 3
    );
  });

  return { facts, byCommonness, headWords };
}
