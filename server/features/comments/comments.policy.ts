/** Who may remove a comment. Pure: registered in server/policies.ts, tested alone. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden } from '../../platform/http/errors';
import type { OwnedPost } from '../posts/posts.policy';

export interface CommentOnPost {
  comment: { author_id: number };
  post: OwnedPost;
}

export const commentPolicies = {
  /** A comment goes away by its author, the post's creator, or an administrator. */
  'comment.delete': rule<CommentOnPost>(
    (actor, { comment, post }) =>
      actor.id === comment.author_id || actor.id === post.creator_id || actor.isAdmin,
    () => forbidden('You can only delete your own comments'),
  ),
} satisfies PolicyTable;
