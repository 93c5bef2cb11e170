/**
 * Words related to a writer's theme, through WordNet: the theme's synonyms, its broader and
 * narrower terms, its parts, the words of its definitions, and the things whose definitions
 * mention it ("tide", "shark" and "shore" mention the ocean). Unknown themes give no words.
 */
import { isContentWord } from './alliteration';
import { lexicon } from './lexicon';
import type { Synset, WordNetPart } from './wordnet';
import { readSynset, readWordNetText, synsetInText, synsetOffsetsOf } from './wordnet';

export interface ThemeWords {
  /** Vocabulary words related to the theme, closest first. Empty when nothing is known. */
  words: readonly string[];
  has(word: string): boolean;
}

export const noTheme: ThemeWords = { words: [], has: () => false };

const sensesPerPart = 3;
const pointersPerSense = 40;
const definitionMentionsKept = 400;

/** Pointers worth following: hypernym, hyponym, part/member/substance meronyms and holonyms,
 * similar-to, attribute, derivation, topic domain and its members. */
const relatedPointer = /^(@|~|%[pms]|#[pms]|&|=|\+|;c|-c)$/;

/** Tag-count commonness above which a word is everyday ("part", "life"), not a topic. */
const everydayCommonness = 60;

const Weight = {
  themeWord: 12,
  synonym: 6,
  related: 3,
  definitionWord: 2,
  mentionedIn: 2,
} as const;

const cached = new Map<string, ThemeWords>();
const cacheLimit = 64;

/** "Broken hearts" -> ["broken_heart", "broken", "heart", "hearts", ...]: forms WordNet may list. */
export function lemmaCandidates(theme: string): string[] {
  const tokens = theme
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/[\s-]+/)
    .map((token) => token.replace(/'s$|'/g, ''))
    .filter((token) => token.length > 1 && isContentWord(token));
  const baseForms = (token: string) => [
    token,
    token.replace(/ies$/, 'y'),
    token.replace(/(s|x|z|ch|sh)es$/, '$1'),
    token.replace(/s$/, ''),
    token.replace(/ing$/, ''),
    token.replace(/ing$/, 'e'),
    token.replace(/ed$/, ''),
    token.replace(/ed$/, 'e'),
  ];
  const singular = tokens.map((token) => baseForms(token)[3]);
  const phrases = tokens.length > 1 ? [tokens.join('_'), singular.join('_')] : [];
  return [...new Set([...phrases, ...tokens.flatMap(baseForms)])].filter(
    (lemma) => lemma.length > 1,
  );
}

function findThemeWords(theme: string): ThemeWords {
  const candidates = lemmaCandidates(theme);
  if (candidates.length === 0) return noTheme;
  const scores = new Map<string, number>();
  const vocabulary = lexicon().facts;
  const credit = (word: string, amount: number) => {
    const lemma = word.toLowerCase();
    if (vocabulary.has(lemma)) scores.set(lemma, (scores.get(lemma) ?? 0) + amount);
  };
  const creditSynset = (synset: Synset, amount: number) => {
    for (const word of synset.words) credit(word, amount);
  };
  // A word with many meanings is rarely related through the one that mentions the theme:
  // "queen" and "key" are defined with the sea only in their ninth or tenth sense.
  const creditMention = (synset: Synset) => {
    for (const word of synset.words) {
      const senses = vocabulary.get(word.toLowerCase())?.senses ?? 1;
      credit(word, Weight.mentionedIn / Math.max(1, senses / 2));
    }
  };
  // Definitions are full of everyday words ("a large body of water constituting a principal
  // part of ..."): only their nouns count, and the most common ones barely.
  const creditDefinition = (synset: Synset, amount: number) => {
    const definition = synset.gloss.split(';')[0];
    for (const word of definition.toLowerCase().split(/[^a-z]+/)) {
      const facts = vocabulary.get(word);
      if (facts === undefined || facts.partOfSpeech !== 'noun' || !isContentWord(word)) continue;
      credit(word, facts.commonness > everydayCommonness ? amount / 4 : amount);
    }
  };

  const nouns = readWordNetText('data.noun');
  const read = (part: WordNetPart, offset: number) =>
    part === 'noun' ? synsetInText(nouns, offset) : readSynset(part, offset);
  const mentionTerms = new Set<string>();

  const parts: WordNetPart[] = ['noun', 'adj', 'verb'];
  for (const part of parts) {
    const index = readWordNetText(`index.${part}`);
    for (const lemma of candidates) {
      const offsets = synsetOffsetsOf(index, lemma).slice(0, sensesPerPart);
      offsets.forEach((offset, rank) => {
        const synset = read(part, offset);
        if (synset === undefined) return;
        const closeness = 1 / (rank + 1);
        credit(lemma, Weight.themeWord * closeness);
        creditSynset(synset, Weight.synonym * closeness);
        creditDefinition(synset, Weight.definitionWord * closeness);
        if (part === 'noun' && rank === 0) {
          for (const word of synset.words) if (/^[a-z]+$/.test(word)) mentionTerms.add(word);
        }
        const pointers = synset.pointers.filter((pointer) => relatedPointer.test(pointer.symbol));
        for (const pointer of pointers.slice(0, pointersPerSense)) {
          const related = read(pointer.part, pointer.offset);
          if (related !== undefined) creditSynset(related, Weight.related * closeness);
        }
      });
    }
  }

  // Things defined by the theme: "a long narrow stretch of the ocean floor" names a trench.
  if (mentionTerms.size > 0) {
    const mention = new RegExp(`\\b(?:${[...mentionTerms].join('|')})s?\\b`, 'g');
    let kept = 0;
    for (const match of nouns.matchAll(mention)) {
      const lineStart = nouns.lastIndexOf('\n', match.index) + 1;
      const glossStart = nouns.indexOf(' | ', lineStart);
      if (glossStart < 0 || glossStart > match.index) continue;
      const synset = synsetInText(nouns, lineStart);
      if (synset !== undefined) creditMention(synset);
      if (++kept >= definitionMentionsKept) break;
    }
  }

  const commonness = (word: string) => vocabulary.get(word)?.commonness ?? 0;
  const words = [...scores.keys()].sort(
    (first, second) =>
      scores.get(second)! - scores.get(first)! || commonness(second) - commonness(first),
  );
  const wordSet = new Set(words);
  return { words, has: (word) => wordSet.has(word) };
}

/** Related words for a theme, or none; never throws for an unknown or odd theme. */
export function themeWords(theme: string | undefined): ThemeWords {
  const key = theme?.trim().toLowerCase() ?? '';
  if (key === '') return noTheme;
  const known = cached.get(key);
  if (known !== undefined) return known;
  const found = findThemeWords(key);
  if (cached.size >= cacheLimit) cached.delete(cached.keys().next().value ?? '');
  cached.set(key, found);
  return found;
}
