/** Who may do what to a post. Pure: registered in server/policies.ts, tested alone. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden } from '../../platform/http/errors';

export interface OwnedPost {
  creator_id: number;
}

export const postPolicies = {
  /** Only the creator edits a post. */
  'post.edit': rule<OwnedPost>(
    (actor, post) => actor.id === post.creator_id,
    () => forbidden('Only the creator can edit this post'),
  ),
  /** The creator deletes a post; administrators may too, for moderation. */
  'post.delete': rule<OwnedPost>(
    (actor, post) => actor.id === post.creator_id || actor.isAdmin,
    () => forbidden('Only the creator can delete this post'),
  ),
  /** Only the creator hides their post from everyone else, or shows it again. */
  'post.hide': rule<OwnedPost>(
    (actor, post) => actor.id === post.creator_id,
    () => forbidden('Only the creator can hide or show this post'),
  ),
  /** A creator does not buy their own post. */
  'post.buy': rule<OwnedPost>(
    (actor, post) => actor.id !== post.creator_id,
    () => forbidden('This is your own post'),
  ),
} satisfies PolicyTable;
