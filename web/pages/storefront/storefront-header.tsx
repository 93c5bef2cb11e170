/**
 * The storefront's header (spec part 1, section 2): picture or initial, name, verified
 * mark, role, bio, followers, releases and the year they joined; Follow Artist / Following
 * for other signed-in people, Manage Store for the owner.
 */
import { formatCount } from '@contract/format';
import { Globe, Settings2, UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { RoleBadge, VerifiedMark } from '../../components/posts/role-badge';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api/api-client';
import { useSetFollowing } from '../../lib/api/people.api';
import type { PublicUser } from '../../lib/api/people.api';
import type { StorefrontSettings } from '../../lib/api/storefront.api';

/** The storefront's own name, bio and website win over the profile's when set. */
export function storefrontIdentity(artist: PublicUser, settings: StorefrontSettings | undefined) {
  return {
    name: settings?.display_name?.trim() || artist.display_name,
    bio: settings?.bio?.trim() || artist.bio,
    website: settings?.website?.trim() || artist.website,
  };
}

function FollowArtistButton({ artist }: { artist: PublicUser }) {
  const { mutate, isPending } = useSetFollowing();
  const following = artist.is_following;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      loading={isPending}
      aria-pressed={following}
      onClick={() =>
        mutate(
          { userId: artist.id, follow: !following },
          {
            onError: (error) =>
              toast.error(following ? 'Could not unfollow' : 'Could not follow', {
                description: errorMessage(error),
              }),
          },
        )
      }
    >
      {!isPending &&
        (following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />)}
      {following ? 'Following' : 'Follow Artist'}
    </Button>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs font-medium text-fg-subtle">{label}</dt>
      <dd className="font-display text-lg font-extrabold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

export function StorefrontHeader({
  artist,
  settings,
  releaseCount,
  viewer,
}: {
  artist: PublicUser;
  settings: StorefrontSettings | undefined;
  /** Content for sale; null while it loads. `more` when only a first page is known. */
  releaseCount: { count: number; more: boolean } | null;
  viewer: 'owner' | 'member' | 'visitor';
}) {
  const { name, bio, website } = storefrontIdentity(artist, settings);
  const picture = artist.avatar_url ?? artist.google_user_data?.picture ?? null;
  const joined = new Date(artist.created_at).getFullYear();

  return (
    <header className="relative overflow-hidden rounded-3xl border border-white/[0.08] bg-ink-850/80">
      <div
        className="h-24 bg-[radial-gradient(ellipse_60%_120%_at_15%_0%,rgb(255_127_69/0.45),transparent),radial-gradient(ellipse_50%_120%_at_85%_0%,rgb(139_99_255/0.4),transparent)] sm:h-32"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex items-end justify-between gap-4 sm:-mt-14">
          <Avatar
            name={name}
            src={picture}
            className="size-24 border-4 border-ink-850 text-4xl sm:size-28"
          />
          <div className="flex flex-wrap gap-2">
            {viewer === 'owner' && (
              <Link to="/monetize?tab=storefront" className={buttonClasses({ variant: 'outline' })}>
                <Settings2 aria-hidden="true" />
                Manage Store
              </Link>
            )}
            {viewer === 'member' && <FollowArtistButton artist={artist} />}
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-2 font-display text-3xl font-black tracking-tight break-words text-fg sm:text-4xl">
            {name}
            {artist.is_verified && <VerifiedMark className="size-6" />}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={artist.role} />
            {website && (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-w-0 items-center gap-1.5 text-sm text-accent-300 underline-offset-4 hover:underline"
              >
                <Globe className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{website.replace(/^https?:\/\//, '')}</span>
              </a>
            )}
          </div>
          {bio && <p className="max-w-2xl text-fg-muted">{bio}</p>}
        </div>

        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <Figure
            value={formatCount(artist.follower_count)}
            label={artist.follower_count === 1 ? 'Follower' : 'Followers'}
          />
          <Figure
            value={releaseCount ? `${releaseCount.count}${releaseCount.more ? '+' : ''}` : '…'}
            label={releaseCount?.count === 1 && !releaseCount.more ? 'Release' : 'Releases'}
          />
          <Figure value={String(joined)} label="Joined" />
        </dl>
      </div>
    </header>
  );
}
