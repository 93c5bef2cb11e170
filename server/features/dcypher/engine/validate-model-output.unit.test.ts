// Pure checks against the dictionaries; filling failed items with engine output is tested in
// engine.unit.test.ts, which loads the lexicon once for every test that needs it.
import { describe, expect, it } from 'vitest';
import { parseModelOutput, validateModelOutput } from './validate-model-output';

const goodRhymes = [
  'cat: hat, bat, mat',
  'night: light, bright, sight',
  'day: play, stay, way',
  'fire: desire, wire, tire',
  'heart: part, art, start',
  'rain: pain, train, chain',
  'sea: tree, free, key',
  'stone: bone, phone, throne',
  'dream: stream, team, beam',
  'soul: goal, hole, roll',
];

describe('validateModelOutput', () => {
  it('passes output whose every claim checks out', () => {
    const review = validateModelOutput('LP1', goodRhymes.join('\n'));
    expect(review.passedCount).toBe(10);
  });

  it('rejects a claimed rhyme that does not rhyme, keeping the ones that do', () => {
    const [review] = validateModelOutput('LP1', ['love: dove, move, glove, above']).reviews;
    expect(review.problems).toContain('"move" does not rhyme with "love"');
    expect(review.item.kind === 'word' && review.item.matches).toEqual(['dove', 'glove', 'above']);
    expect(review.passed).toBe(true);

    const [tooFew] = validateModelOutput('LP1', ['cat: hat, dog, cart']).reviews;
    expect(tooFew.passed).toBe(false);
  });

  it('rejects a repeated word and a blocked word', () => {
    const review = validateModelOutput('LP1', [
      'cat: hat, bat, mat',
      'cat: rat, sat, flat',
      'fire: shit, wire, tire',
    ]);
    expect(review.reviews.map((item) => item.passed)).toEqual([true, false, false]);
    expect(review.reviews[1].problems).toContain('"cat" was already used');
  });

  it('checks alliteration by sound for LP2', () => {
    const [review] = validateModelOutput('LP2', ['phone: fan, fire, pony, photo']).reviews;
    expect(review.problems).toContain('"pony" does not alliterate with "phone"');
    expect(review.passed).toBe(true);
  });

  it('fails both lines of an LP3a pair that does not rhyme, and lines that do not alliterate', () => {
    const review = validateModelOutput('LP3a', [
      'My heart is a hollow harbor',
      'Your love is a lonely lantern',
      'My mind is a moonlit mirror',
      'My soul is a silver sea',
    ]);
    expect(review.reviews.map((item) => item.passed)).toEqual([false, false, false, false]);
    expect(review.reviews[0].problems).toContain('"harbor" and "lantern" do not rhyme');
    expect(review.reviews[2].problems).toContain('"mirror" and "sea" do not rhyme');
  });

  it('tells similes from metaphors', () => {
    const review = validateModelOutput('LP4', [
      'My heart burns like a candle',
      'My heart is a candle',
    ]);
    expect(review.reviews.map((item) => item.passed)).toEqual([true, false]);
    expect(validateModelOutput('LP3', ['Love is as blind as a bat']).reviews[0].passed).toBe(false);
  });

  it('fails items past the count of the type', () => {
    const review = validateModelOutput('LP1', [...goodRhymes, 'cake: lake, make, take']);
    expect(review.reviews).toHaveLength(11);
    expect(review.reviews[10].passed).toBe(false);
    expect(review.passedCount).toBe(10);
  });
});

describe('parseModelOutput', () => {
  it('reads numbered or bulleted text into items of the type', () => {
    expect(parseModelOutput('LP1', '1. cat: hat, bat, mat\n2) night - light, bright')).toEqual([
      { kind: 'word', word: 'cat', matches: ['hat', 'bat', 'mat'] },
      { kind: 'word', word: 'night', matches: ['light', 'bright'] },
    ]);
    expect(parseModelOutput('LP4a', '1. I burn like a fire\n   You glow like a wire\n')).toEqual([
      { kind: 'couplet', lines: ['I burn like a fire', 'You glow like a wire'], rhymeGroup: 1 },
    ]);
  });
});
