// Everything that needs the lexicon is tested in this one file: vitest gives each test file
// its own modules, so each file would load the dictionaries again (about half a second).
import { beforeAll, describe, expect, it } from 'vitest';
import { alliterates, alliterationsFor, lineAlliterates } from './alliteration';
import { isAvoidedByEngine, isBlocked } from './blocklist';
import { generateDcypher } from './index';
import { lexicon } from './lexicon';
import { withArticle } from './phrasing';
import { seededRandom } from './random';
import { lastWordOf, rhymes, rhymesFor } from './rhyme';
import { themeWords } from './theme';
import type { DcypherItem, DcypherResult, DcypherType } from './types';
import { dcypherItemCounts, dcypherTypes } from './types';
import { completeModelOutput, validateModelOutput } from './validate-model-output';

interface Run {
  type: DcypherType;
  theme?: string;
  seed: number;
  result: DcypherResult;
}

const seeds = Array.from({ length: 6 }, (_, index) => index + 1);
const themes = [undefined, 'ocean', 'broken hearts'];
let runs: Run[] = [];

function linesOf(item: DcypherItem): string[] {
  return item.kind === 'line' ? [item.text] : item.kind === 'couplet' ? item.lines : [];
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
}

const isSimile = (line: string) => /\blike\b/i.test(line) || /\bas \w+ as\b/i.test(line);

beforeAll(() => {
  runs = themes.flatMap((theme) =>
    seeds.flatMap((seed) =>
      dcypherTypes.map((type) => ({
        type,
        theme,
        seed,
        result: generateDcypher(type, { theme, random: seededRandom(seed) }),
      })),
    ),
  );
}, 120_000);

