/**
 * The built-in social copy writer: works offline. It reads the prompt first (what the post is
 * about, the title, the day, the place), then writes around it with whole sentences from the
 * phrasebook, in one of several shapes per content type, so two drafts on the same prompt
 * rarely read alike and the prompt's words are never forced into a sentence they don't fit.
 */
import type { StudioContentType, StudioPlatform, StudioTone } from '../../../../contract/studio';
import { StudioLimits } from '../../../../contract/limits';
import { chooseHashtags } from './hashtags';
import type { Voice } from './phrasebook';
import {
  aboutLines,
  closers,
  openers,
  STORY_TURNS,
  storyOpenings,
  toneLines,
  topicLines,
} from './phrasebook';
import type { PostKind } from './prompt-reading';
import { readPrompt, tidyPrompt } from './prompt-reading';

export interface WriterTopic {
  topic: string;
  description: string;
  hashtags: string[];
}

export interface WriterInput {
  prompt: string;
  topic: WriterTopic | null;
  platform: StudioPlatform;
  contentType: StudioContentType;
  tone: StudioTone;
  includeHashtags: boolean;
  includeEmojis: boolean;
  trendKeywords: string[];
}

export interface WrittenCopy {
  /** The whole text as posted, hashtags included. */
  content: string;
  /** The body without the hashtag line (what the score reads). */
  body: string;
  posts: string[];
  hashtags: string[];
}

export type Random = () => number;

/** mulberry32: small, seedable, good enough to pick phrasing. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EMOJIS: Record<PostKind | StudioTone, string[]> = {
  release: ['🎧', '🎶'],
  show: ['🎤', '🎟️'],
  milestone: ['🙏', '🥹'],
  merch: ['🧢', '👕'],
  lesson: ['📌', '💡'],
  process: ['🎛️', '🎙️'],
  general: ['✨'],
  engaging: ['🔥', '👀'],
  funny: ['😅', '🙃'],
  inspirational: ['🌱', '✨'],
  educational: ['🧠', '✅'],
  controversial: ['👀', '🤔'],
};

/** Picks phrasing without saying the same sentence twice in one draft. */
class Draft {
  private readonly used = new Set<string>();

  constructor(
    readonly voice: Voice,
    private readonly random: Random,
    readonly emojis: boolean,
  ) {}

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  /** A fresh sentence from the first pool that has one, or null. */
  take(...pools: string[][]): string | null {
    for (const pool of pools) {
      const fresh = pool.filter((line) => !this.used.has(line));
      if (fresh.length === 0) continue;
      const line = this.pick(fresh);
      this.used.add(line);
      return line;
    }
    return null;
  }

  /** A call to action, usually one that fits what the post is about. */
  close(): string {
    const [fitting, general] = closers(this.voice);
    const pools = this.chance(0.65) ? [fitting, general] : [general, fitting];
    return this.take(...pools) ?? 'What do you think?';
  }

  emoji(line: string, probability = 0.7): string {
    if (!this.emojis || !this.chance(probability)) return line;
    const { reading, tone } = this.voice;
    // A tone's own emoji only where the tone shows; 🧠 on a gig announcement reads wrong.
    const toneEmojis = tone === 'funny' || tone === 'engaging' ? EMOJIS[tone] : [];
    const fresh = [...EMOJIS[reading.kind], ...toneEmojis].filter((emoji) => !this.used.has(emoji));
    if (fresh.length === 0) return line;
    const emoji = this.pick(fresh);
    this.used.add(emoji);
    return `${line} ${emoji}`;
  }
}

function present(lines: (string | null)[]): string[] {
  return lines.filter((line): line is string => line !== null && line.length > 0);
}

/** The opener and the headline as one paragraph, or the headline alone. */
function lead(draft: Draft, withOpener: boolean): string {
  const { headline } = draft.voice.reading;
  const opener = withOpener ? draft.take(openers(draft.voice)) : null;
  return draft.emoji(opener ? `${opener} ${headline}` : headline);
}

function caption(draft: Draft): string[] {
  const { voice } = draft;
  const about = () => draft.take(aboutLines(voice), toneLines(voice));
  const aside = () =>
    draft.take(...(draft.chance(0.4) ? [topicLines(voice), toneLines(voice)] : [toneLines(voice)]));
  const close = () => draft.close();
  if (voice.reading.kind === 'lesson' && draft.chance(0.5)) {
    const tips = [about(), about(), about()].filter((tip): tip is string => tip !== null);
    return present([
      lead(draft, false),
      [`${tips.length === 3 ? 'Three' : 'A few'} things I keep coming back to:`]
        .concat(tips.map((tip, index) => `${index + 1}. ${tip}`))
        .join('\n'),
      close(),
    ]);
  }
  switch (draft.pick(['opener', 'headline', 'tone-first'] as const)) {
    case 'opener':
      return present([lead(draft, true), about(), aside(), close()]);
    case 'headline':
      return present([lead(draft, false), about(), about(), close()]);
    case 'tone-first':
      return present([draft.emoji(voice.reading.headline), aside(), about(), close()]);
  }
}

/** Text on screen is read in a glance: the headline, or its first clause when it is long. */
function onScreen(headline: string): string {
  if (headline.length <= 60) return headline;
  const clause = /^(.{12,60}?)[,.!?–;:](?:\s|$)/.exec(headline)?.[1];
  return clause ? clause.trimEnd() : clip(headline, 60);
}

