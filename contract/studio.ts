/** Backline Studio: trends, the social copy generator, media, video projects, storage health. */
import { z } from 'zod';
import { StudioLimits } from './limits';

export const StudioPlatform = z.enum(['tiktok', 'instagram', 'youtube', 'twitter']);
export type StudioPlatform = z.infer<typeof StudioPlatform>;

export const TREND_CATEGORIES = [
  'Music',
  'Technology',
  'Entertainment',
  'Fashion',
  'Food',
  'Travel',
  'Gaming',
] as const;
export const TrendCategory = z.enum(TREND_CATEGORIES);
export type TrendCategory = z.infer<typeof TrendCategory>;

/** Where a topic comes from: the catalog shipped with Backline, an administrator, or this instance's own posts. */
export const TopicSource = z.enum(['curated', 'admin', 'instance']);
export type TopicSource = z.infer<typeof TopicSource>;

export const TrendingQuery = z.object({
  category: TrendCategory.optional(),
  platform: StudioPlatform.optional(),
});
export type TrendingQuery = z.infer<typeof TrendingQuery>;

export const TrendingTopic = z.object({
  id: z.string(),
  topic: z.string(),
  category: TrendCategory,
  /** A social platform, or `backline` for a topic born on this instance's own posts. */
  platform: z.enum(['tiktok', 'instagram', 'youtube', 'twitter', 'backline']),
  description: z.string(),
  /** Space-separated, each with its `#`. */
  hashtags: z.string(),
  /** Mastodon's trending-tag score over this instance's own data (0 when it is quiet). */
  trend_score: z.number(),
  /** Summed from the posts behind the topic on this instance in the last 7 days. */
  view_count: z.number().int(),
  share_count: z.number().int(),
  /** (likes + comments + shares) / views of that content, a fraction. */
  engagement_rate: z.number(),
  discovered_at: z.string(),
  source: TopicSource,
  /** Distinct accounts that used the topic in the last 24 hours. */
  accounts_today: z.number().int(),
});
export type TrendingTopic = z.infer<typeof TrendingTopic>;

export const TrendingReply = z.object({ trending_topics: z.array(TrendingTopic) });
export type TrendingReply = z.infer<typeof TrendingReply>;

/** Administrators' changes to the topic catalog. */
export const TopicForm = z.object({
  topic: z.string().trim().min(1, 'Topic is required').max(80),
  category: TrendCategory,
  platform: StudioPlatform,
  description: z.string().trim().max(300).default(''),
  hashtags: z
    .string()
    .trim()
    .max(200)
    .refine(
      (value) => value.split(/\s+/).filter(Boolean).length <= StudioLimits.maxTopicHashtags,
      `At most ${StudioLimits.maxTopicHashtags} hashtags`,
    ),
  hidden: z.boolean().default(false),
});
export type TopicForm = z.infer<typeof TopicForm>;

export const AdminTopic = TopicForm.extend({ id: z.number().int(), source: TopicSource });
export const AdminTopicsReply = z.object({ topics: z.array(AdminTopic) });

export const CONTENT_TYPES = [
  { value: 'caption', label: 'Caption' },
  { value: 'script', label: 'Video Script' },
  { value: 'story', label: 'Story' },
  { value: 'thread', label: 'Thread' },
] as const;
export const StudioContentType = z.enum(['caption', 'script', 'story', 'thread']);
export type StudioContentType = z.infer<typeof StudioContentType>;

export const StudioTone = z.enum([
  'engaging',
  'funny',
  'inspirational',
  'educational',
  'controversial',
]);
export type StudioTone = z.infer<typeof StudioTone>;

