import { z } from 'zod';
import { PostLimits, ReportLimits } from './limits';
import { PageQuery } from './pagination';
import { PersonSummary } from './people';

export const PostVisibility = z.enum(['public', 'subscribers', 'ppv']);

/** The storefront's categories; a post may name one, or the storefront derives it from the title. */
export const StorefrontCategory = z.enum(['Music', 'Visual Art', 'Exclusive', 'Live Sessions']);
export type StorefrontCategory = z.infer<typeof StorefrontCategory>;
export type PostVisibility = z.infer<typeof PostVisibility>;

export const Post = z.object({
  id: z.number().int(),
  creator_id: z.number().int(),
  creator: PersonSummary,
  creator_name: z.string(),
  title: z.string().nullable(),
  /** Null when the viewer may not read it (`locked`). */
  content: z.string().nullable(),
  visibility: PostVisibility,
  price_cents: z.number().int(),
  content_type: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  share_count: z.number().int(),
  view_count: z.number().int(),
  locked: z.boolean(),
  /** Hidden by its creator: only they see it (in their own list and on its page). */
  hidden: z.boolean(),
  /**
   * Removed by a moderator: only its creator still gets it (their own list, its page), with
   * `title` and `content` null; nobody else sees it at all.
   */
  removed: z.boolean(),
  liked_by_me: z.boolean(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Post = z.infer<typeof Post>;

export const PostsReply = z.object({ posts: z.array(Post), nextCursor: z.string().nullable() });
export type PostsReply = z.infer<typeof PostsReply>;

export const PostReply = z.object({ post: Post });
export type PostReply = z.infer<typeof PostReply>;

/**
 * The post form and the server refuse the same things. Title is kept only when non-empty;
 * price_cents counts only for ppv (then above 0) and is 0 otherwise.
 */
export const PostInput = z
  .object({
    title: z
      .string()
      .trim()
      .max(PostLimits.maxTitle, `Title must be at most ${PostLimits.maxTitle} characters`)
      .optional()
      .nullable()
      .transform((title) => (title ? title : null)),
    content: z
      .string({ error: 'Content is required' })
      .trim()
      .min(1, 'Content is required')
      .max(PostLimits.maxContent, `Content must be at most ${PostLimits.maxContent} characters`),
    visibility: PostVisibility,
    price_cents: z
      .number({ error: 'price_cents must be a number of cents' })
      .int('price_cents must be whole cents')
      .min(0, 'Price cannot be negative')
      .max(PostLimits.maxPriceCents, `Price must be at most $${PostLimits.maxPriceCents / 100}`)
      .default(0),
    /** Left out on edit: the category stays as it was. */
    content_type: StorefrontCategory.nullable().optional(),
  })
  .superRefine((post, ctx) => {
    if (post.visibility === 'ppv' && post.price_cents <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['price_cents'],
        message: 'A pay-per-view post needs a price above $0',
      });
    }
  })
  .transform((post) => ({
    ...post,
    price_cents: post.visibility === 'ppv' ? post.price_cents : 0,
  }));
export type PostInput = z.infer<typeof PostInput>;
export type PostForm = z.input<typeof PostInput>;

export const RecentPostsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PostLimits.maxPageSize)
    .default(PostLimits.dashboardRecent),
});

/** Which of their own posts a creator lists: all, the ones others see, or the hidden ones. */
export const OwnPostsFilter = z.enum(['all', 'visible', 'hidden']);
export type OwnPostsFilter = z.infer<typeof OwnPostsFilter>;

export const OwnPostsQuery = PageQuery.extend({ show: OwnPostsFilter.default('all') });
export type OwnPostsQuery = z.infer<typeof OwnPostsQuery>;

export const SetHiddenRequest = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
export type SetHiddenRequest = z.infer<typeof SetHiddenRequest>;

export const LikeReply = z.object({ liked: z.boolean(), like_count: z.number().int() });
export type LikeReply = z.infer<typeof LikeReply>;

export const ShareReply = z.object({ share_count: z.number().int() });
export const ViewReply = z.object({ counted: z.boolean(), view_count: z.number().int() });

export const ReportInput = z.object({
  reason: z.string().trim().max(ReportLimits.maxReason).optional(),
});

export const FeedStats = z.object({
  post_count: z.number().int(),
  creator_count: z.number().int(),
});
export type FeedStats = z.infer<typeof FeedStats>;
