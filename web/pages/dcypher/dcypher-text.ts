/**
 * Pure helpers of the launchpad screen: which words rhyme (the last word of a line), the
 * letters and colours of rhyme groups, and how a result names its engine.
 */
import { DCYPHER_TYPES } from '@contract/dcypher';
import type { DcypherType } from '@contract/dcypher';
import type { DcypherGeneration, DcypherItem } from '../../lib/api/dcypher.api';

export function dcypherTitle(type: DcypherType): string {
  return DCYPHER_TYPES.find((entry) => entry.type === type)?.title ?? type;
}

export interface SplitLine {
  /** Everything before the rhyming word, with its trailing space. */
  lead: string;
  /** The last word, which carries the rhyme; empty when the line has no word. */
  endWord: string;
  /** Punctuation after the last word. */
  tail: string;
}

const endWordPattern = /^(.*?)([\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*)([^\p{L}\p{N}]*)$/u;

/** Splits a line around its last word so the rhyme can be set apart. */
export function splitEndWord(line: string): SplitLine {
  const match = endWordPattern.exec(line);
  if (!match) return { lead: line, endWord: '', tail: '' };
  return { lead: match[1], endWord: match[2], tail: match[3] };
}

/** The colours of rhyme groups, cycled. Full class names, so Tailwind sees them. */
export const RHYME_TONES = [
  {
    text: 'text-accent-300',
    underline: 'decoration-accent-400/70',
    bar: 'border-accent-400/70',
    edge: 'border-l-accent-400/70',
    chip: 'border-accent-400/40 bg-accent-500/15 text-accent-200',
  },
  {
    text: 'text-flare-400',
    underline: 'decoration-flare-400/70',
    bar: 'border-flare-400/70',
    edge: 'border-l-flare-400/70',
    chip: 'border-flare-400/40 bg-flare-500/15 text-flare-400',
  },
  {
    text: 'text-glow-400',
    underline: 'decoration-glow-400/70',
    bar: 'border-glow-400/70',
    edge: 'border-l-glow-400/70',
    chip: 'border-glow-400/40 bg-glow-500/15 text-glow-400',
  },
  {
    text: 'text-success-400',
    underline: 'decoration-success-400/70',
    bar: 'border-success-400/70',
    edge: 'border-l-success-400/70',
    chip: 'border-success-400/40 bg-success-400/12 text-success-400',
  },
  {
    text: 'text-sky-300',
    underline: 'decoration-sky-300/70',
    bar: 'border-sky-300/70',
    edge: 'border-l-sky-300/70',
    chip: 'border-sky-300/40 bg-sky-400/12 text-sky-300',
  },
  {
    text: 'text-warning-300',
    underline: 'decoration-warning-300/70',
    bar: 'border-warning-300/70',
    edge: 'border-l-warning-300/70',
    chip: 'border-warning-400/40 bg-warning-400/12 text-warning-300',
  },
] as const;

export type RhymeTone = (typeof RHYME_TONES)[number];

export interface RhymeMark {
  /** The rhyme-scheme letter a poet would write in the margin: A, B, C… */
  letter: string;
  tone: RhymeTone;
}

function letterFor(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/**
 * Letters and colours for the rhyme groups of `items`, in order of first appearance, so
 * the first group is always A whatever number the server gave it.
 */
export function rhymeMarks(items: readonly DcypherItem[]): Map<number, RhymeMark> {
  const marks = new Map<number, RhymeMark>();
  for (const item of items) {
    const group = item.kind === 'word' ? undefined : item.rhymeGroup;
    if (group === undefined || marks.has(group)) continue;
    const index = marks.size;
    marks.set(group, { letter: letterFor(index), tone: RHYME_TONES[index % RHYME_TONES.length] });
  }
  return marks;
}

/** Who wrote the result, in the words the screen shows. */
export function engineLabel(result: Pick<DcypherGeneration, 'engine' | 'replaced'>): string {
  if (result.engine === 'builtin') return 'Built-in rhyme engine';
  const label = 'Language model, checked by the rhyme engine';
  if (result.replaced <= 0) return label;
  return `${label} — ${result.replaced} ${result.replaced === 1 ? 'line' : 'lines'} rewritten`;
}
