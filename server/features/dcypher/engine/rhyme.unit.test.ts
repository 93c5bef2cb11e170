import { describe, expect, it } from 'vitest';
import { lastWordOf, rhymeKey, rhymes } from './rhyme';

describe('rhymes', () => {
  it('accepts perfect rhymes by sound', () => {
    expect(rhymes('cat', 'hat')).toBe(true);
    expect(rhymes('fire', 'desire')).toBe(true);
    expect(rhymes('night', 'light')).toBe(true);
    expect(rhymes('Ocean,', 'emotion')).toBe(true);
  });

  it('rejects words that only look alike or only share a vowel', () => {
    expect(rhymes('love', 'move')).toBe(false);
    expect(rhymes('cat', 'cart')).toBe(false);
    expect(rhymes('cat', 'cap')).toBe(false);
  });

  it('does not count a word, or a word that sounds the same, as its own rhyme', () => {
    expect(rhymes('cat', 'cat')).toBe(false);
    expect(rhymes('pair', 'pear')).toBe(false);
  });

  it('is false for words the dictionary does not know', () => {
    expect(rhymes('cat', 'zzxqt')).toBe(false);
    expect(rhymeKey('zzxqt')).toBeUndefined();
  });

  it('keys a word from its last stressed vowel', () => {
    expect(rhymeKey('cat')).toBe('AE T');
    expect(rhymeKey('table')).toBe('EY B AH L');
  });

  it('hears the rhyme on the last word of a line', () => {
    expect(lastWordOf('My heart is a lantern, burning bright!')).toBe('bright');
  });
});
