import { describe, expect, it } from 'vitest';
import { alliterates, lineAlliterates, onsetKey } from './alliteration';

describe('alliterates', () => {
  it('goes by the first sound, not the first letter', () => {
    expect(alliterates('phone', 'fan')).toBe(true);
    expect(alliterates('knife', 'nap')).toBe(true);
    expect(alliterates('cite', 'sit')).toBe(true);
  });

  it('rejects words whose spelling matches but sound does not', () => {
    expect(alliterates('phone', 'pony')).toBe(false);
    expect(alliterates('city', 'cat')).toBe(false);
    expect(alliterates('phone', 'phone')).toBe(false);
  });

  it('keys a word by its first sound', () => {
    expect(onsetKey('phone')).toBe('F');
    expect(onsetKey('knife')).toBe('N');
    expect(onsetKey('zzxqt')).toBeUndefined();
  });

  it('needs two content words with one sound in a line; "my" and "a" do not count', () => {
    expect(lineAlliterates('My heart is a hollow harbor')).toBe(true);
    expect(lineAlliterates('My mind is a lantern')).toBe(false);
  });
});
