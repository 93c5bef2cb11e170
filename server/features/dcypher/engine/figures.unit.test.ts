// What a reader checks in metaphors and similes, held on a fixed-seed sample of every type.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDcypher } from './index';
import { seededRandom } from './random';
import { isEveryday } from './singable';
import { writeFigure } from './figures';
import type { Image, Subject } from './song-lexicon';
import { noSenses } from './theme-senses';
import { songLexicon } from './song-lexicon';
import type { DcypherItem, DcypherResult, DcypherType } from './types';

const lineTypes: DcypherType[] = ['LP3', 'LP3a', 'LP4', 'LP4a'];
const themes = [undefined, 'midnight drive', 'ocean', 'broken hearts'];
const seeds = [1, 2, 3];
let results: { type: DcypherType; theme?: string; result: DcypherResult }[] = [];

function linesOf(item: DcypherItem): string[] {
  return item.kind === 'line' ? [item.text] : item.kind === 'couplet' ? item.lines : [];
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The forms a line may name an image by: "a candle", "candles", "houses of cards". */
function imageForms(image: Image): string[] {
  const words = image.noun.split(' ');
  const last = words.length - 1;
  const head = words.indexOf('of') > 0 ? words.indexOf('of') - 1 : last;
  const plural = [...words];
  plural[head] = `${words[head]}${/(s|x|ch|sh)$/.test(words[head]) ? 'es' : 's'}`;
  return [
    image.noun,
    plural.join(' '),
    plural.join(' ').replace(/ys\b/, 'ies').replace(/fs\b/, 'ves'),
  ];
}

/** The images a line names, longest names first so "a porch light" is not also "a light". */
function imagesIn(line: string): Image[] {
  let text = ` ${wordsOf(line).join(' ')} `;
  const found: Image[] = [];
  const images = [...songLexicon().images].sort((a, b) => b.noun.length - a.noun.length);
  for (const image of images) {
    for (const form of imageForms(image)) {
      if (text.includes(` ${form} `)) {
        found.push(image);
        text = text.replace(` ${form} `, ' # ');
        break;
      }
    }
  }
  return found;
}

/** Every phrase the image's actions can be written as, in any person or tense. */
function actionForms(image: Image): string[] {
  return [...image.qualities.values()]
    .flat()
    .flatMap((action) =>
      [action.verb.base, action.verb.third, action.verb.past].map((verb) =>
        `${verb} ${action.rest}`.trim().replace(/\bits\b/g, '\\w+'),
      ),
    );
}

const grammarWords = new Set(
  (
    'a an the my your our this these i you we is am are was were be and that like as feels felt ' +
    'me its their it they'
  ).split(' '),
);

beforeAll(() => {
  results = themes.flatMap((theme) =>
    seeds.flatMap((seed) =>
      lineTypes.map((type) => ({
        type,
        theme,
        result: generateDcypher(type, { theme, random: seededRandom(seed) }),
      })),
    ),
  );
}, 120_000);

describe('metaphors and similes as a reader checks them', () => {
  it('never names an image twice in one result', () => {
    for (const { type, theme, result } of results) {
      const named = result.items
        .flatMap(linesOf)
        .flatMap(imagesIn)
        .map((image) => image.noun);
      expect(new Set(named).size, `${type} ${theme}: ${named.join(', ')}`).toBe(named.length);
    }
  });

  it('names an image in every line', () => {
    for (const { result } of results) {
      for (const line of result.items.flatMap(linesOf))
        expect(imagesIn(line).length, line).toBeGreaterThan(0);
    }
  });

  it('gives every simile a verb or quality its image really has', () => {
    for (const { type, result } of results.filter(
      (run) => run.type === 'LP4' || run.type === 'LP4a',
    )) {
      for (const line of result.items.flatMap(linesOf)) {
        const lower = line.toLowerCase();
        // The image likened to is one the line names (a setting may name a second one).
        const named = imagesIn(lower.slice(lower.search(/\blike\b|\bas \w+ as\b/)));
        expect(named.length, `${type}: ${line}`).toBeGreaterThan(0);
        const quality =
          /\bas (\w+) as\b/.exec(lower)?.[1] ??
          /\b(?:feels|felt) like (?:an? |the )?(\w+)/.exec(lower)?.[1];
        const fits = named.some((image) =>
          quality !== undefined
            ? image.qualities.has(quality)
            : actionForms(image).some((form) => new RegExp(`\\b${form}\\b`).test(lower)),
        );
        expect(fits, `${type}: ${line}`).toBe(true);
      }
    }
  });

  it('keeps every word within the lexicon and its grammar', () => {
    const { vocabulary, images } = songLexicon();
    const plurals = new Set(images.flatMap(imageForms).flatMap((form) => form.split(' ')));
    for (const { result } of results) {
      for (const word of wordsOf(result.content)) {
        expect(vocabulary.has(word) || grammarWords.has(word) || plurals.has(word), word).toBe(
          true,
        );
      }
    }
  });

  it('never writes a contraction or an auxiliary it would have to conjugate', () => {
    for (const { result } of results) {
      for (const line of result.items.flatMap(linesOf)) {
        expect(line, line).not.toMatch(/'|\b(?:will|would|can|could|should|must|do|does|did)\b/);
      }
    }
  });

  it('steers "midnight drive" toward night and the road, not a crusade', () => {
    const lines = results
      .filter((run) => run.theme === 'midnight drive')
      .flatMap((run) => run.result.items.flatMap(linesOf));
    const nightAndRoad = new Set(
      'night midnight dark moon star stars highway headlights radio road car engine motel neon gas station streetlight mile marker taxi siren train dusk interstate freeway driveway'.split(
        ' ',
      ),
    );
    const carrying = lines.filter((line) => wordsOf(line).some((word) => nightAndRoad.has(word)));
    expect(carrying.length).toBeGreaterThan(lines.length * 0.55);
    expect(lines.join(' ')).not.toMatch(/crusade|lunge/i);
  });
});

/** The lexicon's subject a line is about: "your love" in "Like a candle, your love burns". */
function subjectOf(line: string): Subject | undefined {
  const lower = line.toLowerCase().replace(/^like [^,]+, /, '');
  return [...songLexicon().subjects]
    .sort((a, b) => b.name.length - a.name.length)
    .find(
      (subject) =>
        lower.startsWith(`${subject.name.toLowerCase()} `) ||
        lower.startsWith(`${subject.name.toLowerCase()},`),
    );
}

describe('what a line says of whom', () => {
  it('keeps pronouns agreeing with the subject', () => {
    for (const { type, result } of results) {
      for (const line of result.items.flatMap(linesOf)) {
        const lower = line.toLowerCase();
        const person = subjectOf(line)?.person;
        // "We grow where it wants", "we faded like bruises under my sleeve".
        if (person === 'we') expect(lower, `${type}: ${line}`).not.toMatch(/\b(?:i|me|my|us)\b/);
        if (person === 'I') expect(lower, `${type}: ${line}`).not.toMatch(/\b(?:me|us|our)\b/);
        if (person !== 'it')
          expect(lower, `${type}: ${line}`).not.toMatch(/\b(?:where|what|when) it \w+s\b/);
      }
    }
  });

  it('writes the two lines of a rhyming pair about two different subjects', () => {
    for (const { type, result } of results.filter(
      (run) => run.type === 'LP3a' || run.type === 'LP4a',
    )) {
      const lines = result.items.flatMap(linesOf);
      for (let index = 0; index < lines.length; index += 2) {
        const [first, second] = [subjectOf(lines[index]), subjectOf(lines[index + 1])];
        if (first === undefined) continue;
        expect(first, `${type}: ${lines[index]} / ${lines[index + 1]}`).not.toBe(second);
      }
    }
  });

  it('joins a subject to an image only through a quality both carry', () => {
    const random = seededRandom(7);
    for (const form of ['metaphor', 'simile'] as const) {
      for (let draw = 0; draw < 400; draw++) {
        const figure = writeFigure(form, {
          random,
          theme: noSenses,
          usedImages: new Set(),
          subjectUses: new Map(),
          preferTheme: false,
        });
        if (figure?.subject === undefined) continue;
        expect(figure.subject.qualities.has(figure.quality), figure.text).toBe(true);
        expect(
          figure.images.some((image) => image.qualities.has(figure.quality)),
          figure.text,
        ).toBe(true);
      }
    }
  });

  it('lets a subject do only what it can: no feeling levels the town', () => {
    for (const { type, result } of results.filter(
      (run) => run.type === 'LP4' || run.type === 'LP4a',
    )) {
      for (const line of result.items.flatMap(linesOf)) {
        if (subjectOf(line) === undefined) continue;
        expect(line, `${type}: ${line}`).not.toMatch(
          /\b(?:levels|leveled|hides|hid|takes|took) the (?:town|coast)\b/i,
        );
      }
    }
  });

  it('never likens a season to another season', () => {
    for (const { type, result } of results) {
      for (const line of result.items.flatMap(linesOf)) {
        const subject = subjectOf(line)?.name;
        if (subject === 'the summer')
          expect(line, `${type}: ${line}`).not.toMatch(/winter|snow|frost|blizzard|december/i);
        if (subject === 'winter') expect(line, `${type}: ${line}`).not.toMatch(/summer|july|june/i);
      }
    }
  });
});

describe('the song lexicon', () => {
  it('writes verb forms out, irregular ones included, and holds no auxiliary in an action', () => {
    const { verbs, images } = songLexicon();
    expect(verbs.get('shine')).toEqual({ base: 'shine', third: 'shines', past: 'shone' });
    expect(verbs.get('hum')).toEqual({ base: 'hum', third: 'hums', past: 'hummed' });
    expect(verbs.get('cry')).toEqual({ base: 'cry', third: 'cries', past: 'cried' });
    expect(images.length).toBeGreaterThan(150);
    for (const image of images)
      for (const action of [...image.qualities.values()].flat())
        expect(`${action.verb.base} ${action.rest}`).not.toMatch(/'|\bwon\b|\bdon\b/);
  });

  it('leaves technical, clinical and office words out of the everyday vocabulary', () => {
    for (const word of [
      'microprocessor',
      'firewall',
      'requirement',
      'regiment',
      'nevertheless',
      'federal',
      ...'company primary parking difficult largely district convert revert shunt saline apply plumb goad mode par'.split(
        ' ',
      ),
    ])
      expect(isEveryday(word), word).toBe(false);
    for (const word of ['fire', 'heart', 'river', 'night', 'lighthouse', 'dream'])
      expect(isEveryday(word), word).toBe(true);
  });

  it('lists only everyday words as rhymes and alliterations', () => {
    for (const type of ['LP1', 'LP2'] as const) {
      for (const seed of seeds) {
        for (const item of generateDcypher(type, { random: seededRandom(seed) }).items) {
          if (item.kind !== 'word') continue;
          for (const word of [item.word, ...item.matches])
            expect(isEveryday(word), `${type}: ${word}`).toBe(true);
        }
      }
    }
  });
});
