/**
 * The hashtags of a draft: the trending topic's own first (they are what people search), then
 * the keywords the creator picked, the names in the prompt, and the tags of what the post is
 * about. A prompt's ordinary words ("dates", "finally") never become hashtags; only words a
 * musician would search for do.
 */
import { StudioLimits } from '../../../../contract/limits';
import type { StudioPlatform } from '../../../../contract/studio';
import { PLATFORM_NORMS } from '../performance-score';
import type { PostKind, PromptReading } from './prompt-reading';

const KIND_TAGS: Record<PostKind, string[]> = {
  release: ['newmusic'],
  show: ['livemusic'],
  milestone: ['independentartist'],
  merch: ['merch'],
  lesson: ['musicproduction'],
  process: ['behindthescenes'],
  general: ['newmusic'],
};

const FORMAT_TAGS: Record<string, string> = {
  single: 'newsingle',
  ep: 'newEP',
  album: 'newalbum',
  video: 'musicvideo',
  'music video': 'musicvideo',
  cover: 'cover',
  beats: 'beats',
  'beat tape': 'beattape',
  mixtape: 'mixtape',
  remix: 'remix',
  vinyl: 'vinyl',
};

/** Prompt words people search for as hashtags. */
const SEARCHED_WORDS = new Set(
  'vocals mixing mastering guitar piano synth synths drums bass hoodies hoodie lofi hiphop rap jazz indie pop rock punk metal folk soul rnb techno house edm producer producers songwriting songwriter lyrics studio homestudio acoustic chiptune vinyl tour festival remix singer rapper band dj cover livestream unplugged orchestra choir violin cello ukulele'.split(
    ' ',
  ),
);

/** A keyword as people type it as a hashtag: "lo-fi beats" → lofibeats. */
export function toHashtag(words: string): string {
  return words.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
}

/** The most a draft carries: the platform's norm, never above the spec's five. */
export function hashtagLimit(platform: StudioPlatform): number {
  return Math.min(PLATFORM_NORMS[platform].hashtags[1], StudioLimits.maxTopicHashtags);
}

export function chooseHashtags(input: {
  reading: PromptReading;
  platform: StudioPlatform;
  topicHashtags: readonly string[];
  trendKeywords: readonly string[];
}): string[] {
  const { reading } = input;
  const names = reading.names.slice(0, 2).map((name) => name.replace(/[^\p{L}\p{N}]+/gu, ''));
  const format = reading.format ? FORMAT_TAGS[reading.format.toLowerCase()] : undefined;
  const words = reading.words.filter((word) => SEARCHED_WORDS.has(word));
  const candidates = [
    ...input.topicHashtags,
    ...reading.typedHashtags,
    ...input.trendKeywords.map(toHashtag),
    ...names,
    ...(format ? [format] : []),
    ...(reading.ref === 'the tour' ? ['tour'] : []),
    ...words,
    ...KIND_TAGS[reading.kind],
  ];
  const tags: string[] = [];
  for (const tag of candidates) {
    const clean = tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '');
    if (clean.length < 2 || clean.length > 60) continue;
    if (tags.some((kept) => kept.toLowerCase() === clean.toLowerCase())) continue;
    tags.push(clean);
    if (tags.length >= hashtagLimit(input.platform)) break;
  }
  return tags;
}
