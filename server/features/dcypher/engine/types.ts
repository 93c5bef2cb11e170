/** The shapes the D-Cypher launchpad engine produces, shared by the generators and the model-output validator. */

export const dcypherTypes = ['LP1', 'LP2', 'LP3', 'LP3a', 'LP4', 'LP4a'] as const;
export type DcypherType = (typeof dcypherTypes)[number];

/** How many items each type yields (spec, section 9). */
export const dcypherItemCounts = {
  LP1: 10,
  LP2: 10,
  LP3: 20,
  LP3a: 10,
  LP4: 15,
  // Five couplets of similes (ten lines): "5 rhyming similes" is odd, and a songwriter expects
  // each simile to come with the line that rhymes with it rather than one left without a partner.
  LP4a: 5,
} as const satisfies Record<DcypherType, number>;

/** A head word with the words that rhyme (LP1) or alliterate (LP2) with it. */
export interface WordItem {
  kind: 'word';
  word: string;
  matches: string[];
}

/** One metaphor or simile. Lines sharing a rhymeGroup rhyme with each other (LP3a). */
export interface LineItem {
  kind: 'line';
  text: string;
  rhymeGroup?: number;
}

/** Two similes whose last words rhyme (LP4a). */
export interface CoupletItem {
  kind: 'couplet';
  lines: [string, string];
  rhymeGroup: number;
}

export type DcypherItem = WordItem | LineItem | CoupletItem;

export type DcypherItemOf<T extends DcypherType> = T extends 'LP1' | 'LP2'
  ? WordItem
  : T extends 'LP4a'
    ? CoupletItem
    : LineItem;

export interface DcypherResult<T extends DcypherType = DcypherType> {
  type: T;
  /** The theme as the writer typed it, when one steered the result. */
  theme?: string;
  items: DcypherItemOf<T>[];
  /** Plain text for copying and saving to the vault. */
  content: string;
}

export interface DcypherOptions {
  theme?: string;
  /** Source of randomness in [0, 1); pass a seeded one for reproducible results. */
  random?: () => number;
}
