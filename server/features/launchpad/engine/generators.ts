/** Which writer produces each launchpad type, and filling a result up to its exact count. */
import {
  writeMetaphors,
  writeRhymingMetaphors,
  writeRhymingSimiles,
  writeSimiles,
} from './line-generators';
import { noTheme } from './theme';
import type { LaunchpadItem, LaunchpadItemOf, LaunchpadType } from './types';
import type { GenerationContext } from './word-choice';
import { writeAlliterations, writeRhymingWords } from './word-generators';

type Writer<T extends LaunchpadType> = (
  context: GenerationContext,
  count: number,
) => LaunchpadItemOf<T>[];

export const writers: { [T in LaunchpadType]: Writer<T> } = {
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
export function writeItems<T extends LaunchpadType>(
  type: T,
  context: GenerationContext,
  count: number,
): LaunchpadItemOf<T>[] {
  const writer: Writer<T> = writers[type];
  const items = writer(context, count);
  if (items.length < count && context.theme !== noTheme) {
    items.push(...writer({ ...context, theme: noTheme }, count - items.length));
  }
  if (items.length < count) {
    throw new Error(`launchpad ${type}: built ${items.length} of ${count} items`);
  }
  return numberRhymeGroups(items);
}

/** Rhyme groups in reading order: rhyming lines always come in pairs (1-2, 3-4, ...). */
export function numberRhymeGroups<I extends LaunchpadItem>(items: I[]): I[] {
  return items.map((item, index) => {
    if (item.kind === 'couplet') return { ...item, rhymeGroup: index + 1 };
    if (item.kind === 'line' && item.rhymeGroup !== undefined) {
      return { ...item, rhymeGroup: Math.floor(index / 2) + 1 };
    }
    return item;
  });
}
