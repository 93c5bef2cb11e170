import { describe, expect, it } from 'vitest';
import { StudioLimits } from '../../../../contract/limits';
import type { WriterInput } from './social-writer';
import { readPrompt } from './prompt-reading';
import { seededRandom, writeSocialCopy } from './social-writer';

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
  it('reads the prompt without its lead-in: the headline, the title and the day', () => {
    const reading = readPrompt('Write a caption about my new single Neon Rain, out Friday.');
    expect(reading.headline).toBe('My new single Neon Rain, out Friday.');
    expect(reading).toMatchObject({
      kind: 'release',
      title: 'Neon Rain',
      when: 'Friday',
      state: 'upcoming',
    });
    expect(readPrompt('Neon Rain is out').headline).toBe('Neon Rain is out.');
  });

  it('tells a show, a milestone, a lesson and merch apart, with the place and the day', () => {
    expect(readPrompt('live show in Berlin this Saturday!!')).toMatchObject({
      kind: 'show',
      where: 'Berlin',
      when: 'this Saturday',
      ref: 'the Berlin show',
      headline: 'Live show in Berlin this Saturday!',
    });
    expect(readPrompt('we hit 10k streams').kind).toBe('milestone');
    expect(readPrompt('Make a thread about how i mix vocals')).toMatchObject({
      kind: 'lesson',
      headline: 'How I mix vocals.',
    });
    expect(readPrompt('promoting my merch drop - hoodies are back')).toMatchObject({
      kind: 'merch',
      headline: 'My merch drop – hoodies are back.',
    });
  });

  it('says the prompt on its own rather than forcing it into a sentence', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const copy = writeSocialCopy({ ...base, prompt: 'we hit 10k streams' }, seededRandom(seed));
      expect(copy.body).toContain('We hit 10k streams.');
      expect(copy.body).not.toMatch(/[a-z] we hit 10k streams/i);
    }
  });

  it('makes hashtags of the topic, the names and the kind of post, not of ordinary words', () => {
    const copy = writeSocialCopy(
      { ...base, topic: null, prompt: 'tour dates announced', platform: 'instagram' },
      seededRandom(4),
    );
    expect(copy.hashtags).toEqual(['tour', 'livemusic']);
    const named = writeSocialCopy(
      { ...base, topic: null, prompt: 'Our new EP Glass Houses drops tonight' },
      seededRandom(4),
    );
    expect(named.hashtags).toEqual(['GlassHouses', 'newEP', 'newmusic']);
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