/** Each platform's tips and example openers, shown beside the generator. */
export const PLATFORM_GUIDES: Record<StudioPlatform, { tips: string[]; openers: string[] }> = {
  tiktok: {
    tips: [
      'Hook in the first second: the first line is what stops the scroll',
      'Keep captions short; the video carries the story',
      '3 to 5 hashtags: one broad, the rest specific',
      'Ask a question to pull people into the comments',
    ],
    openers: ['POV: you finally…', 'Nobody talks about this, but…', 'Wait for the drop…'],
  },
  instagram: {
    tips: [
      'The first 125 characters show before “more”: put the point there',
      'Line breaks make long captions readable',
      'Ask people to save or share: it tells the feed the post is worth keeping',
      'A handful of precise hashtags beats thirty vague ones',
    ],
    openers: ['Swipe to see how…', 'Save this for your next…', 'The story behind this one:'],
  },
  youtube: {
    tips: [
      'Say what the video gives in the first sentence of the description',
      'Put links and timestamps below the first lines',
      'Ask viewers to subscribe at the moment they got value, not at the start',
      'Two or three hashtags appear above the title: choose them well',
    ],
    openers: ['In this video…', 'Here is exactly how…', 'I spent a month making this…'],
  },
  twitter: {
    tips: [
      'One idea per post; 280 characters is the whole canvas',
      'Numbers and specifics travel further than adjectives',
      'One or two hashtags at most',
      'A thread: the first post must stand alone and promise the rest',
    ],
    openers: ['Unpopular opinion:', 'A thread on…', 'Here is what nobody tells you about…'],
  },
};

export const GenerateRequest = z
  .object({
    prompt: z.string().trim().min(1, 'Prompt is required'),
    topic_id: z.string().max(100).nullish(),
    platform: StudioPlatform.default(StudioLimits.defaultPlatform),
    trend_keywords: z.array(z.string().trim().max(60)).max(10).default([]),
    content_type: StudioContentType.default('caption'),
    tone: StudioTone.default('engaging'),
    include_hashtags: z.boolean().default(true),
    include_emojis: z.boolean().default(true),
  })
  .superRefine((request, issues) => {
    const limit = StudioLimits.platformCharacterLimits[request.platform];
    if (request.prompt.length > limit) {
      issues.addIssue({
        code: 'custom',
        path: ['prompt'],
        message: `Prompt must be at most ${limit} characters for ${request.platform}`,
      });
    }
  });
export type GenerateRequest = z.input<typeof GenerateRequest>;
export type ParsedGenerateRequest = z.output<typeof GenerateRequest>;

export const ScoreFactor = z.object({
  key: z.enum(['length', 'hook', 'call_to_action', 'hashtags', 'trend_match', 'readability']),
  label: z.string(),
  /** What this factor contributed, out of `max_points`. */
  points: z.number(),
  max_points: z.number(),
  /** Why, in words. */
  note: z.string(),
});
export type ScoreFactor = z.infer<typeof ScoreFactor>;

export const Generation = z.object({
  id: z.number().int(),
  generated_content: z.string(),
  /** A thread split into its posts; one element for everything else. */
  posts: z.array(z.string()),
  hashtags: z.array(z.string()),
  performance_score: z.number().int().min(0).max(100),
  score_factors: z.array(ScoreFactor),
  platform: StudioPlatform,
  content_type: StudioContentType,
  tone: StudioTone,
  prompt: z.string(),
  engine: z.enum(['builtin', 'model']),
  saved: z.boolean(),
  timestamp: z.string(),
  /** Removed by a moderator: its words are gone (text, posts, hashtags and prompt empty). */
  removed: z.boolean(),
});
export type Generation = z.infer<typeof Generation>;

export const GenerationsReply = z.object({
  generations: z.array(Generation),
  nextCursor: z.string().nullable(),
});

/** The spec's score bands. */
export function scoreBand(
  score: number,
): 'High Viral Potential' | 'Good Engagement' | 'Needs Improvement' {
  if (score >= StudioLimits.highScore) return 'High Viral Potential';
  if (score >= StudioLimits.goodScore) return 'Good Engagement';
  return 'Needs Improvement';
}

export const INVALID_MEDIA_TYPE = 'Invalid file type. Please select audio, video, or GIF files.';

