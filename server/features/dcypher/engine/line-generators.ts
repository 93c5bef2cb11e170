/**
 * Metaphors and similes (LP3, LP4), and their rhyming forms (LP3a, LP4a). Every line is a
 * figure built from meaning (figures.ts); rhyming lines are chosen among such figures, so a
 * couplet is two lines that each make sense and happen to rhyme, never words picked for sound.
 */
import { isContentWord, lineAlliterates } from './alliteration';
import { isAvoidedByEngine } from './blocklist';
import type { Figure, FigureChoices, FigureForm } from './figures';
import { writeFigure } from './figures';
import { shuffled } from './random';
import { lastWordOf, rhymeKey, rhymes } from './rhyme';
import { carriesTheme, hasSense } from './theme-senses';
import type { CoupletItem, LineItem } from './types';
import type { GenerationContext } from './word-choice';

const attemptsPerLine = 40;
/** Figures drawn at once to find rhyming pairs among; a few rounds of them at most. */
const rhymePoolSize = 900;
/**
 * Drafting stops early once this many rhymes per couplet still wanted hold two lines that pair:
 * the pairing then has its choice, and a request does not draft 900 lines to use ten.
 */
const rhymesPerCouplet = 4;
const rhymePoolRounds = 6;

export function lineKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z ]/g, '');
}

function readsClean(text: string): boolean {
  return text.split(/[\s,:]+/).every((word) => word === '' || !isAvoidedByEngine(word));
}

function choicesFor(context: GenerationContext): FigureChoices {
  return {
    random: context.random,
    theme: context.senses,
    usedImages: context.usedImages,
    subjectUses: context.subjectUses,
    preferTheme: context.senses.senses.size > 0,
  };
}

function carries(context: GenerationContext, figure: Figure): boolean {
  const { senses } = context;
  return (
    figure.images.some((image) => hasSense(image, senses)) ||
    (figure.subject !== undefined && hasSense(figure.subject, senses)) ||
    carriesTheme(figure.text, senses)
  );
}

const subjectUsesAllowed = 2;

function isFresh(context: GenerationContext, figure: Figure): boolean {
  return (
    !context.lines.has(lineKey(figure.text)) &&
    (figure.subject === undefined ||
      (context.subjectUses.get(figure.subject) ?? 0) < subjectUsesAllowed) &&
    figure.images.every((image) => !context.usedImages.has(image)) &&
    readsClean(figure.text)
  );
}

function keep(context: GenerationContext, figure: Figure): void {
  context.lines.add(lineKey(figure.text));
  for (const image of figure.images) context.usedImages.add(image);
  if (figure.subject !== undefined) {
    context.subjectUses.set(figure.subject, (context.subjectUses.get(figure.subject) ?? 0) + 1);
  }
}

function writeLines(context: GenerationContext, form: FigureForm, count: number): LineItem[] {
  const items: LineItem[] = [];
  const themed = context.senses.senses.size > 0;
  for (let attempt = 0; items.length < count && attempt < count * attemptsPerLine; attempt++) {
    // A narrow theme can run out of images; after half the attempts lines may go without it.
    const themeRequired = themed && attempt < (count * attemptsPerLine) / 2;
    const figure = writeFigure(form, choicesFor(context));
    if (figure === undefined || !isFresh(context, figure)) continue;
    if (themeRequired && !carries(context, figure)) continue;
    keep(context, figure);
    items.push({ kind: 'line', text: figure.text });
  }
  return items;
}

export function writeMetaphors(context: GenerationContext, count: number): LineItem[] {
  return writeLines(context, 'metaphor', count);
}

export function writeSimiles(context: GenerationContext, count: number): LineItem[] {
  return writeLines(context, 'simile', count);
}

interface RhymeCandidate {
  figure: Figure;
  lastWord: string;
}

