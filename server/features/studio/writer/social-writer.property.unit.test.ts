/**
 * Properties of every draft the built-in writer can produce, for any prompt, topic, tone,
 * platform and content type: it fits the platform, carries a sane hashtag line, and never
 * shows the seams of its phrasing (braces, "undefined", doubled spaces or punctuation).
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StudioLimits } from '../../../../contract/limits';
import { StudioContentType, StudioPlatform, StudioTone } from '../../../../contract/studio';
import { curatedTrendTopics } from '../../../db/migrations/data/curated-trend-topics';
import { parseHashtagList } from '../trends/topic-match';
import { hashtagLimit } from './hashtags';
import type { WriterInput, WriterTopic } from './social-writer';
import { seededRandom, writeSocialCopy } from './social-writer';

/** Pieces people type into a prompt, joined in any order: lead-ins, names, days, punctuation. */
const promptPieces = [
  'write a caption about',
  'Make a thread about',
  'promoting',
  'what should i post about',
  'my new single',
  'Neon Rain',
  'our EP',
  '“Glass Houses”',
  'the album',
  'out Friday',
  'drops tonight',
  'is out now',
  'live show in Berlin',
  'at The Lexington',
  'this Saturday',
  'next friday',
  'tour dates',
  'merch drop',
  'hoodies are back',
  'we hit 10k streams',
  'thank you',
  'how I mix vocals',
  'behind the scenes',
  'studio day',
  'new beats',
  'a cover of Dreams',
  'i',
  'and',
  'which is',
  '#newmusic',
  '#indie',
  ',',
  '.',
  '!!',
  '?',
  ' - ',
  '...',
  ':',
  '\n',
];

const emojiFreeWords = fc
  .array(fc.constantFrom(...promptPieces), { minLength: 1, maxLength: 14 })
  .map((pieces) => pieces.join(' '));

/** Anything a person can type, as long as it is not blank (the contract refuses blank). */
const anyText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 300 })
  .filter((text) => text.trim().length > 0);

const topic: fc.Arbitrary<WriterTopic | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom(
    ...curatedTrendTopics.map((curated) => ({
      topic: curated.topic,
      description: curated.description,
      hashtags: parseHashtagList(curated.hashtags),
    })),
  ),
  fc.record({
    topic: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => /\p{L}/u.test(text)),
    description: fc.string({ maxLength: 120 }),
    hashtags: fc.array(fc.stringMatching(/^[a-z0-9_]{2,20}$/), { maxLength: 5 }),
  }),
);

function writerInput(prompt: fc.Arbitrary<string>): fc.Arbitrary<WriterInput> {
  return fc.record({
    prompt,
    topic,
    platform: fc.constantFrom(...StudioPlatform.options),
    contentType: fc.constantFrom(...StudioContentType.options),
    tone: fc.constantFrom(...StudioTone.options),
    includeHashtags: fc.boolean(),
    includeEmojis: fc.boolean(),
    trendKeywords: fc.array(fc.string({ maxLength: 60 }), { maxLength: 10 }),
  });
}

/** The contract caps a prompt at the platform's limit; the writer never sees a longer one. */
const withinPromptLimit = (input: WriterInput) =>
  input.prompt.trim().length <= StudioLimits.platformCharacterLimits[input.platform];

const runs = { numRuns: 400 };

