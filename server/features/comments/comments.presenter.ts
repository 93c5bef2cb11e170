import type { Comment } from '../../../contract/comments';
import type { Actor } from '../../platform/access/actor';
import { can } from '../../policies';
import { presentPersonSummary } from '../users/users.presenter';
import type { CommentListRow } from './comments.queries';

/** Comment text is returned as plain text; the web app renders it as text, never as HTML. */
export function presentComment(
  row: CommentListRow,
  post: { creator_id: number },
  actor: Actor | null,
): Comment {
  return {
    id: row.id,
    post_id: row.post_id,
    author: presentPersonSummary({ ...row, id: row.author_id }),
    content: row.removed_at === null ? row.content : '',
    created_at: row.created_at,
    removed: row.removed_at !== null,
    can: { delete: can(actor, 'comment.delete', { comment: row, post }) },
  };
}