function script(draft: Draft): string[] {
  const { voice } = draft;
  // A hook is said in the first three seconds: a short story opening or an opener.
  const shortOpenings = storyOpenings(voice).filter((line) => line.length <= 60);
  const hook = draft.chance(0.6)
    ? draft.take(openers(voice))
    : draft.take(shortOpenings, openers(voice));
  const beats = present([
    draft.take(aboutLines(voice), toneLines(voice)),
    draft.take(aboutLines(voice), toneLines(voice)),
    voice.platform === 'youtube' ? draft.take(topicLines(voice), toneLines(voice)) : null,
  ]);
  const timing = ['3–10s', '10–20s', '20–40s'];
  return present([
    `HOOK (0–3s): ${hook ?? voice.reading.headline}`,
    `ON SCREEN: ${onScreen(voice.reading.headline)}`,
    ...beats.map((beat, index) => `BEAT ${index + 1} (${timing[index]}): ${beat}`),
    `CLOSE (last 3s): ${draft.close()}`,
  ]);
}

function story(draft: Draft): string[] {
  const { voice } = draft;
  const opening = draft.take(storyOpenings(voice));
  // A tweet has room for the opening, the turn and the ask; the rest is for longer posts.
  const roomy = voice.platform !== 'twitter';
  // The story arrives at the news, then says what it means: the way people tell it.
  const about = roomy ? draft.take(aboutLines(voice)) : null;
  const aside = roomy
    ? draft.take(...(draft.chance(0.5) ? [topicLines(voice)] : []), toneLines(voice))
    : null;
  return present([
    draft.emoji(opening ?? '', 0.3),
    present([`${draft.pick(STORY_TURNS)} ${voice.reading.headline}`, about]).join(' '),
    aside,
    draft.emoji(draft.close(), 0.4),
  ]);
}

function thread(draft: Draft): string[] {
  const { voice } = draft;
  const opener = draft.chance(0.5) ? draft.take(openers(voice)) : null;
  const first = present([opener, voice.reading.headline]).join(' ');
  const opening = draft.emojis ? `${first} ${draft.pick(['🧵', '👇'])}` : `${first} A thread.`;
  const middle = present([
    draft.take(aboutLines(voice)),
    draft.take(aboutLines(voice), toneLines(voice)),
    draft.take(
      ...(draft.chance(0.5) ? [topicLines(voice)] : []),
      aboutLines(voice),
      toneLines(voice),
    ),
  ]);
  return [opening, ...middle, draft.close()];
}

function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}

/** Drops middle paragraphs (never the first or the call to action) until the text fits. */
function fitWithin(limit: number, parts: string[], separator: string): string {
  const kept = [...parts];
  while (kept.join(separator).length > limit && kept.length > 2) kept.splice(kept.length - 2, 1);
  return clip(kept.join(separator), limit);
}

/** "bedroom pop", "AI in music making": lower case except words written in capitals. */
function spokenTopic(topic: WriterTopic | null): string | null {
  const name = tidyPrompt(topic?.topic ?? '')
    .replace(/^[\s.,;:!?…–-]+|[\s.,;:!?…–-]+$/g, '')
    .replace(/\s+/g, ' ');
  if (!/\p{L}/u.test(name)) return null;
  return name
    .split(/\s+/)
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

export function writeSocialCopy(input: WriterInput, random: Random = Math.random): WrittenCopy {
  const reading = readPrompt(input.prompt);
  const voice: Voice = {
    reading,
    topic: spokenTopic(input.topic),
    platform: input.platform,
    tone: input.tone,
  };
  const draft = new Draft(voice, random, input.includeEmojis);
  const hashtags = input.includeHashtags
    ? chooseHashtags({
        reading,
        platform: input.platform,
        topicHashtags: input.topic?.hashtags ?? [],
        trendKeywords: input.trendKeywords,
      })
    : [];
  const tagLine = hashtags.map((tag) => `#${tag}`).join(' ');

  if (input.contentType === 'thread') {
    const written = thread(draft);
    const posts = written.map((post, index) =>
      clip(`${index + 1}/${written.length} ${post}`, StudioLimits.threadPostLimit),
    );
    const body = posts.join('\n\n');
    const last = posts.length - 1;
    if (tagLine && `${posts[last]}\n\n${tagLine}`.length <= StudioLimits.threadPostLimit) {
      posts[last] = `${posts[last]}\n\n${tagLine}`;
    }
    return {
      content: posts.join('\n\n'),
      body,
      posts,
      hashtags: posts[last].includes(tagLine) ? hashtags : [],
    };
  }

  const limit = StudioLimits.platformCharacterLimits[input.platform];
  const room = limit - (tagLine ? tagLine.length + 2 : 0);
  const parts =
    input.contentType === 'script'
      ? script(draft)
      : input.contentType === 'story'
        ? story(draft)
        : caption(draft);
  const separator =
    input.contentType === 'script' ? '\n' : input.platform === 'twitter' ? ' ' : '\n\n';
  const body = fitWithin(room, parts, separator);
  const content = tagLine ? `${body}\n\n${tagLine}` : body;
  return { content, body, posts: [content], hashtags };
}
