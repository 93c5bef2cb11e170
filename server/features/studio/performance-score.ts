/**
 * The performance score of a piece of social copy: a transparent sum of six factors, each
 * with its points and the reason, so the writer sees what to change. The weights follow what
 * the platforms say about their own feeds (a hook, a call to action, a few precise hashtags)
 * and plain readability; nothing here predicts views.
 */
import type { ScoreFactor, StudioPlatform } from '../../../contract/studio';

interface PlatformNorms {
  /** Characters a post does best within (excluding hashtags). */
  sweetSpot: [number, number];
  hashtags: [number, number];
}

export const PLATFORM_NORMS: Record<StudioPlatform, PlatformNorms> = {
  tiktok: { sweetSpot: [80, 300], hashtags: [3, 5] },
  instagram: { sweetSpot: [125, 600], hashtags: [3, 8] },
  youtube: { sweetSpot: [200, 1500], hashtags: [2, 3] },
  twitter: { sweetSpot: [70, 240], hashtags: [1, 2] },
};

const WEIGHTS = {
  length: 25,
  hook: 20,
  call_to_action: 15,
  hashtags: 15,
  trend_match: 15,
  readability: 10,
} as const;

const CTA =
  /\b(comment|share|save|follow|subscribe|tag (?:a|someone|your)|link in (?:my )?bio|reply|repost|retweet|let me know|tell me|drop (?:a|your)|turn on notifications|hit the bell|pre-?save|stream it|listen now|watch till|check (?:it )?out|what do you think|which one)\b/i;
const HOOK_WORDS =
  /^(pov|wait|stop|nobody|everyone|this|here'?s|how|why|what|unpopular|the secret|i spent|i made|you|3|5|7|10)\b/i;

function clamp01(value: number) {
  return Math.max(0, Math.min(1, value));
}

function round1(value: number) {
  return Math.round(value * 10) / 10;
}

function countSyllables(word: string): number {
  const cleaned = word.toLowerCase().replace(/[^a-z]/g, '');
  if (cleaned.length === 0) return 0;
  if (cleaned.length <= 3) return 1;
  const groups = cleaned.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease: 60 and above reads easily, below 30 is hard going. */
export function fleschReadingEase(text: string): number | null {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length < 3) return null;
  const sentences = Math.max(1, (text.match(/[.!?…]+(\s|$)|\n+/g) ?? []).length);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
}

export interface ScoredCopy {
  score: number;
  factors: ScoreFactor[];
}

/**
 * @param text the copy without its trailing hashtag line
 * @param hashtags the hashtags offered with it (without `#`)
 * @param trendingTags the hashtags of current trending topics (lowercase, without `#`)
 */
export function performanceScore(input: {
  text: string;
  hashtags: readonly string[];
  platform: StudioPlatform;
  trendingTags: ReadonlySet<string>;
}): ScoredCopy {
  const { text, hashtags, platform } = input;
  const norms = PLATFORM_NORMS[platform];
  const factors: ScoreFactor[] = [];
  const add = (key: ScoreFactor['key'], label: string, fraction: number, note: string) =>
    factors.push({
      key,
      label,
      points: round1(WEIGHTS[key] * clamp01(fraction)),
      max_points: WEIGHTS[key],
      note,
    });

  const length = text.trim().length;
  const [low, high] = norms.sweetSpot;
  if (length >= low && length <= high) {
    add('length', 'Length', 1, `${length} characters, inside the ${low}–${high} sweet spot`);
  } else if (length < low) {
    add('length', 'Length', length / low, `${length} characters; ${low}–${high} does best`);
  } else {
    add('length', 'Length', high / length, `${length} characters; ${low}–${high} does best`);
  }

  const firstLine = text.trim().split('\n')[0]?.trim() ?? '';
  const short = firstLine.length > 0 && firstLine.length <= 100;
  const signal = firstLine.includes('?') || HOOK_WORDS.test(firstLine) || /\d/.test(firstLine);
  add(
    'hook',
    'Hook in the first line',
    short && signal ? 1 : short || signal ? 0.5 : 0,
    short && signal
      ? 'The first line is short and gives a reason to stop scrolling'
      : short
        ? 'The first line is short, but a question, a number or a bold claim would hook harder'
        : 'The first line is long; cut it to one punchy sentence',
  );

  const cta = CTA.exec(text);
  add(
    'call_to_action',
    'Call to action',
    cta ? 1 : 0,
    cta
      ? `Asks the audience to act (“${cta[0]}”)`
      : 'No call to action: ask people to comment, save or share',
  );

  const [fewest, most] = norms.hashtags;
  const count = hashtags.length;
  const hashtagFit =
    count >= fewest && count <= most ? 1 : count < fewest ? count / fewest : most / count;
  add(
    'hashtags',
    'Hashtag count',
    hashtagFit,
    `${count} hashtag${count === 1 ? '' : 's'}; ${fewest}–${most} suit ${platform}`,
  );

  const trending = hashtags.filter((tag) => input.trendingTags.has(tag.toLowerCase()));
  add(
    'trend_match',
    'Match with current trends',
    count === 0 ? 0 : Math.min(1, trending.length / Math.min(2, count)),
    trending.length > 0
      ? `Trending now: ${trending.map((tag) => `#${tag}`).join(' ')}`
      : 'None of the hashtags is trending on Backline right now',
  );

  const ease = fleschReadingEase(text);
  add(
    'readability',
    'Readability',
    ease === null ? 0.5 : (ease - 30) / 30,
    ease === null
      ? 'Too short to judge'
      : `Flesch reading ease ${Math.round(ease)} (60 and above reads easily)`,
  );

  const score = Math.round(factors.reduce((sum, factor) => sum + factor.points, 0));
  return { score: Math.max(0, Math.min(100, score)), factors };
}
