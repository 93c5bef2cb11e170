/** Metaphors and similes (LP3, LP4), and their rhyming couplet forms (LP3a, LP4a). */
import { lineAlliterates, onsetKey } from './alliteration';
import { isAvoidedByEngine } from './blocklist';
import { lexicon } from './lexicon';
import { capitalized, tenorPhrase } from './phrasing';
import { pickCommon, pickOne, shuffled } from './random';
import { lastWordOf, rhymeKey, rhymes, rhymesFor } from './rhyme';
import type { CoupletLineTemplate, LineTemplate, LineWords, Slot } from './templates';
import {
  actions,
  metaphorCoupletTemplates,
  metaphorTemplates,
  simileCoupletTemplates,
  simileTemplates,
} from './templates';
import type { CoupletItem, LineItem } from './types';
import type { GenerationContext } from './word-choice';
import { chooseWord, isFree, markUsed, themePools } from './word-choice';

const attemptsPerLine = 40;

function lineKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z ]/g, '');
}

function readsClean(text: string): boolean {
  return text.split(/[\s,:]+/).every((word) => word === '' || !isAvoidedByEngine(word));
}

function emptyWords(context: GenerationContext): LineWords {
  return {
    tenor: '',
    vehicle: '',
    otherVehicle: '',
    adjective: '',
    comparable: '',
    place: '',
    substance: '',
    action: pickOne(actions, context.random) ?? actions[0],
  };
}

/** With a theme, one slot of every line is filled from it, so each line carries the theme. */
function themeSlotFor(context: GenerationContext, slots: readonly Slot[]): Slot | undefined {
  if (context.theme.words.length === 0) return undefined;
  const pools = themePools(context.theme);
  const open = slots.filter((slot) => pools[slot].some((word) => isFree(context, word, slot)));
  return pickOne(open, context.random);
}

function fillSlots(
  context: GenerationContext,
  slots: readonly Slot[],
  themeSlot: Slot | undefined,
): { words: LineWords; chosen: string[] } | undefined {
  const words = emptyWords(context);
  const chosen: string[] = [];
  for (const slot of slots) {
    const word = chooseWord(context, slot, { fromTheme: slot === themeSlot, excluding: chosen });
    if (word === undefined) return undefined;
    chosen.push(word);
    words[slot] = slot === 'tenor' ? tenorPhrase(word, context.random) : word;
  }
  return { words, chosen };
}

function writeLines(
  context: GenerationContext,
  templates: readonly LineTemplate[],
  count: number,
): LineItem[] {
  const items: LineItem[] = [];
  let order: LineTemplate[] = [];
  for (let attempt = 0; items.length < count && attempt < count * attemptsPerLine; attempt++) {
    // Walk the shapes in shuffled rounds so neighbouring lines rarely share a shape.
    if (order.length === 0) order = shuffled(templates, context.random);
    const template = order.pop()!;
    const themeSlot = themeSlotFor(context, template.slots);
    // A small theme can run out of free words; after half the attempts lines may go without it.
    const themeRequired = context.theme.words.length > 0 && attempt < (count * attemptsPerLine) / 2;
    if (themeRequired && themeSlot === undefined) continue;
    const filled = fillSlots(context, template.slots, themeSlot);
    if (filled === undefined) continue;
    const text = capitalized(template.write(filled.words));
    if (context.lines.has(lineKey(text)) || !readsClean(text)) continue;
    context.lines.add(lineKey(text));
    markUsed(context, filled.chosen);
    items.push({ kind: 'line', text });
  }
  return items;
}

export function writeMetaphors(context: GenerationContext, count: number): LineItem[] {
  return writeLines(context, metaphorTemplates, count);
}

export function writeSimiles(context: GenerationContext, count: number): LineItem[] {
  return writeLines(context, simileTemplates, count);
}

let adjectivesByOnset: Map<string, string[]> | undefined;

/** Adjectives grouped by first sound, those that compare (the sensory ones) first. */
function adjectivesStartingLike(word: string): string[] {
  if (adjectivesByOnset === undefined) {
    adjectivesByOnset = new Map();
    const { gradableAdjectives, adjectives } = lexicon();
    for (const adjective of new Set([...gradableAdjectives, ...adjectives])) {
      const onset = onsetKey(adjective);
      if (onset === undefined) continue;
      const group = adjectivesByOnset.get(onset);
      if (group === undefined) adjectivesByOnset.set(onset, [adjective]);
      else group.push(adjective);
    }
  }
  const onset = onsetKey(word);
  return onset === undefined ? [] : (adjectivesByOnset.get(onset) ?? []);
}

