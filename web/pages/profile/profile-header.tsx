/**
 * The top of a profile: picture, name, verified tick, role, bio, where and since when, the
 * counts, and the actions the viewer has (spec part 1, section 6): the owner edits, other
 * signed-in people follow, visit the storefront or copy the link, visitors get none.
 */
import { formatCount } from '@contract/format';
import { CalendarDays, Link2, MapPin, Pencil, Settings, Store } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ActionMenu } from '../../components/posts/action-menu';
import { copyText } from '../../components/posts/copy-text';
import { FollowButton } from '../../components/posts/follow-button';
import { RoleBadge, VerifiedMark } from '../../components/posts/role-badge';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import type { PublicUser } from '../../lib/api/people.api';

export const PROFILE_LINK_COPIED = 'Profile link copied to clipboard!';

/** "novareyes.example/music" from "https://novareyes.example/music/". */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function joinedLabel(createdAt: string): string {
  const date = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(createdAt),
  );
  return `Joined ${date}`;
}

async function copyProfileLink(userId: number) {
  const url = `${window.location.origin}/profile/${userId}`;
  try {
    await copyText(url);
    toast.success(PROFILE_LINK_COPIED);
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col">
      <dt className="order-last text-xs font-medium tracking-wide text-fg-subtle uppercase">
        {label}
      </dt>
      <dd className="font-display text-lg font-bold text-fg tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

type Viewer = 'owner' | 'member' | 'visitor';

function ProfileActions({ person, viewer }: { person: PublicUser; viewer: Viewer }) {
  const hasStorefront = useFeatureEnabled(FeatureFlag.storefront);
  if (viewer === 'visitor') return null;
  if (viewer === 'owner') {
    return (
      <div className="flex items-center gap-2">
        <Link
          to={`/profile/${person.id}/edit`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Pencil aria-hidden="true" />
          Edit Profile
        </Link>
        <Link
          to="/monetize"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5' })}
          aria-label="Settings"
          title="Storefront and account settings"
        >
          <Settings aria-hidden="true" />
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <FollowButton person={person} />
      {hasStorefront && (
        <Link
          to={`/storefront/${person.id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Store aria-hidden="true" />
          Storefront
        </Link>
      )}
      <ActionMenu
        label="Profile options"
        items={[
          {
            label: 'Copy profile link',
            icon: Link2,
            onSelect: () => void copyProfileLink(person.id),
          },
        ]}
      />
    </div>
  );
}

export function ProfileHeader({ person, viewer }: { person: PublicUser; viewer: Viewer }) {
  return (
    <Card>
      <div
        className="h-28 rounded-t-2xl bg-gradient-to-br from-glow-500/45 via-flare-500/25 to-accent-500/30 sm:h-36"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3 sm:-mt-14">
          <Avatar
            name={person.display_name}
            src={person.avatar_url}
            className="size-24 border-4 border-ink-850 text-4xl sm:size-28"
          />
          <ProfileActions person={person} viewer={viewer} />
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
            <h1 className="min-w-0 font-display text-2xl font-black tracking-tight break-words text-fg sm:text-3xl">
              {person.display_name}
            </h1>
            {person.is_verified && <VerifiedMark className="size-6" />}
            <RoleBadge role={person.role} />
          </div>
          {person.bio && (
            <p className="max-w-2xl leading-relaxed break-words whitespace-pre-line text-fg-muted">
              {person.bio}
            </p>
          )}
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-fg-subtle">
            {person.location && (
              <li className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {person.location}
              </li>
            )}
            {person.website && (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <Link2 className="size-4 shrink-0" aria-hidden="true" />
                <a
                  href={person.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="truncate text-accent-300 hover:text-accent-200 hover:underline"
                >
                  {websiteLabel(person.website)}
                </a>
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {joinedLabel(person.created_at)}
            </li>
          </ul>
        </div>
        <dl className="flex gap-8 border-t border-white/[0.06] pt-4">
          <Stat
            value={person.follower_count}
            label={person.follower_count === 1 ? 'Follower' : 'Followers'}
          />
          <Stat value={person.following_count} label="Following" />
          <Stat value={person.post_count} label={person.post_count === 1 ? 'Post' : 'Posts'} />
        </dl>
      </div>
    </Card>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton className="h-28 rounded-b-none sm:h-36" />
      <div className="flex flex-col gap-4 px-4 pb-6 sm:px-6">
        <Skeleton className="-mt-12 size-24 rounded-full border-4 border-ink-850 sm:size-28" />
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-4 w-full max-w-lg" />
        <Skeleton className="h-4 w-64 max-w-full" />
        <div className="flex gap-8">
          <Skeleton className="h-10 w-16" />
          <Skeleton className="h-10 w-16" />
          <Skeleton className="h-10 w-16" />
        </div>
      </div>
    </Card>
  );
}
