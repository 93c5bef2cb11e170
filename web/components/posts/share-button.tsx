import { formatCount } from '@contract/format';
import { Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useRecordShare } from '../../lib/api/posts.api';
import { cn } from '../ui/cn';
import { copyText } from './copy-text';
import { actionButtonClasses } from './like-button';
import { postUrl } from './post-text';
import type { Post } from '../../lib/api/posts.api';

export const LINK_COPIED = 'Post link copied to clipboard!';

/** Copies a post's link and says so; a failed copy shows the link so it can be copied by hand. */
export async function copyPostLink(postId: number): Promise<boolean> {
  const url = postUrl(postId);
  try {
    await copyText(url);
    toast.success(LINK_COPIED);
    return true;
  } catch {
    toast.error('Could not copy the link', { description: url });
    return false;
  }
}

/** Shares with the device's share sheet, or copies the link. */
async function sharePost(post: Post): Promise<boolean> {
  const url = postUrl(post.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title ?? `A post by ${post.creator_name}`, url });
      return true;
    } catch (error) {
      // Closing the share sheet is not a failure and not a share.
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  return copyPostLink(post.id);
}

export function ShareButton({ post, className }: { post: Post; className?: string }) {
  const { mutate: recordShare } = useRecordShare();

  async function handleClick() {
    if (await sharePost(post)) recordShare(post.id);
  }

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      aria-label={`Share (${post.share_count} ${post.share_count === 1 ? 'share' : 'shares'})`}
      className={cn(actionButtonClasses, className)}
    >
      <Share2 className="size-4.5" aria-hidden="true" />
      <span aria-hidden="true">{formatCount(post.share_count)}</span>
    </button>
  );
}
