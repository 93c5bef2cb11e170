/** Which writer produces each launchpad type, and filling a result up to its exact count. */
import {
  writeMetaphors,
  writeRhymingMetaphors,
  writeRhymingSimiles,
  writeSimiles,
} from './line-generators';
import { noTheme } from './theme';
import { noSenses } from './theme-senses';
import type { DcypherItem, DcypherItemOf, DcypherType } from './types';
import type { GenerationContext } from './word-choice';
import { writeAlliterations, writeRhymingWords } from './word-generators';

type Writer<T extends DcypherType> = (
  context: GenerationContext,
  count: number,
) => DcypherItemOf<T>[];

export const writers: { [T in DcypherType]: Writer<T> } = {
  LP1: writeRhymingWords,
  LP2: writeAlliterations,
  LP3: writeMetaphors,
  LP3a: writeRhymingMetaphors,
  LP4: writeSimiles,
  LP4a: writeRhymingSimiles,
};

/**
 * Items for `type`, exactly `count` of them. A narrow theme can run short of words that fit;
 * the rest is then written without it rather than returning fewer items.
 */
export function writeItems<T extends DcypherType>(
  type: T,
  context: GenerationContext,
  count: number,
): DcypherItemOf<T>[] {
  const writer: Writer<T> = writers[type];
  const items = writer(context, count);
  if (items.length < count && (context.theme !== noTheme || context.senses !== noSenses)) {
    const unthemed = { ...context, theme: noTheme, senses: noSenses };
    items.push(...writer(unthemed, count - items.length));
  }
  if (items.length < count) {
    throw new Error(`launchpad ${type}: built ${items.length} of ${count} items`);
  }
  return numberRhymeGroups(items);
}

/** Rhyme groups in reading order: rhyming lines always come in pairs (1-2, 3-4, ...). */
export function numberRhymeGroups<I extends DcypherItem>(items: I[]): I[] {
  return items.map((item, index) => {
    if (item.kind === 'couplet') return { ...item, rhymeGroup: index + 1 };
    if (item.kind === 'line' && item.rhymeGroup !== undefined) {
      return { ...item, rhymeGroup: Math.floor(index / 2) + 1 };
    }
    return item;
  });
}