describe('generateDcypher', () => {
  it('gives the exact count of every type, with or without a theme', () => {
    for (const run of runs) {
      expect(run.result.items, `${run.type} seed ${run.seed} theme ${run.theme}`).toHaveLength(
        dcypherItemCounts[run.type],
      );
    }
  });

  it('never repeats a line, a head word or a listed word within a result', () => {
    for (const { result } of runs) {
      const lines = result.items.flatMap(linesOf).map((line) => line.toLowerCase());
      expect(new Set(lines).size).toBe(lines.length);
      const listed = result.items.flatMap((item) =>
        item.kind === 'word' ? [item.word, ...item.matches] : [],
      );
      expect(new Set(listed).size).toBe(listed.length);
    }
  });

  it('lists at least three true rhymes (LP1) or alliterations (LP2) for each word', () => {
    for (const { type, result } of runs.filter((run) => run.type === 'LP1' || run.type === 'LP2')) {
      for (const item of result.items) {
        if (item.kind !== 'word') throw new Error(`${type} gave a ${item.kind}`);
        expect(item.matches.length).toBeGreaterThanOrEqual(3);
        for (const match of item.matches) {
          const related = type === 'LP1' ? rhymes(item.word, match) : alliterates(item.word, match);
          expect(related, `${type}: ${item.word} / ${match}`).toBe(true);
        }
      }
    }
  });

  it('makes LP3a lines rhyme in pairs and alliterate, grouped 1-2, 3-4, ...', () => {
    for (const { result } of runs.filter((run) => run.type === 'LP3a')) {
      const lines = result.items.flatMap((item) => (item.kind === 'line' ? [item] : []));
      expect(lines).toHaveLength(10);
      for (let index = 0; index < lines.length; index += 2) {
        const [first, second] = [lines[index], lines[index + 1]];
        expect(
          rhymes(lastWordOf(first.text), lastWordOf(second.text)),
          `${first.text} / ${second.text}`,
        ).toBe(true);
        expect(first.rhymeGroup).toBe(index / 2 + 1);
        expect(second.rhymeGroup).toBe(index / 2 + 1);
      }
      for (const line of lines) {
        expect(lineAlliterates(line.text), line.text).toBe(true);
        expect(isSimile(line.text), line.text).toBe(false);
      }
    }
  });

  it('makes each LP4a item a couplet of similes that rhyme', () => {
    for (const { result } of runs.filter((run) => run.type === 'LP4a')) {
      result.items.forEach((item, index) => {
        if (item.kind !== 'couplet') throw new Error(`LP4a gave a ${item.kind}`);
        expect(
          rhymes(lastWordOf(item.lines[0]), lastWordOf(item.lines[1])),
          item.lines.join(' / '),
        ).toBe(true);
        expect(item.lines.every(isSimile)).toBe(true);
        expect(item.rhymeGroup).toBe(index + 1);
      });
    }
  });

  it('writes LP3 as metaphors and LP4 as similes', () => {
    for (const { type, result } of runs.filter((run) => run.type === 'LP3' || run.type === 'LP4')) {
      for (const line of result.items.flatMap(linesOf))
        expect(isSimile(line), line).toBe(type === 'LP4');
    }
  });

  it('never shows a blocked word, nor one the engine avoids', () => {
    for (const { result } of runs) {
      for (const word of wordsOf(result.content)) {
        expect(isBlocked(word) || isAvoidedByEngine(word), word).toBe(false);
      }
    }
  });

  it('reproduces a result from the same seed and varies it across seeds', () => {
    const again = generateDcypher('LP3', { random: seededRandom(1) });
    const first = runs.find(
      (run) => run.type === 'LP3' && run.seed === 1 && run.theme === undefined,
    )!;
    expect(again.content).toBe(first.result.content);
    expect(generateDcypher('LP3', { random: seededRandom(2) }).content).not.toBe(again.content);
  });

  it('steers every type toward the theme', () => {
    const oceanWords = new Set(
      (
        'ocean oceanic oceanfront sea seas seaside seashore seacoast seaboard seabed seawater ' +
        'saltwater water shore coast beach bay gulf cove lagoon estuary strait inlet tide wave ' +
        'swell surf deep trench ridge trough reef coral island sand sands dune brine salt ship ' +
        'boat sail cruise fish whale shark swordfish nautilus pelagic littoral typhoon current ' +
        'lighthouse anchor harbor gull shipwreck buoy seashell driftwood undertow island shore'
      ).split(' '),
    );
    const mentions = (theme: string | undefined) =>
      runs
        .filter((run) => run.type === 'LP3' && run.theme === theme)
        .flatMap((run) => run.result.items.flatMap(linesOf))
        .filter((line) => wordsOf(line).some((word) => oceanWords.has(word))).length;
    const linesPerTheme = seeds.length * 20;
    expect(mentions('ocean')).toBeGreaterThan(linesPerTheme * 0.6);
    expect(mentions(undefined)).toBeLessThan(linesPerTheme * 0.25);

    for (const run of runs.filter(
      (candidate) => candidate.theme === 'ocean' && candidate.type !== 'LP3',
    )) {
      expect(
        wordsOf(run.result.content).some((word) => oceanWords.has(word)),
        run.type,
      ).toBe(true);
    }
  });

  it('still works for themes it does not know or cannot read', () => {
    for (const theme of ['zzxq qwv', '!!!', '   ', '\u{1F30A} vibes', 'x'.repeat(500)]) {
      for (const type of dcypherTypes) {
        expect(generateDcypher(type, { theme, random: seededRandom(3) }).items).toHaveLength(
          dcypherItemCounts[type],
        );
      }
    }
  });

  it('writes readable content: numbered, words with their matches, couplets on two lines', () => {
    const words = runs.find((run) => run.type === 'LP1')!.result;
    expect(words.content.split('\n')[0]).toMatch(/^1\. [a-z]+: [a-z]+(, [a-z]+){2,}$/);
    const couplets = runs.find((run) => run.type === 'LP4a')!.result;
    expect(couplets.content.split('\n')).toHaveLength(10);
    expect(couplets.content).toMatch(/^1\. .+\n {3}.+\n2\. /);
  });
});