/** Figures that end on a word a rhyme can be heard on, grouped by that rhyme. */
function rhymeCandidates(
  context: GenerationContext,
  form: FigureForm,
  mustAlliterate: boolean,
  themeRequired: boolean,
  couplets: number,
): Map<string, RhymeCandidate[]> {
  const groups = new Map<string, RhymeCandidate[]>();
  const seen = new Set<string>();
  const pairableKeys = new Set<string>();
  for (
    let index = 0;
    index < rhymePoolSize && pairableKeys.size < couplets * rhymesPerCouplet;
    index++
  ) {
    const figure = writeFigure(form, choicesFor(context));
    if (figure === undefined || seen.has(figure.text) || !isFresh(context, figure)) continue;
    seen.add(figure.text);
    if (themeRequired && !carries(context, figure)) continue;
    if (mustAlliterate && !lineAlliterates(figure.text)) continue;
    const lastWord = lastWordOf(figure.text);
    const key = rhymeKey(lastWord);
    if (key === undefined || !isContentWord(lastWord) || lastWord.length < 3) continue;
    const group = groups.get(key);
    const candidate = { figure, lastWord };
    if (group === undefined) {
      groups.set(key, [candidate]);
      continue;
    }
    if (!pairableKeys.has(key) && group.some((other) => canPair(other, candidate))) {
      pairableKeys.add(key);
    }
    group.push(candidate);
  }
  return groups;
}

/**
 * Two lines that rhyme, name different images and speak of different subjects: "the city is a
 * storm / the city is a lighthouse" says one thing twice and leans on the same two words.
 */
function canPair(first: RhymeCandidate, second: RhymeCandidate): boolean {
  return (
    rhymes(first.lastWord, second.lastWord) &&
    first.figure.images.every((image) => !second.figure.images.includes(image)) &&
    lineKey(first.figure.text) !== lineKey(second.figure.text) &&
    (first.figure.subject === undefined || first.figure.subject !== second.figure.subject)
  );
}

/** Up to `count` couplets; rhymes and images are never reused within the result. */
function writeCouplets(
  context: GenerationContext,
  form: FigureForm,
  count: number,
  mustAlliterate: boolean,
): [string, string][] {
  const couplets: [string, string][] = [];
  const usedRhymes = new Set<string>();
  const themed = context.senses.senses.size > 0;
  for (let round = 0; couplets.length < count && round < rhymePoolRounds; round++) {
    const themeRequired = themed && round < rhymePoolRounds / 2;
    const groups = rhymeCandidates(
      context,
      form,
      mustAlliterate,
      themeRequired,
      count - couplets.length,
    );
    for (const key of shuffled([...groups.keys()], context.random)) {
      if (couplets.length >= count || usedRhymes.has(key)) continue;
      const group = shuffled(groups.get(key)!, context.random).filter((candidate) =>
        isFresh(context, candidate.figure),
      );
      const pair = findPair(group);
      if (pair === undefined) continue;
      usedRhymes.add(key);
      pair.forEach((candidate) => keep(context, candidate.figure));
      couplets.push([pair[0].figure.text, pair[1].figure.text]);
    }
  }
  return couplets;
}

/** Two lines of one rhyme that can stand together, if the group holds them. */
function findPair(group: RhymeCandidate[]): [RhymeCandidate, RhymeCandidate] | undefined {
  for (let first = 0; first < group.length; first++) {
    for (let second = first + 1; second < group.length; second++) {
      if (canPair(group[first], group[second])) return [group[first], group[second]];
    }
  }
  return undefined;
}

/** LP3a: pairs of lines (1-2, 3-4, ...) that rhyme, every line alliterating. */
export function writeRhymingMetaphors(context: GenerationContext, lineCount: number): LineItem[] {
  return writeCouplets(context, 'metaphor', Math.ceil(lineCount / 2), true)
    .flatMap(([first, second], index): LineItem[] => [
      { kind: 'line', text: first, rhymeGroup: index + 1 },
      { kind: 'line', text: second, rhymeGroup: index + 1 },
    ])
    .slice(0, lineCount);
}

/** LP4a: each item is a couplet of similes whose last words rhyme. */
export function writeRhymingSimiles(context: GenerationContext, count: number): CoupletItem[] {
  return writeCouplets(context, 'simile', count, false).map(([first, second], index) => ({
    kind: 'couplet',
    lines: [first, second],
    rhymeGroup: index + 1,
  }));
}
