/**
 * One of the creator's own posts in their list: what it is, who sees it, how it does, and
 * what they can do with it (edit, hide from everyone or show again, delete after asking).
 */
import { formatCount, formatMoney, formatRelativeTime } from '@contract/format';
import { PostLimits } from '@contract/limits';
import {
  Eye,
  EyeOff,
  Globe,
  Heart,
  Lock,
  MessageCircle,
  Pencil,
  Trash2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { EditPostDialog } from '../../components/posts/edit-post-dialog';
import { REMOVED_BY_MODERATOR, RemovedLabel } from '../../components/posts/removed-by-moderator';
import { truncateText } from '../../components/posts/post-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api/api-client';
import { useDeletePost, useSetPostHiddenByCreator } from '../../lib/api/posts.api';
import type { Post } from '../../lib/api/posts.api';

export function postTitle(post: Pick<Post, 'title'>): string {
  return post.title?.trim() || 'Untitled post';
}

/** Who sees the post when it is not hidden. */
function AudienceBadge({ post }: { post: Post }) {
  if (post.visibility === 'ppv') {
    return (
      <Badge tone="accent">
        <Lock aria-hidden="true" />
        Pay-per-view · {formatMoney(post.price_cents)}
      </Badge>
    );
  }
  if (post.visibility === 'subscribers') {
    return (
      <Badge tone="glow">
        <Users aria-hidden="true" />
        Subscribers only
      </Badge>
    );
  }
  return (
    <Badge>
      <Globe aria-hidden="true" />
      Public
    </Badge>
  );
}

export function OwnPostRow({ post }: { post: Post }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const setHidden = useSetPostHiddenByCreator();
  const { mutateAsync: deletePost } = useDeletePost();
  const title = postTitle(post);
  const preview = post.content ? truncateText(post.content, PostLimits.previewLength).text : null;

  async function changeHidden(hidden: boolean) {
    try {
      await setHidden.mutateAsync({ postId: post.id, hidden });
    } catch (error) {
      toast.error(hidden ? 'Could not hide the post' : 'Could not show the post', {
        description: errorMessage(error),
      });
      return;
    }
    if (hidden) {
      toast.success('Post hidden', {
        description: 'Only you can see it now. Show it again whenever you like.',
        action: { label: 'Undo', onClick: () => void changeHidden(false) },
      });
    } else {
      toast.success('Post visible again', { description: `"${title}" is back for your fans.` });
    }
  }

  async function handleDelete() {
    try {
      await deletePost(post.id);
    } catch (error) {
      toast.error('Could not delete the post', { description: errorMessage(error) });
      throw error;
    }
    toast.success('Post deleted');
  }

  const close = (open: boolean) => !open && setDialog(null);
  // A moderator removed it: nobody else sees it, its words are gone; it can only be deleted.
  if (post.removed) {
    return (
      <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-5">
        <article
          aria-labelledby={`own-post-${post.id}`}
          className="flex min-w-0 flex-1 flex-col gap-2"
        >
          <div className="flex flex-wrap items-center gap-2">
            <AudienceBadge post={post} />
            <span className="text-xs text-fg-subtle">{formatRelativeTime(post.created_at)}</span>
          </div>
          <h2 id={`own-post-${post.id}`} className="font-display text-base font-bold text-fg">
            <Link to={`/post/${post.id}`} className="hover:underline">
              <RemovedLabel />
            </Link>
          </h2>
          <p className="text-sm text-fg-muted">
            Only you can see that this post was here; its words are gone, for everyone.
          </p>
        </article>
        <div
          role="group"
          aria-label="Actions for the removed post"
          className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch"
        >
          <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
        <ConfirmDialog
          open={dialog === 'delete'}
          onOpenChange={close}
          title="Delete post"
          text={`Delete this post for good? It says “${REMOVED_BY_MODERATOR}” only to you; deleting it clears it from your list.`}
          confirmLabel="Delete"
          destructive
          onConfirm={handleDelete}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-5">
      <article
        aria-labelledby={`own-post-${post.id}`}
        className="flex min-w-0 flex-1 flex-col gap-2"
      >
        <div className="flex flex-wrap items-center gap-2">
          {post.hidden && (
            <Badge tone="warning">
              <EyeOff aria-hidden="true" />
              Hidden
            </Badge>
          )}
          <AudienceBadge post={post} />
          <span className="text-xs text-fg-subtle">{formatRelativeTime(post.created_at)}</span>
        </div>
        <h2
          id={`own-post-${post.id}`}
          className="font-display text-base font-bold break-words text-fg"
        >
          <Link to={`/post/${post.id}`} className="hover:text-accent-200 hover:underline">
            {title}
          </Link>
        </h2>
        {preview && (
          <p className="text-sm break-words text-fg-muted" title={post.content ?? undefined}>
            {preview}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-subtle">
          <span className="inline-flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {formatCount(post.like_count)}
            <span className="sr-only">likes</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-3.5" aria-hidden="true" />
            {formatCount(post.comment_count)}
            <span className="sr-only">comments</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {formatCount(post.view_count)}
            <span className="sr-only">views</span>
          </span>
          {post.hidden && <span>Only you can see this post.</span>}
        </p>
      </article>

      <div
        role="group"
        aria-label={`Actions for ${title}`}
        className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch"
      >
        <Button variant="outline" size="sm" onClick={() => setDialog('edit')}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={setHidden.isPending}
          onClick={() => void changeHidden(!post.hidden)}
        >
          {post.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {post.hidden ? 'Show' : 'Hide'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <EditPostDialog post={post} open={dialog === 'edit'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete post"
        text={`Are you sure you want to delete "${title}"? Its likes and comments go with it.`}
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </li>
  );
}
