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
}

export interface Lexicon {
  facts: ReadonlyMap<string, WordFacts>;
  /** Every word above, most common first. */
  byCommonness: readonly string[];
  /** Familiar nouns, verbs and adjectives to head a rhyme or alliteration list. */
  headWords: readonly string[];
  /** Concrete things a metaphor can turn into: artifacts, animals, plants, food, natural objects. */
  vehicles: readonly string[];
  /** Where or when a line can sit: waters, landforms, weather, times of day, seasons, rooms, streets. */
  places: readonly string[];
  /** What the writer is talking about: feelings, states, the body, and the places above. */
  tenors: readonly string[];
  /** Materials a thing can be made of: glass, salt, smoke. */
  substances: readonly string[];
  adjectives: readonly string[];
  /** Adjectives that compare ("as cold as ..."): they have a comparative and an -ly or -ness form. */
  gradableAdjectives: readonly string[];
}

let loaded: Lexicon | undefined;

export function lexicon(): Lexicon {
  loaded ??= loadLexicon();
  return loaded;
}
