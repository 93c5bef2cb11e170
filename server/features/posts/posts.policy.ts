import type { Actor } from '../../platform/access/actor';

interface OwnedPost {
  creator_id: number;
}

/** Only the creator edits a post. */
export function canEditPost(actor: Actor | null, post: OwnedPost): boolean {
  return actor !== null && actor.user.id === post.creator_id;
}

/** The creator deletes a post; administrators may too, for moderation. */
export function canDeletePost(actor: Actor | null, post: OwnedPost): boolean {
  return actor !== null && (actor.user.id === post.creator_id || actor.isAdmin);
}

/** A comment goes away by its author, the post's creator, or an administrator. */
export function canDeleteComment(
  actor: Actor | null,
  comment: { author_id: number },
  post: OwnedPost,
): boolean {
  return (
    actor !== null &&
    (actor.user.id === comment.author_id || actor.user.id === post.creator_id || actor.isAdmin)
  );
}
