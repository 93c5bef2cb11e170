/**
 * A post the viewer may not read yet (`locked: true`, content withheld by the server): what
 * it is, who made it, what it costs, and the way to unlock it: bought here (pay-per-view), or
 * a subscription on the creator's storefront.
 */
import { formatMoney } from '@contract/format';
import { Heart, Lock, MessageCircle, Unlock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import { pluralize } from '../../lib/format-date';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { PostHeader } from './post-header';
import { UnlockPostButton } from './unlock-post-button';
import type { Post } from '../../lib/api/posts.api';

export function lockedPriceLabel(post: Pick<Post, 'visibility' | 'price_cents'>): string {
  return post.visibility === 'ppv' ? formatMoney(post.price_cents) : 'Subscribers only';
}

export function unlockLabel(post: Pick<Post, 'visibility' | 'price_cents'>): string {
  return post.visibility === 'ppv'
    ? `Unlock for ${formatMoney(post.price_cents)}`
    : 'Subscribe to unlock';
}

interface LockedPostCardProps {
  post: Post;
  menu?: ReactNode;
  /** The title's heading level: h2 in lists, h1 on the post's own page. */
  headingLevel?: 'h1' | 'h2';
}

export function LockedPostCard({ post, menu, headingLevel = 'h2' }: LockedPostCardProps) {
  const Heading = headingLevel;
  // Posts are sold on the storefront; while it is switched off there is nowhere to unlock.
  const canUnlock = useFeatureEnabled(FeatureFlag.storefront);
  const titleId = `post-${post.id}-title`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <article aria-labelledby={titleId} className="flex flex-col gap-4">
        <PostHeader post={post} menu={menu} />
        <div className="flex flex-wrap items-center gap-2">
          <Heading
            id={titleId}
            className="min-w-0 flex-1 font-display text-lg font-bold tracking-tight text-fg"
          >
            {post.title ?? (post.visibility === 'ppv' ? 'Pay-per-view post' : 'Subscriber post')}
          </Heading>
          <Badge tone={post.visibility === 'ppv' ? 'accent' : 'glow'}>
            <Lock aria-hidden="true" />
            {lockedPriceLabel(post)}
          </Badge>
        </div>

        <div className="relative overflow-hidden rounded-2xl border border-white/[0.07] bg-ink-900/70">
          {/* Stand-in lines, blurred: the shape of a post without any of its words. */}
          <div className="flex flex-col gap-3 p-5 blur-[5px] select-none sm:p-6" aria-hidden="true">
            {['w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3', 'w-5/6', 'w-3/4', 'w-1/2'].map(
              (width, index) => (
                <div
                  key={index}
                  className={`h-3 rounded-full ${width} ${index % 2 ? 'bg-white/10' : 'bg-white/20'}`}
                />
              ),
            )}
          </div>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-ink-900/10 via-ink-900/55 to-ink-900/80 p-4 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-white/[0.08] text-accent-300">
              <Lock className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm text-fg-muted">
              {post.visibility === 'ppv'
                ? `Unlock this post once to read it and join the conversation.`
                : `For ${post.creator.display_name}'s subscribers.`}
            </p>
            {canUnlock &&
              (post.visibility === 'ppv' ? (
                <UnlockPostButton post={post} label={unlockLabel(post)} />
              ) : (
                <Link
                  to={`/storefront/${post.creator_id}`}
                  className={buttonClasses({ size: 'sm' })}
                >
                  <Unlock aria-hidden="true" />
                  {unlockLabel(post)}
                </Link>
              ))}
          </div>
        </div>

        <p className="flex items-center gap-4 text-sm text-fg-subtle">
          <span className="inline-flex items-center gap-1.5">
            <Heart className="size-4" aria-hidden="true" />
            {pluralize(post.like_count, 'like')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageCircle className="size-4" aria-hidden="true" />
            {pluralize(post.comment_count, 'comment')}
          </span>
        </p>
      </article>
    </Card>
  );
}
