/**
 * Checks what a language model wrote for a launchpad type (when LLM_BASE_URL is set) by the
 * same rules the engine keeps: exact count, no repeats, no blocked words, and every claimed
 * rhyme or alliteration verified against the pronouncing dictionary. Failed items are then
 * replaced with engine-written ones so the writer always gets the full count.
 */
import { alliterates, lineAlliterates } from './alliteration';
import { blockedWordsIn, isBlocked } from './blocklist';
import { formatContent } from './content';
import { numberRhymeGroups, writeItems } from './generators';
import { normalizeWord, pronunciationsOf } from './pronunciations';
import type { RandomSource } from './random';
import { lastWordOf, rhymes } from './rhyme';
import { themeWords } from './theme';
import { themeSenses } from './theme-senses';
import type {
  CoupletItem,
  DcypherItem,
  DcypherItemOf,
  DcypherOptions,
  DcypherResult,
  DcypherType,
  LineItem,
  WordItem,
} from './types';
import { dcypherItemCounts } from './types';
import { createContext, markUsed } from './word-choice';
import { minimumMatches } from './word-generators';

/** Raw text, one entry per line, or items already shaped like the engine's. */
export type ModelOutput = string | readonly string[] | readonly DcypherItem[];

export interface ItemReview<I extends DcypherItem = DcypherItem> {
  /** The item as it may be kept: for word lists, only the matches that verified. */
  item: I;
  passed: boolean;
  problems: string[];
}

export interface ModelOutputReview<T extends DcypherType = DcypherType> {
  type: T;
  expected: number;
  reviews: ItemReview<DcypherItemOf<T>>[];
  passedCount: number;
}

const listMarker = /^\s*(?:\d+\s*[.):-]|[-*\u2022])\s*/;

function textLines(output: string | readonly string[]): string[] {
  const lines = typeof output === 'string' ? output.split(/\r?\n/) : [...output];
  return lines.map((line) => line.replace(listMarker, '').trim()).filter(Boolean);
}

function parseWordItem(line: string): WordItem {
  const [head, rest = ''] = line.split(/\s*[:\u2013\u2014]\s*|\s+-\s+/, 2);
  const matches = rest
    .split(/[,;/]|\s+and\s+/)
    .map((match) => match.trim())
    .filter(Boolean);
  return { kind: 'word', word: head.trim(), matches };
}

function asLines(items: readonly DcypherItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'word'
      ? [`${item.word}: ${item.matches.join(', ')}`]
      : item.kind === 'line'
        ? [item.text]
        : item.lines,
  );
}

/** Puts model output into the item shape of the type, whatever form it came in. */
export function parseModelOutput<T extends DcypherType>(
  type: T,
  output: ModelOutput,
): DcypherItemOf<T>[] {
  const lines =
    typeof output === 'string' || output.every((entry) => typeof entry === 'string')
      ? textLines(output as string | readonly string[])
      : asLines(output as readonly DcypherItem[]);
  const items: DcypherItem[] = [];
  if (type === 'LP1' || type === 'LP2') {
    items.push(...lines.map(parseWordItem));
  } else if (type === 'LP4a') {
    for (let index = 0; index < lines.length; index += 2) {
      items.push({
        kind: 'couplet',
        lines: [lines[index], lines[index + 1] ?? ''],
        rhymeGroup: index / 2 + 1,
      });
    }
  } else {
    items.push(
      ...lines.map((text, index): LineItem => ({
        kind: 'line',
        text,
        ...(type === 'LP3a' ? { rhymeGroup: Math.floor(index / 2) + 1 } : {}),
      })),
    );
  }
  return items as DcypherItemOf<T>[];
}

function isSimile(line: string): boolean {
  return (
    // "like smoke", "like a candle"; not "I like you" or "like to".
    /\blike\s+(?!(?:you|me|him|her|it|us|them|to|that|this|i)\b)[a-z]+/i.test(line) ||
    /\bas\s+\w+\s+as\b/i.test(line)
  );
}

function lineProblems(line: string, form: 'metaphor' | 'simile'): string[] {
  const problems: string[] = [];
  if (line.split(/\s+/).filter(Boolean).length < 3) problems.push('is too short to be a line');
  const blocked = blockedWordsIn(line);
  if (blocked.length > 0) problems.push(`uses blocked words: ${blocked.join(', ')}`);
  if (form === 'simile' && !isSimile(line))
    problems.push('is not a simile ("like ..." or "as ... as")');
  if (form === 'metaphor' && isSimile(line)) problems.push('is a simile, not a metaphor');
  return problems;
}

function rhymeProblems(first: string, second: string): string[] {
  const [firstEnd, secondEnd] = [lastWordOf(first), lastWordOf(second)];
  return rhymes(firstEnd, secondEnd) ? [] : [`"${firstEnd}" and "${secondEnd}" do not rhyme`];
}

function reviewWordItem(
  item: WordItem,
  matchesHead: (head: string, match: string) => boolean,
  relation: string,
  seenWords: Set<string>,
): ItemReview<WordItem> {
  const head = normalizeWord(item.word);
  const problems: string[] = [];
  if (pronunciationsOf(head).length === 0)
    problems.push(`"${item.word}" is not in the pronouncing dictionary`);
  if (isBlocked(head)) problems.push(`"${item.word}" is a blocked word`);
  if (seenWords.has(head)) problems.push(`"${item.word}" was already used`);
  seenWords.add(head);
  const kept: string[] = [];
  for (const match of item.matches) {
    const word = normalizeWord(match);
    if (isBlocked(word)) problems.push(`"${match}" is a blocked word`);
    else if (seenWords.has(word)) problems.push(`"${match}" was already used`);
    else if (!matchesHead(head, word))
      problems.push(`"${match}" does not ${relation} "${item.word}"`);
    else kept.push(word);
    seenWords.add(word);
  }
  if (kept.length < minimumMatches)
    problems.push(`has ${kept.length} verified matches, needs ${minimumMatches}`);
  const passed =
    problems.every((problem) => !problem.startsWith(`"${item.word}"`)) &&
    kept.length >= minimumMatches;
  return { item: { kind: 'word', word: head, matches: kept }, passed, problems };
}

