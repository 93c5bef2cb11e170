/**
 * Content moderation (spec part 2, sections 2 "Content moderation", 3 "Moderation item", 7
 * "Admin and system"): one queue of what D-Cypher and Backline Studio wrote and of the posts
 * and comments people reported, and the two actions on it, flag and delete.
 */
import { z } from 'zod';
import { ModerationLimits } from './limits';

/** D-Cypher's generations (the spec's `text_generation`). */
export const DCYPHER_CONTENT_TYPE = 'text_generation' as const;
/** Backline Studio's generations are `backline_<caption|script|story|thread>`. */
export const BACKLINE_CONTENT_PREFIX = 'backline_' as const;

/** What a queue item is: D-Cypher text, a Backline type, or a reported post or comment. */
export const ModerationContentType = z.enum([
  DCYPHER_CONTENT_TYPE,
  `${BACKLINE_CONTENT_PREFIX}caption`,
  `${BACKLINE_CONTENT_PREFIX}script`,
  `${BACKLINE_CONTENT_PREFIX}story`,
  `${BACKLINE_CONTENT_PREFIX}thread`,
  'post',
  'comment',
]);
export type ModerationContentType = z.infer<typeof ModerationContentType>;

/**
 * The queue's filter: the spec's three (`all`, `text` for D-Cypher, `backline` for the
 * studio) and `reported`, the posts and comments with reports nobody has reviewed yet.
 */
export const ModerationFilter = z.enum(['all', 'text', 'backline', 'reported']);
export type ModerationFilter = z.infer<typeof ModerationFilter>;

/** `GET /api/admin/content-review`: newest first, 25 a page, keyset-paged with `cursor`. */
export const ContentReviewQuery = z.object({
  type: ModerationFilter.default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ModerationLimits.maxPageSize, `limit must be at most ${ModerationLimits.maxPageSize}`)
    .default(ModerationLimits.pageSize),
});
export type ContentReviewQuery = z.infer<typeof ContentReviewQuery>;

export const ModerationReports = z.object({
  /** Everyone who reported it, reviewed or not. */
  count: z.number().int(),
  /** Reports no moderator has reviewed yet. */
  open: z.number().int(),
  /** The reasons people gave, newest first (at most `ModerationLimits.reasonsShown`). */
  reasons: z.array(z.string()),
});
export type ModerationReports = z.infer<typeof ModerationReports>;

/** The spec's moderation item (id, content_type, user_email, created_at, prompt, content), and what a moderator needs besides. */
export const ModerationItem = z.object({
  id: z.number().int(),
  content_type: ModerationContentType,
  /** The author. */
  user_id: z.number().int(),
  user_email: z.string(),
  created_at: z.string(),
  /** What the writer asked the generator for; null for posts and comments. */
  prompt: z.string().nullable(),
  /** A post's title; for a comment, the title of the post it is on. */
  title: z.string().nullable(),
  content: z.string(),
  /** The post itself, or the one a comment is on (its page is /post/{post_id}). */
  post_id: z.number().int().nullable(),
  /** When it entered the queue, which orders it: made (a generation) or last reported. */
  queued_at: z.string(),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  flagged_at: z.string().nullable(),
  /** Null for generations, which nobody reports. */
  reports: ModerationReports.nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ContentReviewReply = z.object({
  items: z.array(ModerationItem),
  nextCursor: z.string().nullable(),
});
export type ContentReviewReply = z.infer<typeof ContentReviewReply>;

export const ModerationParams = z.object({
  type: z.string().max(40),
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number'),
});
export type ModerationParams = z.infer<typeof ModerationParams>;

/** The reason the spec's client sends. */
export const DEFAULT_FLAG_REASON = 'Admin review';

/** `PUT /api/admin/content/{type}/{id}/flag`: the spec sends `{ flag: true, reason: "Admin review" }`. */
export const FlagContentRequest = z.object({
  flag: z.boolean({ error: 'flag must be true or false' }),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(
      ModerationLimits.maxFlagReason,
      `reason must be at most ${ModerationLimits.maxFlagReason} characters`,
    )
    .optional(),
});
export type FlagContentRequest = z.infer<typeof FlagContentRequest>;

export const FlagContentReply = z.object({ item: ModerationItem });
export type FlagContentReply = z.infer<typeof FlagContentReply>;

export const DeleteContentReply = z.object({ success: z.literal(true) });
