/**
 * A post's comments, newest first, with "Load more" for older ones. Comments are plain
 * text: React escapes them, and nothing here ever renders them as HTML.
 */
import { Flag, MessageCircle, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useComments, useDeleteComment } from '../../lib/api/posts.api';
import { useAuth } from '../../lib/auth/auth-context';
import { Avatar } from '../ui/avatar';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Skeleton } from '../ui/skeleton';
import { EmptyState, ErrorState } from '../ui/states';
import { LoadMore } from './load-more';
import { RelativeTime } from './post-header';
import { RemovedLabel } from './removed-by-moderator';
import { ReportPostDialog } from './report-post-dialog';
import { RoleBadge, VerifiedMark } from './role-badge';
import type { Comment } from '../../lib/api/posts.api';

export const COMMENTS_LOCKED = 'Unlock this post to see and write comments';

export function CommentsLocked() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-dashed border-white/12 px-4 py-5 text-sm text-fg-muted">
      <Lock className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
      <p>{COMMENTS_LOCKED}</p>
    </div>
  );
}

function CommentItem({
  comment,
  onDelete,
  onReport,
}: {
  comment: Comment;
  onDelete: () => void;
  /** Null when the viewer cannot report it (signed out, or it is their own). */
  onReport: (() => void) | null;
}) {
  const { author } = comment;
  return (
    <li className="flex gap-3 py-4">
      <Link to={`/profile/${author.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={author.display_name} src={author.avatar_url} className="size-9 text-sm" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/profile/${author.id}`}
            className="min-w-0 truncate text-sm font-semibold text-fg hover:underline"
          >
            {author.display_name}
          </Link>
          {author.is_verified && <VerifiedMark className="size-4" />}
          <RoleBadge role={author.role} className="px-2 py-0 text-[0.7rem]" />
          <RelativeTime iso={comment.created_at} className="text-xs text-fg-subtle" />
        </div>
        {comment.removed ? (
          // Only its author gets a removed comment back from the server.
          <RemovedLabel className="text-sm" />
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-fg/90">
            {comment.content}
          </p>
        )}
      </div>
      {onReport && !comment.removed && (
        <button
          type="button"
          onClick={onReport}
          aria-label={`Report comment by ${author.display_name}`}
          className="-mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-fg-subtle transition hover:bg-white/[0.07] hover:text-fg"
        >
          <Flag className="size-4" aria-hidden="true" />
        </button>
      )}
      {comment.can.delete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete comment by ${author.display_name}`}
          className="-mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-fg-subtle transition hover:bg-danger-500/15 hover:text-danger-300"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

export function CommentList({ postId, locked = false }: { postId: number; locked?: boolean }) {
  const query = useComments(postId, !locked);
  const { mutateAsync: deleteComment } = useDeleteComment(postId);
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  // The comment being reported stays named while the dialog fades out.
  const [toReport, setToReport] = useState<{ comment: Comment; open: boolean } | null>(null);
  const viewerId = useAuth().user?.id ?? null;

  if (locked || (query.error instanceof ApiError && query.error.status === 403)) {
    return <CommentsLocked />;
  }
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4 py-2" role="status" aria-label="Loading comments">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3.5 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="Could not load the comments"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }

  const comments = query.data.pages.flatMap((page) => page.comments);
  async function handleDelete() {
    if (!toDelete) return;
    try {
      await deleteComment(toDelete.id);
      toast.success('Comment deleted');
    } catch (error) {
      toast.error('Could not delete the comment', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <>
      {comments.length === 0 ? (
        <EmptyState
          icon={<MessageCircle aria-hidden="true" />}
          title="No comments yet"
          text="Be the first to say something."
          className="py-8"
        />
      ) : (
        <ul className="flex flex-col divide-y divide-white/[0.06]">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onDelete={() => setToDelete(comment)}
              onReport={
                viewerId !== null && viewerId !== comment.author.id
                  ? () => setToReport({ comment, open: true })
                  : null
              }
            />
          ))}
        </ul>
      )}
      <LoadMore query={query} auto={false} label="Load more comments" />
      <ReportPostDialog
        postId={postId}
        commentId={toReport?.comment.id}
        open={toReport?.open ?? false}
        onOpenChange={(open) => setToReport((current) => current && { ...current, open })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete comment"
        text="Are you sure you want to delete this comment?"
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </>
  );
}
