/**
 * Choosing the words of one result: from the theme where it can, from common words otherwise,
 * and never the same vehicle twice, so twenty lines read as twenty ideas.
 */
import { lexicon } from './lexicon';
import { pluralFormOf } from './plurals';
import type { RandomSource } from './random';
import { pickCommon, pickOne } from './random';
import type { Slot } from './templates';
import type { ThemeWords } from './theme';

export interface GenerationContext {
  random: RandomSource;
  theme: ThemeWords;
  /** How many times each word has been used in the result so far. */
  uses: Map<string, number>;
  /** Every line written so far, normalized, so none repeats. */
  lines: Set<string>;
}

export function createContext(random: RandomSource, theme: ThemeWords): GenerationContext {
  return { random, theme, uses: new Map(), lines: new Set() };
}

/** The most related theme words are the ones a listener would recognise as the theme. */
const themeWordsConsidered = 40;

const usesAllowed = { vehicle: 1, other: 2, theme: 3 } as const;

type SlotPools = Record<Slot, readonly string[]>;

let generalPools: SlotPools | undefined;
let poolSets: Record<Slot, ReadonlySet<string>> | undefined;
const themePoolCache = new WeakMap<ThemeWords, SlotPools>();

function general(): SlotPools {
  if (generalPools === undefined) {
    const { tenors, vehicles, adjectives, gradableAdjectives, places, substances } = lexicon();
    generalPools = {
      tenor: tenors,
      vehicle: vehicles,
      otherVehicle: vehicles,
      adjective: adjectives,
      comparable: gradableAdjectives,
      place: places,
      substance: substances,
    };
  }
  return generalPools;
}

function sets(): Record<Slot, ReadonlySet<string>> {
  if (poolSets === undefined) {
    const pools = general();
    poolSets = {
      tenor: new Set(pools.tenor),
      vehicle: new Set(pools.vehicle),
      otherVehicle: new Set(pools.vehicle),
      adjective: new Set(pools.adjective),
      comparable: new Set(pools.comparable),
      place: new Set(pools.place),
      substance: new Set(pools.substance),
    };
  }
  return poolSets;
}

/** The theme's words sorted into the slots they can fill; any theme noun can be a tenor. */
export function themePools(theme: ThemeWords): SlotPools {
  let pools = themePoolCache.get(theme);
  if (pools === undefined) {
    const { facts } = lexicon();
    const related = theme.words.slice(0, themeWordsConsidered);
    const fitting = (slot: Slot) => related.filter((word) => sets()[slot].has(word));
    pools = {
      tenor: related.filter(
        (word) =>
          facts.get(word)?.partOfSpeech === 'noun' && pluralFormOf(word.slice(0, -1)) !== word,
      ),
      vehicle: fitting('vehicle'),
      otherVehicle: fitting('vehicle'),
      adjective: fitting('adjective'),
      comparable: fitting('comparable'),
      place: fitting('place'),
      substance: fitting('substance'),
    };
    themePoolCache.set(theme, pools);
  }
  return pools;
}

export function isFree(context: GenerationContext, word: string, slot: Slot): boolean {
  const used = context.uses.get(word) ?? 0;
  if (slot === 'vehicle' || slot === 'otherVehicle') return used < usesAllowed.vehicle;
  return used < (context.theme.has(word) ? usesAllowed.theme : usesAllowed.other);
}

export function markUsed(context: GenerationContext, words: Iterable<string>): void {
  for (const word of words) context.uses.set(word, (context.uses.get(word) ?? 0) + 1);
}

/** A word for the slot, from the theme when asked, leaning to common words; undefined if none is free. */
export function chooseWord(
  context: GenerationContext,
  slot: Slot,
  { fromTheme, excluding = [] }: { fromTheme: boolean; excluding?: readonly string[] },
): string | undefined {
  const acceptable = (word: string | undefined) =>
    word !== undefined && isFree(context, word, slot) && !excluding.includes(word);
  if (fromTheme) {
    const candidates = themePools(context.theme)[slot].filter(acceptable);
    return pickOne(candidates.slice(0, 12), context.random);
  }
  const pool = general()[slot];
  for (let attempt = 0; attempt < 30; attempt++) {
    const word = pickCommon(pool, context.random);
    if (acceptable(word)) return word;
  }
  return pool.find(acceptable);
}