describe('lexicon', () => {
  it('keeps ordinary, pronounceable, clean words, most common first', () => {
    const { byCommonness, facts } = lexicon();
    expect(byCommonness.length).toBeGreaterThan(20_000);
    expect(facts.has('lantern')).toBe(true);
    expect(facts.has('boston')).toBe(false);
    expect(byCommonness.some(isAvoidedByEngine)).toBe(false);
    expect(byCommonness.indexOf('house')).toBeLessThan(byCommonness.indexOf('lighthouse'));
  });
});

describe('rhymesFor and alliterationsFor', () => {
  it('lists only true rhymes, the common ones first', () => {
    const found = rhymesFor('cat');
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((word) => rhymes('cat', word))).toBe(true);
    expect(found.indexOf('hat')).toBeLessThan(found.indexOf('gnat'));
  });

  it('lists words that share the first sound, not the first letter', () => {
    const found = alliterationsFor('phone');
    expect(found).toContain('fan');
    expect(found).not.toContain('pony');
    expect(found.slice(0, 200).every((word) => alliterates('phone', word))).toBe(true);
  });
});

describe('themeWords', () => {
  it('finds words related to a theme through WordNet', () => {
    const ocean = themeWords('Oceans');
    expect(ocean.words.slice(0, 10)).toEqual(expect.arrayContaining(['ocean', 'sea']));
    expect(ocean.has('shore')).toBe(true);
  });

  it('returns nothing for an unknown theme instead of failing', () => {
    expect(themeWords('zzxq qwv').words).toEqual([]);
    expect(themeWords('').words).toEqual([]);
  });
});

describe('withArticle', () => {
  it('chooses the article by sound', () => {
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('old lantern')).toBe('an old lantern');
  });
});

describe('validateModelOutput on engine output', () => {
  it('accepts everything the engine itself writes', () => {
    for (const type of dcypherTypes) {
      const result = generateDcypher(type, { random: seededRandom(11) });
      const review = validateModelOutput(type, result.items);
      const failures = review.reviews.filter((item) => !item.passed);
      expect(failures, JSON.stringify(failures)).toEqual([]);
    }
  });
});

describe('completeModelOutput', () => {
  it('replaces failed and missing items so the result has the exact count', () => {
    const modelText = [
      'cat: hat, bat, mat',
      'cat: rat, sat, flat',
      'love: move, prove, dog',
      'night: light, bright, sight',
    ];
    const result = completeModelOutput('LP1', modelText.join('\n'), { random: seededRandom(5) });
    expect(result.items).toHaveLength(10);
    expect(result.replaced).toBe(8);
    expect(result.items[0]).toEqual({ kind: 'word', word: 'cat', matches: ['hat', 'bat', 'mat'] });
    expect(result.items[3]).toEqual({
      kind: 'word',
      word: 'night',
      matches: ['light', 'bright', 'sight'],
    });
    expect(validateModelOutput('LP1', result.items).passedCount).toBe(10);
  });

  it('restores every type to its count from empty or broken output', () => {
    const broken: Record<DcypherType, string> = {
      LP1: 'cat: dog',
      LP2: 'phone: pony, pie, pot',
      LP3: 'My heart is a candle\nMy heart is a candle',
      LP3a: 'My heart is a hollow harbor\nYour love is a lonely lantern',
      LP4: 'My heart is a candle',
      LP4a: 'I burn like a fire\nYou glow like a stone',
    };
    for (const type of dcypherTypes) {
      const result = completeModelOutput(type, broken[type], {
        theme: 'ocean',
        random: seededRandom(8),
      });
      expect(result.items, type).toHaveLength(dcypherItemCounts[type]);
      expect(validateModelOutput(type, result.items).passedCount, type).toBe(
        dcypherItemCounts[type],
      );
      expect(completeModelOutput(type, '', { random: seededRandom(8) }).items).toHaveLength(
        dcypherItemCounts[type],
      );
    }
  });
});
