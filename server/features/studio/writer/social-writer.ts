/**
 * The built-in social copy writer: works offline. It builds on the writer's prompt, the
 * chosen topic and its hashtags, and varies its structure (a question first, a confession,
 * a list, a small story), so two drafts on the same prompt rarely read alike.
 */
import type { StudioContentType, StudioPlatform, StudioTone } from '../../../../contract/studio';
import { StudioLimits } from '../../../../contract/limits';
import { PLATFORM_NORMS } from '../performance-score';
import { closers, hooks, middles, type Voice } from './phrasebook';

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

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

const LEAD_IN =
  /^(please\s+)?(write|make|create|draft|give me|generate)\s+(me\s+)?(a|an|some|the)?\s*([\w-]+\s+){0,3}?(about|for|on|promoting|announcing)\s+/i;

/** What the post is about, in the writer's own words, without "write a caption about". */
export function subjectOf(prompt: string): string {
  const firstSentence = prompt.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? prompt;
  const subject = firstSentence
    .replace(LEAD_IN, '')
    .replace(/[.!?\s]+$/, '')
    .trim();
  const text = subject.length > 0 ? subject : prompt.trim();
  // "My new single" reads mid-sentence as "my new single"; "Neon Rain" keeps its capital.
  return /^(My|Our|The|A|An|This|These|That|New|Your|Some)\b/.test(text)
    ? text[0].toLowerCase() + text.slice(1)
    : text;
}

/**
 * The subject split at its first comma or dash: "my new single Neon Rain, out Friday" is
 * said as "my new single Neon Rain", and "Out Friday." gets a sentence of its own.
 */
export function splitSubject(subject: string): { core: string; aside: string | null } {
  const match = /^(.{8,}?)\s*(?:,|\s[-–—]\s)\s*(.{3,})$/.exec(subject);
  if (!match) return { core: subject, aside: null };
  const aside = match[2].trim();
  return { core: match[1].trim(), aside: `${aside[0].toUpperCase()}${aside.slice(1)}.` };
}

const STOPWORDS = new Set(
  'about above after again album also been before being below between both could does doing down during each every from have having here into just more most much need only other over same should some such than that their them then there these they this those through under until very what when where which while will with would your yours drops dropping release released write caption video post friday monday tuesday wednesday thursday saturday sunday today tomorrow tonight'.split(
    ' ',
  ),
);

