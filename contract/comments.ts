import { z } from 'zod';
import { CommentLimits } from './limits';
import { PersonSummary } from './people';

export const Comment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  author: PersonSummary,
  /** Empty when `removed`. */
  content: z.string(),
  created_at: z.string(),
  /** Removed by a moderator: only its author still gets it, saying so; nobody else sees it. */
  removed: z.boolean(),
  can: z.object({ delete: z.boolean() }),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsReply = z.object({
  comments: z.array(Comment),
  nextCursor: z.string().nullable(),
});
export type CommentsReply = z.infer<typeof CommentsReply>;

export const CommentInput = z.object({
  content: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(
      CommentLimits.maxContent,
      `Comment must be at most ${CommentLimits.maxContent} characters`,
    ),
});
export type CommentInput = z.infer<typeof CommentInput>;

export const CommentReply = z.object({ comment: Comment, comment_count: z.number().int() });

export const PostCommentParams = z.object({
  id: z.coerce.number().int().positive(),
  commentId: z.coerce.number().int().positive(),
});