let vehicleSet: Set<string> | undefined;

/** Two countable nouns that perfectly rhyme, one of them from the theme when it has any. */
function chooseRhymePair(
  context: GenerationContext,
  usedRhymes: Set<string>,
): [string, string] | undefined {
  const { vehicles } = lexicon();
  const themed = themePools(context.theme).vehicle;
  for (let attempt = 0; attempt < attemptsPerLine; attempt++) {
    const first =
      themed.length > 0 && attempt < attemptsPerLine / 2
        ? pickOne(themed, context.random)
        : pickCommon(vehicles.slice(0, 800), context.random);
    if (first === undefined || !isFree(context, first, 'vehicle')) continue;
    const key = rhymeKey(first);
    if (key === undefined || usedRhymes.has(key)) continue;
    vehicleSet ??= new Set(vehicles);
    const partners = rhymesFor(first).filter(
      (word) => vehicleSet!.has(word) && isFree(context, word, 'vehicle') && rhymes(first, word),
    );
    const second = pickOne(partners.slice(0, 8), context.random);
    if (second === undefined) continue;
    usedRhymes.add(key);
    return context.random() < 0.5 ? [first, second] : [second, first];
  }
  return undefined;
}

function writeCoupletLine(
  context: GenerationContext,
  templates: readonly CoupletLineTemplate[],
  rhymeWord: string,
  mustAlliterate: boolean,
): string | undefined {
  for (let attempt = 0; attempt < attemptsPerLine; attempt++) {
    const template = pickOne(templates, context.random)!;
    const words = emptyWords(context);
    const chosen: string[] = [];
    const themeSlot = themeSlotFor(context, template.slots);
    let complete = true;
    for (const slot of template.slots) {
      const word =
        slot === 'adjective' && mustAlliterate
          ? pickCommon(
              adjectivesStartingLike(rhymeWord).filter((adjective) =>
                isFree(context, adjective, slot),
              ),
              context.random,
            )
          : chooseWord(context, slot, {
              fromTheme: slot === themeSlot,
              excluding: [rhymeWord, ...chosen],
            });
      if (word === undefined) {
        complete = false;
        break;
      }
      chosen.push(word);
      words[slot] = slot === 'tenor' ? tenorPhrase(word, context.random) : word;
    }
    if (!complete) continue;
    const text = capitalized(template.write(words, rhymeWord));
    if (context.lines.has(lineKey(text)) || !readsClean(text)) continue;
    if (mustAlliterate && !lineAlliterates(text)) continue;
    context.lines.add(lineKey(text));
    markUsed(context, chosen);
    return text;
  }
  return undefined;
}

function writeCouplets(
  context: GenerationContext,
  templates: readonly CoupletLineTemplate[],
  count: number,
  mustAlliterate: boolean,
): [string, string][] {
  const couplets: [string, string][] = [];
  const usedRhymes = new Set<string>();
  for (let attempt = 0; couplets.length < count && attempt < count * attemptsPerLine; attempt++) {
    const pair = chooseRhymePair(context, usedRhymes);
    if (pair === undefined) continue;
    const first = writeCoupletLine(context, templates, pair[0], mustAlliterate);
    const second =
      first === undefined
        ? undefined
        : writeCoupletLine(context, templates, pair[1], mustAlliterate);
    if (
      first === undefined ||
      second === undefined ||
      !rhymes(lastWordOf(first), lastWordOf(second))
    )
      continue;
    markUsed(context, pair);
    couplets.push([first, second]);
  }
  return couplets;
}

/** LP3a: pairs of lines (1-2, 3-4, ...) that rhyme, every line alliterating. */
export function writeRhymingMetaphors(context: GenerationContext, lineCount: number): LineItem[] {
  return writeCouplets(context, metaphorCoupletTemplates, Math.ceil(lineCount / 2), true)
    .flatMap(([first, second], index): LineItem[] => [
      { kind: 'line', text: first, rhymeGroup: index + 1 },
      { kind: 'line', text: second, rhymeGroup: index + 1 },
    ])
    .slice(0, lineCount);
}

/** LP4a: each item is a couplet of similes whose last words rhyme. */
export function writeRhymingSimiles(context: GenerationContext, count: number): CoupletItem[] {
  return writeCouplets(context, simileCoupletTemplates, count, false).map(
    ([first, second], index) => ({
      kind: 'couplet',
      lines: [first, second],
      rhymeGroup: index + 1,
    }),
  );
}