function toHashtag(words: string): string {
  return words
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** Topic hashtags first (they are what people search), then the prompt's own words. */
export function chooseHashtags(input: WriterInput, random: Random): string[] {
  const [, most] = PLATFORM_NORMS[input.platform].hashtags;
  const fromTopic = input.topic?.hashtags ?? [];
  const fromKeywords = input.trendKeywords.map(toHashtag);
  const subject = subjectOf(input.prompt);
  // Names first ("Neon Rain" → NeonRain), then the other words that carry meaning.
  const names = (subject.match(/\b[A-Z][\p{L}\p{N}']*(?:\s+[A-Z][\p{L}\p{N}']*)+/gu) ?? []).map(
    (name) => name.replace(/\s+/g, ''),
  );
  const inNames = new Set(names.flatMap((name) => name.toLowerCase()));
  const words = (subject.match(/[\p{L}][\p{L}\p{N}'-]{3,}/gu) ?? [])
    .filter((word) => !STOPWORDS.has(word.toLowerCase()))
    .filter((word) => ![...inNames].some((name) => name.includes(word.toLowerCase())))
    .map(toHashtag);
  const fromPrompt = [...names, ...shuffle(random, words)];
  const tags: string[] = [];
  for (const tag of [...fromTopic, ...fromKeywords, ...fromPrompt]) {
    const clean = tag.replace(/^#/, '');
    if (clean.length < 2 || tags.some((kept) => kept.toLowerCase() === clean.toLowerCase()))
      continue;
    tags.push(clean);
    if (tags.length >= most) break;
  }
  return tags;
}

const EMOJIS: Record<StudioTone, string[]> = {
  engaging: ['🔥', '👀', '🎧', '✨', '🙌'],
  funny: ['😂', '🙃', '💀', '🤡', '😅'],
  inspirational: ['🌱', '✨', '💫', '🙏', '🌅'],
  educational: ['📌', '💡', '🧠', '📝', '✅'],
  controversial: ['🤔', '👀', '⚡', '🗣️', '🔥'],
};

function withEmoji(line: string, voice: Voice, random: Random): string {
  if (!voice.emojis || random() < 0.45) return line;
  return `${line} ${pick(random, EMOJIS[voice.tone])}`;
}

function fitWithin(limit: number, parts: string[]): string[] {
  const kept = [...parts];
  // Middle sentences go first; the hook and the call to action stay.
  while (kept.join('\n\n').length > limit && kept.length > 2) kept.splice(kept.length - 2, 1);
  return kept;
}

function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`;
}

/** The hook, with what the writer added to the subject ("Out Friday.") right after it. */
function hookLine(voice: Voice, random: Random): string {
  const hook = pick(random, hooks(voice));
  return voice.aside ? `${hook} ${voice.aside}` : hook;
}

function caption(voice: Voice, random: Random): string[] {
  const hook = withEmoji(hookLine(voice, random), voice, random);
  const body = shuffle(random, middles(voice)).slice(0, voice.platform === 'twitter' ? 1 : 2);
  const close = pick(random, closers(voice));
  if (random() < 0.35 && voice.platform !== 'twitter') {
    // A confession first, the hook as the turn.
    return [body[0], hook, ...body.slice(1), close];
  }
  return [hook, ...body, close];
}

function script(voice: Voice, random: Random): string[] {
  const [first, second, third] = shuffle(random, middles(voice));
  return [
    `HOOK (0–3s): ${hookLine(voice, random)}`,
    `ON SCREEN: ${clip(voice.subject, 60)}`,
    `BEAT 1 (3–10s): ${first}`,
    `BEAT 2 (10–20s): ${second}`,
    ...(third && voice.platform === 'youtube' ? [`BEAT 3 (20–40s): ${third}`] : []),
    `CLOSE (last 3s): ${pick(random, closers(voice))}`,
  ];
}

function story(voice: Voice, random: Random): string[] {
  const openings = [
    `Honestly, I almost didn’t post this.`,
    `A month ago ${voice.subject} was a voice memo on my phone.`,
    `Quick story.`,
    `Nobody saw the late nights behind ${voice.subject}.`,
  ];
  const [first, second] = shuffle(random, middles(voice));
  return [
    withEmoji(pick(random, openings), voice, random),
    ...(voice.aside ? [`Now it’s real. ${voice.aside}`] : []),
    first,
    second,
    pick(random, closers(voice)),
  ];
}

function thread(voice: Voice, random: Random): string[] {
  const lines = shuffle(random, middles(voice));
  const posts = [
    withEmoji(
      `${hookLine(voice, random)}${/\bthread\b/i.test(voice.subject) ? ' 🧵' : ' A thread 🧵'}`,
      { ...voice, emojis: false },
      random,
    ),
    ...lines.slice(0, 3),
    pick(random, closers(voice)),
  ];
  return posts.map((post, index) =>
    clip(`${index + 1}/${posts.length} ${post}`, StudioLimits.threadPostLimit),
  );
}

export function writeSocialCopy(input: WriterInput, random: Random = Math.random): WrittenCopy {
  const { core, aside } = splitSubject(subjectOf(input.prompt));
  const voice: Voice = {
    subject: core,
    aside,
    topic: input.topic,
    platform: input.platform,
    tone: input.tone,
    emojis: input.includeEmojis,
    random,
  };
  const hashtags = input.includeHashtags ? chooseHashtags(input, random) : [];
  const tagLine = hashtags.map((tag) => `#${tag}`).join(' ');
  const limit = StudioLimits.platformCharacterLimits[input.platform];

  if (input.contentType === 'thread') {
    const posts = thread(voice, random);
    if (tagLine) {
      const last = posts.length - 1;
      const withTags = `${posts[last]}\n\n${tagLine}`;
      if (withTags.length <= StudioLimits.threadPostLimit) posts[last] = withTags;
    }
    const body = posts.join('\n\n').replace(`\n\n${tagLine}`, '');
    return { content: posts.join('\n\n'), body, posts, hashtags };
  }

  const parts =
    input.contentType === 'script'
      ? script(voice, random)
      : input.contentType === 'story'
        ? story(voice, random)
        : caption(voice, random);
  const room = limit - (tagLine ? tagLine.length + 2 : 0);
  const separator =
    input.contentType === 'script' ? '\n' : input.platform === 'twitter' ? ' ' : '\n\n';
  let body = fitWithin(room, parts).join(separator);
  body = clip(body, room);
  const content = tagLine ? `${body}\n\n${tagLine}` : body;
  return { content, body, posts: [content], hashtags };
}
