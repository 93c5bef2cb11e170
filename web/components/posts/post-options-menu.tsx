/**
 * A post's options (spec part 1, section 4: Copy link, Report post, Hide post), plus Edit
 * and Delete when the reply says the viewer may (`can`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff, Flag, Link2, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { removePostFromLists, setPostHidden, useDeletePost } from '../../lib/api/posts.api';
import { useAuth } from '../../lib/auth/auth-context';
import { lazyNamed } from '../../lib/lazy-named';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ActionMenu } from './action-menu';
import type { ActionMenuItem } from './action-menu';
import { copyPostLink } from './share-button';
import type { Post } from '../../lib/api/posts.api';

// Loaded, and their forms made, when opened: a feed of posts needs neither until then.
const ReportPostDialog = lazyNamed(() => import('./report-post-dialog'), 'ReportPostDialog');
const EditPostDialog = lazyNamed(() => import('./edit-post-dialog'), 'EditPostDialog');

export const POST_HIDDEN = 'Post hidden from your feed';

/**
 * Hides a post from the viewer's feed: it leaves every list at once, the server is told,
 * and the toast offers Undo. A refusal puts the post back and says why.
 */
export function useHidePost() {
  const queryClient = useQueryClient();
  return (postId: number) => {
    const restore = removePostFromLists(queryClient, postId);
    const hiding = setPostHidden(postId, true).catch((error: unknown) => {
      restore();
      toast.error('Could not hide the post', { description: errorMessage(error) });
      throw error;
    });

    async function undo() {
      try {
        await hiding;
      } catch {
        return; // Never hidden; already back.
      }
      restore();
      try {
        await setPostHidden(postId, false);
      } catch (error) {
        removePostFromLists(queryClient, postId);
        toast.error('Could not show the post again', { description: errorMessage(error) });
      }
    }

    toast(POST_HIDDEN, { action: { label: 'Undo', onClick: () => void undo() } });
    return hiding.then(
      () => true,
      () => false,
    );
  };
}

interface PostOptionsMenuProps {
  post: Post;
  /** Offer "Hide post" (in the feed, where hiding means something). */
  allowHide?: boolean;
  /** After the post was hidden (the post page leaves for the feed). */
  onHidden?: () => void;
  /** After the post was deleted. */
  onDeleted?: () => void;
}

export function PostOptionsMenu({
  post,
  allowHide = false,
  onHidden,
  onDeleted,
}: PostOptionsMenuProps) {
  const { user } = useAuth();
  const hidePost = useHidePost();
  const { mutateAsync: deletePost } = useDeletePost();
  const [dialog, setDialog] = useState<'report' | 'edit' | 'delete' | null>(null);
  const isOwn = user?.id === post.creator_id;

  const items: ActionMenuItem[] = [
    { label: 'Copy link', icon: Link2, onSelect: () => void copyPostLink(post.id) },
  ];
  if (post.can.edit) {
    items.push({ label: 'Edit post', icon: Pencil, onSelect: () => setDialog('edit') });
  }
  if (!isOwn && user) {
    items.push({ label: 'Report post', icon: Flag, onSelect: () => setDialog('report') });
    if (allowHide) {
      items.push({
        label: 'Hide post',
        icon: EyeOff,
        onSelect: () => {
          void hidePost(post.id);
          onHidden?.();
        },
      });
    }
  }
  if (post.can.delete) {
    items.push({
      label: 'Delete post',
      icon: Trash2,
      destructive: true,
      onSelect: () => setDialog('delete'),
    });
  }

  async function handleDelete() {
    try {
      await deletePost(post.id);
    } catch (error) {
      toast.error('Could not delete the post', { description: errorMessage(error) });
      throw error;
    }
    toast.success('Post deleted');
    onDeleted?.();
  }

  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <ActionMenu label="Post options" items={items} />
      <Suspense fallback={null}>
        {dialog === 'report' && <ReportPostDialog postId={post.id} open onOpenChange={close} />}
        {dialog === 'edit' && <EditPostDialog post={post} open onOpenChange={close} />}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete post"
        text="Are you sure you want to delete this post? Its likes and comments go with it."
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </>
  );
}