export const MediaKind = z.enum(['audio', 'video']);
export type MediaKind = z.infer<typeof MediaKind>;

export const MediaItem = z.object({
  kind: MediaKind,
  id: z.number().int(),
  filename: z.string(),
  file_url: z.string(),
  content_type: z.string(),
  duration_seconds: z.number().nullable(),
  file_size_bytes: z.number().int(),
  thumbnail_url: z.string().nullable(),
  codec: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** `processing` until ffprobe has read it (and the thumbnail is made). */
  status: z.enum(['processing', 'ready']),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaReply = z.object({ media: z.array(MediaItem) });

export const UploadReply = MediaItem.extend({
  /** The job reading the file's metadata and making its thumbnail. */
  job_id: z.number().int(),
});
export type UploadReply = z.infer<typeof UploadReply>;

/** What an upload endpoint takes, for the diagnostics' reachability check. */
export const UploadInfo = z.object({
  field: MediaKind,
  accepts: z.array(z.string()),
  max_file_size_mb: z.number(),
});

export const MediaParams = z.object({
  kind: MediaKind,
  id: z.coerce.number().int().positive('id must be a positive number'),
});

export const ProjectPlatform = z.enum(['general', 'tiktok', 'instagram', 'youtube', 'twitter']);
export type ProjectPlatform = z.infer<typeof ProjectPlatform>;

export const CreateProjectRequest = z.object({
  title: z.string().trim().min(1, 'Title is required').max(StudioLimits.maxTitle),
  audio_file_id: z.number().int().positive(),
  platform: ProjectPlatform.default('general'),
  cover_media_id: z.number().int().positive().nullish(),
  captions: z.string().max(StudioLimits.maxCaptions).nullish(),
});
export type CreateProjectRequest = z.input<typeof CreateProjectRequest>;

export const VideoProject = z.object({
  id: z.number().int(),
  title: z.string(),
  audio_file_id: z.number().int(),
  platform: ProjectPlatform,
  captions: z.string().nullable(),
  status: z.enum(['draft', 'rendering', 'ready', 'failed']),
  error: z.string().nullable(),
  job_id: z.number().int().nullable(),
  video_url: z.string().nullable(),
  /** The still picture uploaded as the cover, when there is one. */
  cover_image_url: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  saved_to_vault: z.boolean(),
  created_at: z.string(),
});
export type VideoProject = z.infer<typeof VideoProject>;
export const ProjectsReply = z.object({ projects: z.array(VideoProject) });

export const StorageStatus = z.object({
  configured: z.boolean(),
  working: z.boolean(),
  domain: z.string().nullable(),
  lastTest: z.string(),
  issues: z.array(z.string()),
  driver: z.enum(['local', 's3']),
});
export const StorageStatusReply = z.object({ status: StorageStatus });
export type StorageStatus = z.infer<typeof StorageStatus>;

export const StorageDiagnostic = z.object({
  bucket_accessible: z.boolean(),
  upload_successful: z.boolean(),
  public_access_working: z.boolean(),
  r2_domain: z.string().nullable(),
  test_file_url: z.string().nullable(),
  url_test_results: z.array(
    z.object({ url: z.string(), ok: z.boolean(), status: z.number().int().nullable() }),
  ),
  errors: z.array(z.string()),
});
export type StorageDiagnostic = z.infer<typeof StorageDiagnostic>;

/** Counts as the trends panel shows them: 950, 1.2K, 3.4M. */
export function compactCount(value: number): string {
  if (value >= 1_000_000) return `${(Math.round(value / 100_000) / 10).toString()}M`;
  if (value >= 1_000) return `${(Math.round(value / 100) / 10).toString()}K`;
  return String(value);
}

/** A topic's hashtags as the panel lists them: at most five. */
export function topicHashtags(hashtags: string): string[] {
  return hashtags.split(/\s+/).filter(Boolean).slice(0, StudioLimits.maxTopicHashtags);
}
