import type { Post, PostVisibility } from '../../../contract/posts';
import type { Actor } from '../../platform/access/actor';
import { can } from '../../policies';
import { presentPersonSummary } from '../users/users.presenter';
import type { PostListRow } from './posts.queries';

/**
 * A post as the viewer may see it: content only when readable (and never once a moderator
 * removed it), and what they may do.
 */
export function presentPost(row: PostListRow, actor: Actor | null): Post {
  const creator = presentPersonSummary({
    id: row.creator_id,
    email: row.creator_email,
    display_name: row.creator_display_name,
    google_user_data: row.creator_google_user_data,
    role: row.creator_role,
    is_verified: row.creator_is_verified,
    avatar_key: row.creator_avatar_key,
    updated_at: row.creator_updated_at,
  });
  const removed = row.removed_at !== null;
  const locked = !removed && row.content === null;
  const ownership = { creator_id: row.creator_id };
  return {
    id: row.id,
    creator_id: row.creator_id,
    creator,
    creator_name: creator.display_name,
    title: removed ? null : row.title,
    content: locked || removed ? null : row.content,
    visibility: row.visibility as PostVisibility,
    price_cents: row.price_cents,
    content_type: row.content_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
    like_count: row.like_count,
    comment_count: row.comment_count,
    share_count: row.share_count,
    view_count: row.view_count,
    locked,
    // A removed post is hidden too (so every shared list leaves it out); it reads as removed.
    hidden: !removed && row.hidden_at !== null,
    removed,
    // Anonymous lists have no `liked` column: undefined reads as not liked.
    liked_by_me: Number(row.liked) === 1,
    can: {
      edit: !removed && can(actor, 'post.edit', ownership),
      delete: can(actor, 'post.delete', ownership),
    },
  };
}
