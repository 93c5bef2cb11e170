/**
 * The dashboard's Recent Activity (spec part 1, section 2): the signed-in user's latest
 * posts (up to 5) with a 120-character preview, how old they are and how they are doing.
 */
import { formatCount, formatMoney } from '@contract/format';
import { PostLimits } from '@contract/limits';
import { ArrowRight, Eye, Heart, MessageCircle, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { RelativeTime } from '../../components/posts/post-header';
import { RemovedLabel } from '../../components/posts/removed-by-moderator';
import { truncateText } from '../../components/posts/post-text';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useRecentPosts } from '../../lib/api/posts.api';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import type { Post } from '../../lib/api/posts.api';

function VisibilityBadge({ post }: { post: Post }) {
  if (post.visibility === 'ppv')
    return <Badge tone="accent">{formatMoney(post.price_cents)}</Badge>;
  if (post.visibility === 'subscribers') return <Badge tone="glow">Subscribers</Badge>;
  return <Badge>Public</Badge>;
}

function Count({ icon: Icon, value, label }: { icon: typeof Heart; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      {formatCount(value)}
    </span>
  );
}

function RecentPost({ post }: { post: Post }) {
  const preview = truncateText(post.content ?? '', PostLimits.previewLength).text;
  return (
    <li>
      <Link
        to={`/post/${post.id}`}
        className="flex flex-col gap-1.5 px-5 py-4 transition hover:bg-white/[0.03] sm:px-6"
      >
        <span className="flex min-w-0 items-start gap-2">
          <span className="line-clamp-2 min-w-0 flex-1 font-semibold text-fg">
            {post.removed ? <RemovedLabel /> : (post.title ?? 'Untitled post')}
          </span>
          {!post.removed && <VisibilityBadge post={post} />}
        </span>
        {!post.removed && (
          <span className="text-sm leading-relaxed break-words text-fg-muted">{preview}</span>
        )}
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-subtle">
          <RelativeTime iso={post.created_at} />
          <Count icon={Heart} value={post.like_count} label="Likes" />
          <Count icon={MessageCircle} value={post.comment_count} label="Comments" />
          <Count icon={Eye} value={post.view_count} label="Views" />
        </span>
      </Link>
    </li>
  );
}

export function RecentActivity() {
  const query = useRecentPosts();
  const hasDcypher = useFeatureEnabled(FeatureFlag.dcypher);

  let body;
  if (query.isPending) {
    body = (
      <Card
        className="flex flex-col gap-5 p-5 sm:p-6"
        role="status"
        aria-label="Loading your posts"
      >
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3 w-40" />
          </div>
        ))}
      </Card>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Could not load your posts"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        icon={<PenLine aria-hidden="true" />}
        title="No posts yet"
        text={
          hasDcypher
            ? 'Find your words with D-Cypher, then share them with your fans.'
            : 'Write your first post and share it with your fans.'
        }
        action={
          hasDcypher ? (
            <Link to="/writers-block" className={buttonClasses({ size: 'sm' })}>
              Start D-Cyphering
            </Link>
          ) : (
            <Link to="/monetize" className={buttonClasses({ size: 'sm' })}>
              Write a post
            </Link>
          )
        }
      />
    );
  } else {
    body = (
      <Card className="overflow-hidden">
        <ul className="divide-y divide-white/[0.06]">
          {query.data.map((post) => (
            <RecentPost key={post.id} post={post} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <section aria-labelledby="recent-activity-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activity-title" className="font-display text-lg font-bold text-fg">
          Recent Activity
        </h2>
        <Link
          to="/posts/mine"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-200"
        >
          View all posts
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {body}
    </section>
  );
}
