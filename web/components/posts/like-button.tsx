import { formatCount } from '@contract/format';
import { Heart } from 'lucide-react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { useSetLike } from '../../lib/api/posts.api';
import { cn } from '../ui/cn';
import type { Post } from '../../lib/api/posts.api';

export const actionButtonClasses =
  'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium tabular-nums text-fg-muted transition hover:bg-white/[0.06] hover:text-fg';

/**
 * Like and unlike. The heart and the count change at once; if the server refuses, both go
 * back and a toast says why.
 */
export function LikeButton({ post }: { post: Post }) {
  const { mutate, isPending } = useSetLike();
  const liked = post.liked_by_me;

  function handleClick() {
    // One request per post at a time keeps the shown state and the server's in step.
    if (isPending) return;
    mutate(
      { postId: post.id, liked: !liked },
      {
        onError: (error) =>
          toast.error(liked ? 'Could not remove your like' : 'Could not like this post', {
            description: errorMessage(error),
          }),
      },
    );
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} (${post.like_count} ${post.like_count === 1 ? 'like' : 'likes'})`}
      className={cn(actionButtonClasses, liked && 'text-flare-400 hover:text-flare-400')}
    >
      <Heart className={cn('size-4.5', liked && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{formatCount(post.like_count)}</span>
    </button>
  );
}
