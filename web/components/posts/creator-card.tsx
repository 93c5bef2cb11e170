/** A creator in the feed's Creators tab: who they are, their reach, and Follow. */
import { formatCount } from '@contract/format';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { FollowButton } from './follow-button';
import { RoleBadge, VerifiedMark } from './role-badge';
import type { PublicUser } from '../../lib/api/people.api';

export function CreatorCard({ creator }: { creator: PublicUser }) {
  const { user } = useAuth();
  const isSelf = user?.id === creator.id;
  const profilePath = `/profile/${creator.id}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar
            name={creator.display_name}
            src={creator.avatar_url}
            className="size-14 text-xl"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex min-w-0 items-center gap-1.5">
            <h3 className="min-w-0 truncate font-display text-base font-bold text-fg">
              <Link to={profilePath} className="hover:underline">
                {creator.display_name}
              </Link>
            </h3>
            {creator.is_verified && <VerifiedMark />}
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <RoleBadge role={creator.role} />
            {isSelf && <Badge>You</Badge>}
          </div>
        </div>
      </div>
      <p className="line-clamp-3 flex-1 text-sm leading-relaxed text-fg-muted">
        {creator.bio || 'No bio yet.'}
      </p>
      <div className="flex min-h-13 items-center justify-between gap-3 border-t border-white/[0.06] pt-4">
        <p className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-sm text-fg-muted">
          <span>
            <strong className="font-semibold text-fg tabular-nums">
              {formatCount(creator.follower_count)}
            </strong>{' '}
            {creator.follower_count === 1 ? 'follower' : 'followers'}
          </span>
          <span>
            <strong className="font-semibold text-fg tabular-nums">
              {formatCount(creator.post_count)}
            </strong>{' '}
            {creator.post_count === 1 ? 'post' : 'posts'}
          </span>
        </p>
        {user && !isSelf && <FollowButton person={creator} />}
      </div>
    </Card>
  );
}

export function CreatorCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-12" />
      <Skeleton className="h-9" />
    </Card>
  );
}

/** A creator on one line (the feed's "Creators to follow"). */
export function CreatorRow({ creator }: { creator: PublicUser }) {
  const { user } = useAuth();
  const isSelf = user?.id === creator.id;
  return (
    <li className="flex items-center gap-3 py-3">
      <Link to={`/profile/${creator.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={creator.display_name} src={creator.avatar_url} className="size-10" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-center gap-1">
          <Link
            to={`/profile/${creator.id}`}
            className="min-w-0 truncate text-sm font-semibold text-fg hover:underline"
          >
            {creator.display_name}
          </Link>
          {creator.is_verified && <VerifiedMark className="size-4" />}
        </span>
        <span className="text-xs text-fg-subtle">
          {formatCount(creator.follower_count)}{' '}
          {creator.follower_count === 1 ? 'follower' : 'followers'}
        </span>
      </div>
      {user && !isSelf && <FollowButton person={creator} compact className="h-8 px-3 text-xs" />}
    </li>
  );
}
