import { z } from 'zod';
import { SocialLimits } from './limits';

export const SOCIAL_PLATFORMS = ['tiktok', 'youtube', 'twitter', 'instagram'] as const;
export const SocialPlatform = z.enum(SOCIAL_PLATFORMS, {
  error: 'platform must be tiktok, youtube, twitter or instagram',
});
export type SocialPlatform = z.infer<typeof SocialPlatform>;

/** How each platform is named on screen (the spec's cards say Twitter). */
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  instagram: 'Instagram',
};

/** The window message a connect popup sends its opener when the account is connected. */
export const SOCIAL_CONNECTED_MESSAGE = 'social_connected';
/** ...and when connecting failed (the popup shows why, too). */
export const SOCIAL_CONNECT_FAILED_MESSAGE = 'social_connect_failed';

export const PlatformParams = z.object({ platform: SocialPlatform });
export type PlatformParams = z.infer<typeof PlatformParams>;

export const SocialConnection = z.object({
  platform: SocialPlatform,
  platform_username: z.string(),
  is_active: z.boolean(),
  needs_reauth: z.boolean(),
  token_expired: z.boolean(),
  created_at: z.string(),
  last_synced_at: z.string().nullable(),
  /** Age of the last sync as the spec words it, or Never. */
  last_synced_display: z.string(),
  /** Followers as the platform last reported them; null where its API does not give them. */
  followers: z.number().int().nullable(),
  synced_items: z.number().int(),
  /**
   * Items its last finished sync brought in: the spec's `total_synced` (a sync is a background
   * job, so the figure comes when it ends; while it runs, the job's progress counts it). Null
   * before the first sync has finished.
   */
  total_synced: z.number().int().nullable(),
  /**
   * When a sync that stopped part-way (the platform's rate limit, a failure it retries) goes
   * on by itself; null when none is waiting.
   */
  sync_resumes_at: z.string().nullable(),
  /** Why the last sync failed, in words for its owner; null after a good sync. */
  last_error: z.string().nullable(),
});
export type SocialConnection = z.infer<typeof SocialConnection>;

/** Whether the administrator has configured a platform, and if not which settings to set. */
export const SocialPlatformSetup = z.object({
  platform: SocialPlatform,
  configured: z.boolean(),
  /** The settings that configure it, e.g. TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET. */
  settings: z.array(z.string()),
  /** The address to register with the platform as the redirect URI. */
  redirect_uri: z.string(),
  /** Whether its API lets Backline publish a text post (Post Now). */
  publishes_text: z.boolean(),
});
export type SocialPlatformSetup = z.infer<typeof SocialPlatformSetup>;

export const SocialConnectionsReply = z.object({
  connections: z.array(SocialConnection),
  platforms: z.array(SocialPlatformSetup),
});
export type SocialConnectionsReply = z.infer<typeof SocialConnectionsReply>;

export const OAuthUrlReply = z.object({ oauth_url: z.string() });
export type OAuthUrlReply = z.infer<typeof OAuthUrlReply>;

export const OAuthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuery>;

export const SyncRequest = z.object({
  /** One platform, or all connected ones. */
  platform: z.union([SocialPlatform, z.literal('all')]).default('all'),
});
export type SyncRequest = z.infer<typeof SyncRequest>;

export const SyncReply = z.object({
  /** One background job per connection; its progress counts the items synced. */
  jobs: z.array(z.object({ platform: SocialPlatform, job_id: z.number().int() })),
});
export type SyncReply = z.infer<typeof SyncReply>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'videos_only must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const SocialContentQuery = z.object({
  platform: z.union([SocialPlatform, z.literal('all')]).default('all'),
  videos_only: booleanQuery,
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(SocialLimits.maxPageSize, `limit must be at most ${SocialLimits.maxPageSize}`)
    .default(SocialLimits.pageSize),
});
export type SocialContentQuery = z.output<typeof SocialContentQuery>;

export const EngagementDisplay = z.object({
  views: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
});

export const SocialContentItem = z.object({
  id: z.number().int(),
  platform: SocialPlatform,
  platform_username: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Our own address for the picture (proxied), never the platform's signed one. */
  thumbnail_url: z.string().nullable(),
  /** Where the item is on its platform (the View link). */
  media_url: z.string().nullable(),
  is_video: z.boolean(),
  posted_at: z.string().nullable(),
  posted_display: z.string(),
  engagement_display: EngagementDisplay,
  /** (likes + comments + shares) / views, as a fraction; null without views. */
  engagement_rate: z.number().nullable(),
});
export type SocialContentItem = z.infer<typeof SocialContentItem>;

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const SocialContentReply = z.object({
  content: z.array(SocialContentItem),
  pagination: Pagination,
});
export type SocialContentReply = z.infer<typeof SocialContentReply>;

export const SocialActivityKind = z.enum([
  'connected',
  'synced',
  'sync_failed',
  'needs_reauth',
  'disconnected',
]);
export type SocialActivityKind = z.infer<typeof SocialActivityKind>;

export const SocialActivity = z.object({
  id: z.number().int(),
  platform: SocialPlatform,
  kind: SocialActivityKind,
  /** Items a sync brought in. */
  items: z.number().int().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type SocialActivity = z.infer<typeof SocialActivity>;

export const PlatformFigures = z.object({
  platform: SocialPlatform,
  platform_username: z.string(),
  followers: z.number().int().nullable(),
  items: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  avg_engagement: z.number().nullable(),
  last_synced_at: z.string().nullable(),
});
export type PlatformFigures = z.infer<typeof PlatformFigures>;

/** The Hub's Overview and Analytics: everything computed from synced data. */
export const SocialOverviewReply = z.object({
  connected_platforms: z.number().int(),
  /** Sum over platforms that report followers; null when none does. */
  total_followers: z.number().int().nullable(),
  synced_content: z.number().int(),
  avg_engagement: z.number().nullable(),
  platforms: z.array(PlatformFigures),
  recent_activity: z.array(SocialActivity),
});
export type SocialOverviewReply = z.infer<typeof SocialOverviewReply>;

export const PublishRequest = z
  .object({
    text: z.string().trim().min(1, 'Write something to post'),
    /**
     * A thread's posts in order (the generator's `posts`): published as a chain, each a reply
     * to the one before; `text` is then the whole thread as shown.
     */
    posts: z
      .array(z.string().trim().min(1, 'A post of the thread is empty'))
      .min(2, 'A thread has at least 2 posts')
      .max(SocialLimits.maxThreadPosts, `A thread has at most ${SocialLimits.maxThreadPosts} posts`)
      .optional(),
  })
  .strict();
export type PublishRequest = z.infer<typeof PublishRequest>;

export const PublicationStatus = z.enum(['queued', 'published', 'failed']);

export const Publication = z.object({
  id: z.number().int(),
  platform: SocialPlatform,
  text: z.string(),
  status: PublicationStatus,
  /** The post on its platform (a thread's first), once published. */
  url: z.string().nullable(),
  /** What goes out: the thread's posts in order, or the one post. */
  posts: z.array(z.string()),
  /** How many of `posts` are on the platform so far. */
  posted_count: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type Publication = z.infer<typeof Publication>;

export const PublishReply = z.object({ publication: Publication, job_id: z.number().int() });
export type PublishReply = z.infer<typeof PublishReply>;

export const PublicationReply = z.object({ publication: Publication });
export type PublicationReply = z.infer<typeof PublicationReply>;
