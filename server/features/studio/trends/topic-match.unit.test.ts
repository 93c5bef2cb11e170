import { describe, expect, it } from 'vitest';
import { hashtagsIn, keywordsIn } from './topic-match';

describe('what content is about', () => {
  it('finds hashtags once each, lowercased', () => {
    expect(hashtagsIn('New one #LoFi #lofi and #studyBeats, not mail@x#y')).toEqual([
      'lofi',
      'studybeats',
    ]);
  });

  it('keeps the uncommon words as keywords, whatever their case, and leaves hashtags out', () => {
    expect(keywordsIn('Amapiano on Friday night, out everywhere! #vinyl')).toEqual(['amapiano']);
    expect(keywordsIn('Vinyl REMIX of the album')).toEqual(['vinyl', 'remix', 'album']);
  });

  it('has no keyword in everyday words, short words or numbers', () => {
    expect(keywordsIn('I just want to say this is so good 2026')).toEqual([]);
  });
});
