import { describe, expect, it } from 'vitest';
import { blockedWordsIn, isAvoidedByEngine, isBlocked } from './blocklist';

describe('isBlocked', () => {
  it('blocks listed words and their inflections, in any case', () => {
    expect(isBlocked('shit')).toBe(true);
    expect(isBlocked('Bitches')).toBe(true);
    expect(isBlocked('screwing')).toBe(true);
  });

  it('blocks roots hidden inside compounds', () => {
    expect(isBlocked('motherfucking')).toBe(true);
  });

  it('blocks what WordNet labels an ethnic slur although the hand list lacks it', () => {
    expect(isBlocked('greaseball')).toBe(true);
  });

  it('leaves innocent words that contain or resemble blocked ones', () => {
    for (const word of [
      'therapist',
      'peer',
      'spicy',
      'class',
      'assess',
      'luster',
      'swanky',
      'queen',
      'scrap',
    ]) {
      expect(isBlocked(word), word).toBe(false);
    }
  });

  it('keeps words a writer may use but the engine does not choose', () => {
    expect(isBlocked('gun')).toBe(false);
    expect(isAvoidedByEngine('gun')).toBe(true);
  });

  it('finds blocked words in a line', () => {
    expect(blockedWordsIn('You are a bullshit lantern')).toEqual(['bullshit']);
    expect(blockedWordsIn('You are a silver lantern')).toEqual([]);
  });
});
