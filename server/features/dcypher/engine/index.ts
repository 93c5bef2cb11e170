/**
 * The D-Cypher launchpad engine: rhymes, alliterations, metaphors and similes built offline
 * from the CMU Pronouncing Dictionary and WordNet. Pure logic: no HTTP, no database.
 */
import { formatContent } from './content';
import { writeItems } from './generators';
import { alliterationsFor } from './alliteration';
import { lexicon } from './lexicon';
import type { RandomSource } from './random';
import { rhymesFor } from './rhyme';
import { isEveryday } from './singable';
import { songLexicon } from './song-lexicon';
import { themeWords } from './theme';
import { themeSenses } from './theme-senses';
import type { DcypherOptions, DcypherResult, DcypherType } from './types';
import { dcypherItemCounts } from './types';
import { createContext } from './word-choice';

export function generateDcypher<T extends DcypherType>(
  type: T,
  options: DcypherOptions = {},
): DcypherResult<T> {
  const random: RandomSource = options.random ?? Math.random;
  const theme = options.theme?.trim() || undefined;
  const related = themeWords(theme);
  const context = createContext(random, related, themeSenses(theme, related));
  const items = writeItems(type, context, dcypherItemCounts[type]);
  return { type, ...(theme === undefined ? {} : { theme }), items, content: formatContent(items) };
}

/** Loads the dictionaries and indexes now (about a second) so the first request does not wait. */
export function warmUpDcypherEngine(): void {
  lexicon();
  songLexicon();
  // Also reads the spoken counts (SUBTLEX) the indexes are ordered by.
  rhymesFor('love');
  alliterationsFor('love');
  isEveryday('love');
}

export { alliterates, lineAlliterates, onsetKey } from './alliteration';
export { isBlocked } from './blocklist';
export { seededRandom } from './random';
export { rhymeKey, rhymes } from './rhyme';
export {
  completeModelOutput,
  parseModelOutput,
  validateModelOutput,
} from './validate-model-output';
export type { ItemReview, ModelOutput, ModelOutputReview } from './validate-model-output';
export * from './types';
