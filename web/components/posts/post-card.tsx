/**
 * A post in a list (feed, profile) or in full on its own page. Locked posts get the
 * locked card; readable ones show their text (cut at 500 characters in lists, with
 * "Read more"), the like, comment and share actions, and the options menu.
 */
import { formatCount, formatMoney } from '@contract/format';
import { PostLimits } from '@contract/limits';
import { Eye, Lock, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { pluralize } from '../../lib/format-date';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { actionButtonClasses, LikeButton } from './like-button';
import { LockedPostCard } from './locked-post-card';
import { PostHeader } from './post-header';
import { PostOptionsMenu } from './post-options-menu';
import { RemovedNotice } from './removed-by-moderator';
import { truncateText } from './post-text';
import { ShareButton } from './share-button';
import { useCountViewWhenSeen } from './use-post-view';
import type { Post } from '../../lib/api/posts.api';

interface PostCardProps {
  post: Post;
  /** The whole text, an h1 title and the view count: the post's own page. */
  full?: boolean;
  /** Offer "Hide post" in the options (the feed). */
  allowHide?: boolean;
  /** Count a view once the card has been seen (lists). */
  countView?: boolean;
  onHidden?: () => void;
  onDeleted?: () => void;
}

export function PostCard({
  post,
  full = false,
  allowHide = false,
  countView = false,
  onHidden,
  onDeleted,
}: PostCardProps) {
  const viewRef = useCountViewWhenSeen(post.id, countView && !post.locked && !post.removed);
  const menu = (
    <PostOptionsMenu post={post} allowHide={allowHide} onHidden={onHidden} onDeleted={onDeleted} />
  );
  if (post.removed) {
    return <RemovedNotice what="post" />;
  }
  if (post.locked) {
    return <LockedPostCard post={post} menu={menu} headingLevel={full ? 'h1' : 'h2'} />;
  }

  const Heading = full ? 'h1' : 'h2';
  const titleId = `post-${post.id}-title`;
  const text = full
    ? { text: post.content ?? '', truncated: false }
    : truncateText(post.content ?? '', PostLimits.truncateAt);

  return (
    <Card className="p-4 sm:p-5">
      <article
        ref={viewRef}
        aria-labelledby={post.title ? titleId : undefined}
        aria-label={post.title ? undefined : `Post by ${post.creator.display_name}`}
        className="flex flex-col gap-3"
      >
        <PostHeader post={post} menu={menu} />
        {post.visibility !== 'public' && (
          <div>
            <Badge tone={post.visibility === 'ppv' ? 'accent' : 'glow'}>
              <Lock aria-hidden="true" />
              {post.visibility === 'ppv' ? formatMoney(post.price_cents) : 'Subscribers only'}
            </Badge>
          </div>
        )}
        {post.title && (
          <Heading
            id={titleId}
            className={
              full
                ? 'font-display text-2xl font-black tracking-tight text-balance text-fg sm:text-3xl'
                : 'font-display text-lg font-bold tracking-tight text-fg'
            }
          >
            {full ? (
              post.title
            ) : (
              <Link to={`/post/${post.id}`} className="hover:underline">
                {post.title}
              </Link>
            )}
          </Heading>
        )}
        <p
          className={
            full
              ? 'text-base leading-relaxed break-words whitespace-pre-wrap text-fg/90'
              : 'text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-fg/85'
          }
        >
          {text.text}
        </p>
        {text.truncated && (
          <Link
            to={`/post/${post.id}`}
            className="self-start text-sm font-semibold text-accent-300 hover:text-accent-200 hover:underline"
            aria-label={post.title ? `Read more: ${post.title}` : 'Read more'}
          >
            Read more
          </Link>
        )}
        <footer className="-mx-2 mt-1 flex flex-wrap items-center gap-1 border-t border-white/[0.06] pt-2">
          <LikeButton post={post} />
          {full ? (
            <a
              href="#comments"
              className={actionButtonClasses}
              aria-label={`Comments (${post.comment_count})`}
            >
              <MessageCircle className="size-4.5" aria-hidden="true" />
              <span aria-hidden="true">{formatCount(post.comment_count)}</span>
            </a>
          ) : (
            <Link
              to={`/post/${post.id}#comments`}
              className={actionButtonClasses}
              aria-label={`Comments (${post.comment_count})`}
            >
              <MessageCircle className="size-4.5" aria-hidden="true" />
              <span aria-hidden="true">{formatCount(post.comment_count)}</span>
            </Link>
          )}
          <ShareButton post={post} />
          {full && (
            <span className="ml-auto inline-flex items-center gap-1.5 px-2 text-sm text-fg-subtle">
              <Eye className="size-4" aria-hidden="true" />
              {pluralize(post.view_count, 'view')}
            </span>
          )}
        </footer>
      </article>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-40 max-w-full" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <Skeleton className="h-5 w-2/3" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-3/4" />
      </div>
      <Skeleton className="h-8 w-48" />
    </Card>
  );
}

/** Skeleton cards for a list on its way. */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Loading posts">
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}