/** Which of the model's items can be shown as they are, and why the others cannot. */
export function validateModelOutput<T extends DcypherType>(
  type: T,
  output: ModelOutput,
): ModelOutputReview<T> {
  const expected = dcypherItemCounts[type];
  const items: DcypherItem[] = parseModelOutput(type, output);
  const reviews: ItemReview[] = [];
  const seenWords = new Set<string>();
  const seenLines = new Set<string>();
  const repeatProblem = (line: string) => {
    const key = line
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .trim();
    const repeated = seenLines.has(key);
    seenLines.add(key);
    return repeated ? ['repeats an earlier line'] : [];
  };

  if (type === 'LP1' || type === 'LP2') {
    for (const item of items as WordItem[]) {
      reviews.push(
        type === 'LP1'
          ? reviewWordItem(item, rhymes, 'rhyme with', seenWords)
          : reviewWordItem(item, alliterates, 'alliterate with', seenWords),
      );
    }
  } else if (type === 'LP3' || type === 'LP4') {
    for (const item of items as LineItem[]) {
      const problems = [
        ...lineProblems(item.text, type === 'LP3' ? 'metaphor' : 'simile'),
        ...repeatProblem(item.text),
      ];
      reviews.push({ item, passed: problems.length === 0, problems });
    }
  } else if (type === 'LP3a') {
    const lines = items as LineItem[];
    // A rhyming pair stands or falls together: half a couplet rhymes with nothing.
    for (let index = 0; index < lines.length; index += 2) {
      const pair = lines.slice(index, index + 2);
      const problemsOf = pair.map((line) => [
        ...lineProblems(line.text, 'metaphor'),
        ...repeatProblem(line.text),
        ...(lineAlliterates(line.text) ? [] : ['has no two words starting with the same sound']),
      ]);
      const pairProblems =
        pair.length < 2 ? ['has no line to rhyme with'] : rhymeProblems(pair[0].text, pair[1].text);
      const passed =
        pairProblems.length === 0 && problemsOf.every((problems) => problems.length === 0);
      pair.forEach((line, position) =>
        reviews.push({ item: line, passed, problems: [...problemsOf[position], ...pairProblems] }),
      );
    }
  } else {
    for (const item of items as CoupletItem[]) {
      const problems = [
        ...item.lines.flatMap((line) => lineProblems(line, 'simile')),
        ...item.lines.flatMap(repeatProblem),
        ...rhymeProblems(item.lines[0], item.lines[1]),
      ];
      reviews.push({ item, passed: problems.length === 0, problems });
    }
  }

  reviews.slice(expected).forEach((review) => {
    review.passed = false;
    review.problems.push(`is beyond the ${expected} items asked for`);
  });
  return {
    type,
    expected,
    reviews: reviews as ItemReview<DcypherItemOf<T>>[],
    passedCount: reviews.filter((review) => review.passed).length,
  };
}

function wordsOf(item: DcypherItem): string[] {
  const text =
    item.kind === 'word'
      ? [item.word, ...item.matches]
      : item.kind === 'line'
        ? [item.text]
        : item.lines;
  return text
    .flatMap((part) => part.split(/\s+/))
    .map(normalizeWord)
    .filter(Boolean);
}

/**
 * The model's passing items in their places, each failed or missing one written by the engine,
 * so the result has exactly the count of its type. `replaced` says how many the engine wrote.
 */
export function completeModelOutput<T extends DcypherType>(
  type: T,
  output: ModelOutput | ModelOutputReview<T>,
  options: DcypherOptions = {},
): DcypherResult<T> & { replaced: number } {
  const review =
    typeof output === 'object' && 'reviews' in output
      ? output
      : validateModelOutput(type, output as ModelOutput);
  const slots: (DcypherItemOf<T> | undefined)[] = Array.from(
    { length: review.expected },
    (_, index) => {
      const itemReview = review.reviews[index];
      return itemReview?.passed ? itemReview.item : undefined;
    },
  );
  const missing = slots.filter((slot) => slot === undefined).length;

  const random: RandomSource = options.random ?? Math.random;
  const theme = options.theme?.trim() || undefined;
  const related = themeWords(theme);
  const context = createContext(random, related, themeSenses(theme, related));
  for (const kept of slots) {
    if (kept === undefined) continue;
    markUsed(context, wordsOf(kept));
    const lines = kept.kind === 'line' ? [kept.text] : kept.kind === 'couplet' ? kept.lines : [];
    for (const line of lines) context.lines.add(line.toLowerCase().replace(/[^a-z ]/g, ''));
  }
  const fillers = missing === 0 ? [] : writeItems(type, context, missing);
  const items = numberRhymeGroups(slots.map((slot) => slot ?? fillers.shift()!));
  return {
    type,
    ...(theme === undefined ? {} : { theme }),
    items,
    content: formatContent(items),
    replaced: missing,
  };
}