describe('every draft of the built-in writer', () => {
  it('fits its platform, and a thread’s posts are each at most 280 characters', () => {
    fc.assert(
      fc.property(writerInput(fc.oneof(emojiFreeWords, anyText)), fc.nat(), (input, seed) => {
        fc.pre(withinPromptLimit(input));
        const copy = writeSocialCopy(input, seededRandom(seed));
        const limit = StudioLimits.platformCharacterLimits[input.platform];
        if (input.contentType === 'thread') {
          expect(copy.posts.length).toBeGreaterThanOrEqual(3);
          for (const post of copy.posts) {
            expect(post.length).toBeLessThanOrEqual(StudioLimits.threadPostLimit);
          }
          expect(copy.posts.join('\n\n')).toBe(copy.content);
          copy.posts.forEach((post, index) =>
            expect(post.startsWith(`${index + 1}/${copy.posts.length} `)).toBe(true),
          );
        } else {
          expect(copy.content.length).toBeLessThanOrEqual(limit);
          expect(copy.posts).toEqual([copy.content]);
        }
        expect(copy.content.startsWith(copy.body.slice(0, 40))).toBe(true);
      }),
      runs,
    );
  });

  it('carries at most the platform’s hashtags (never more than 5), each once and in the text', () => {
    fc.assert(
      fc.property(writerInput(fc.oneof(emojiFreeWords, anyText)), fc.nat(), (input, seed) => {
        fc.pre(withinPromptLimit(input));
        const copy = writeSocialCopy(input, seededRandom(seed));
        if (!input.includeHashtags) {
          expect(copy.hashtags).toEqual([]);
          return;
        }
        expect(copy.hashtags.length).toBeLessThanOrEqual(hashtagLimit(input.platform));
        expect(copy.hashtags.length).toBeLessThanOrEqual(StudioLimits.maxTopicHashtags);
        const lower = copy.hashtags.map((tag) => tag.toLowerCase());
        expect(new Set(lower).size).toBe(lower.length);
        for (const tag of copy.hashtags) {
          expect(tag).toMatch(/^[\p{L}\p{N}_]{2,60}$/u);
          expect(copy.content).toContain(`#${tag}`);
        }
        // The hashtags are a line of their own at the end, never inside a sentence.
        if (copy.hashtags.length > 0) {
          expect(copy.content.endsWith(copy.hashtags.map((tag) => `#${tag}`).join(' '))).toBe(true);
        }
      }),
      runs,
    );
  });

  it('never shows a placeholder, “undefined”, “null”, doubled spaces or doubled punctuation', () => {
    fc.assert(
      fc.property(writerInput(emojiFreeWords), fc.nat(), (input, seed) => {
        const copy = writeSocialCopy(input, seededRandom(seed));
        for (const text of [copy.content, ...copy.posts]) {
          expect(text).not.toMatch(/[{}]|\$\{|\bundefined\b|\bnull\b|\bNaN\b|\[object/);
          expect(text).not.toMatch(/[^\S\n]{2,}|^[^\S\n]|[^\S\n]$/m);
          expect(text).not.toMatch(/[.,;:!?][.,;:]|[.,;:!?] [.,;:!?]|[,;]$/m);
          expect(text).not.toMatch(/ [.,;:!?]/);
          expect(text).not.toMatch(/\n{3,}/);
        }
      }),
      runs,
    );
  });

  it('is tidy even for text that is not a prompt at all', () => {
    fc.assert(
      fc.property(writerInput(anyText), fc.nat(), (input, seed) => {
        fc.pre(withinPromptLimit(input));
        const copy = writeSocialCopy(input, seededRandom(seed));
        expect(copy.content).not.toMatch(/[{}]|\$\{|\bundefined\b|\[object/);
        expect(copy.content).not.toMatch(/[^\S\n]{2,}/);
        expect(copy.content).not.toMatch(/[.!?] [.,;:!?]/);
        expect(copy.content.trim()).toBe(copy.content);
      }),
      runs,
    );
  });

  it('adds no emoji when emojis are off', () => {
    fc.assert(
      fc.property(writerInput(emojiFreeWords), fc.nat(), (input, seed) => {
        const copy = writeSocialCopy({ ...input, includeEmojis: false }, seededRandom(seed));
        expect(copy.content).not.toMatch(/\p{Extended_Pictographic}/u);
      }),
      runs,
    );
  });

  it('writes the same draft for the same seed', () => {
    fc.assert(
      fc.property(writerInput(fc.oneof(emojiFreeWords, anyText)), fc.nat(), (input, seed) => {
        expect(writeSocialCopy(input, seededRandom(seed))).toEqual(
          writeSocialCopy(input, seededRandom(seed)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('opens in different ways across drafts of one prompt', () => {
    for (const contentType of StudioContentType.options) {
      const firstLines = new Set(
        Array.from({ length: 24 }, (_, seed) => {
          const copy = writeSocialCopy(
            {
              prompt: 'my new single Neon Rain, out Friday',
              topic: null,
              platform: 'instagram',
              contentType,
              tone: StudioTone.options[seed % StudioTone.options.length],
              includeHashtags: true,
              includeEmojis: false,
              trendKeywords: [],
            },
            seededRandom(seed),
          );
          return copy.content.split('\n')[0].replace(/^1\/\d /, '');
        }),
      );
      expect(firstLines.size, contentType).toBeGreaterThanOrEqual(5);
    }
  });
});
