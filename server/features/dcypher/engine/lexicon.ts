/**
 * The words the engine may choose from, loaded once per process on first use: every WordNet
 * lemma that the CMU dictionary can pronounce, that the word list knows as an ordinary English
 * word, that is not mainly a name ("boston"), and that no blocklist excludes.
 */
import { loadLexicon } from './lexicon-loader';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export interface WordFacts {
  /**
   * How often the word's senses were seen in WordNet's sense-tagged corpus (the tag counts of
   * index.sense), plus a tenth per sense so untagged words still order by how much they mean.
   */
  commonness: number;
  /** How many meanings WordNet lists for the word, across parts of speech. */
  senses: number;
  partOfSpeech: PartOfSpeech;
  /** WordNet's lexicographer file of the first sense in that part of speech (noun.act is 4). */
  lexFile?: number;
}

export interface Lexicon {
  facts: ReadonlyMap<string, WordFacts>;
  /** Every word above, most common first. */
  byCommonness: readonly string[];
  /** Familiar nouns, verbs and adjectives to head a rhyme or alliteration list. */
  headWords: readonly string[];
}

let loaded: Lexicon | undefined;

export function lexicon(): Lexicon {
  loaded ??= loadLexicon();
  return loaded;
}
