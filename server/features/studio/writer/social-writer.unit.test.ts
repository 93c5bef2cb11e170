import { describe, expect, it } from 'vitest';
import { StudioLimits } from '../../../../contract/limits';
import type { WriterInput } from './social-writer';
import { seededRandom, subjectOf, writeSocialCopy } from './social-writer';

const base: WriterInput = {
  prompt: 'Write a caption about my new single Neon Rain, out Friday',
  topic: {
    topic: 'Bedroom pop',
    description: 'Lo-fi, home-recorded songs',
    hashtags: ['bedroompop', 'indiemusic'],
  },
  platform: 'tiktok',
  contentType: 'caption',
  tone: 'engaging',
  includeHashtags: true,
  includeEmojis: true,
  trendKeywords: [],
};

describe('the built-in social writer', () => {
  it('takes the subject from the prompt without its lead-in', () => {
    expect(subjectOf('Write a caption about my new single Neon Rain, out Friday.')).toBe(
      'my new single Neon Rain, out Friday',
    );
    expect(subjectOf('Neon Rain is out')).toBe('Neon Rain is out');
  });

  it('builds on the prompt and the topic’s hashtags', () => {
    const copy = writeSocialCopy(base, seededRandom(1));
    expect(copy.hashtags.slice(0, 2)).toEqual(['bedroompop', 'indiemusic']);
    expect(copy.content).toContain('#bedroompop');
    expect(copy.content.length).toBeLessThanOrEqual(2200);
  });

  it('varies its wording between drafts', () => {
    const drafts = new Set(
      Array.from({ length: 8 }, (_, seed) => writeSocialCopy(base, seededRandom(seed)).body),
    );
    expect(drafts.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps every platform within its limit, and a thread’s posts within 280', () => {
    const long = { ...base, prompt: `${'a very long idea '.repeat(15)}` };
    for (const platform of ['tiktok', 'instagram', 'youtube', 'twitter'] as const) {
      for (const contentType of ['caption', 'script', 'story', 'thread'] as const) {
        for (let seed = 0; seed < 5; seed += 1) {
          const copy = writeSocialCopy({ ...long, platform, contentType }, seededRandom(seed));
          expect(copy.content.length).toBeLessThanOrEqual(
            contentType === 'thread' ? 10_000 : StudioLimits.platformCharacterLimits[platform],
          );
          for (const post of copy.posts) {
            if (contentType === 'thread') expect(post.length).toBeLessThanOrEqual(280);
          }
        }
      }
    }
  });

  it('leaves hashtags and emojis out when asked', () => {
    const copy = writeSocialCopy(
      { ...base, includeHashtags: false, includeEmojis: false },
      seededRandom(3),
    );
    expect(copy.hashtags).toEqual([]);
    expect(copy.content).not.toMatch(/#\w/);
    expect(copy.content).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('writes a script in beats and a numbered thread', () => {
    expect(writeSocialCopy({ ...base, contentType: 'script' }, seededRandom(2)).content).toMatch(
      /^HOOK \(0–3s\):/,
    );
    const thread = writeSocialCopy(
      { ...base, contentType: 'thread', platform: 'twitter' },
      seededRandom(2),
    );
    expect(thread.posts.length).toBeGreaterThanOrEqual(4);
    expect(thread.posts[0]).toMatch(/^1\/\d /);
  });
});
