/**
 * A fan's dashboard: the people they follow, the most recently followed first, each with
 * their role and, where the fan subscribes to them, the tier (the storefront's own
 * subscription-status call, so subscribing there shows here at once).
 */
import { formatMoney } from '@contract/format';
import { Crown, Users } from 'lucide-react';
import { Link } from 'react-router';
import { FollowButton } from '../../components/posts/follow-button';
import { LoadMore } from '../../components/posts/load-more';
import { RoleBadge, VerifiedMark } from '../../components/posts/role-badge';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import type { PublicUser } from '../../lib/api/people.api';
import { useViewerSubscription } from '../../lib/api/storefront.api';
import { formatLongDate } from '../../lib/format-date';
import type { useFollowing } from '../../lib/api/fan-home.api';

function SubscriptionBadge({ creatorId }: { creatorId: number }) {
  const { data: subscription } = useViewerSubscription(creatorId);
  if (!subscription) return null;
  const until =
    subscription.status === 'canceled'
      ? `ends ${formatLongDate(subscription.access_until)}`
      : `renews ${formatLongDate(subscription.next_billing_date)}`;
  return (
    <Badge tone="accent" title={`${formatMoney(subscription.price_cents)} a month, ${until}`}>
      <Crown aria-hidden="true" />
      {subscription.tier_name}
    </Badge>
  );
}

function FollowedPerson({ person }: { person: PublicUser }) {
  const profilePath = `/profile/${person.id}`;
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={person.display_name} src={person.avatar_url} className="size-11" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex min-w-0 items-center gap-1">
          <Link
            to={profilePath}
            className="min-w-0 truncate text-sm font-semibold text-fg hover:underline"
          >
            {person.display_name}
          </Link>
          {person.is_verified && <VerifiedMark className="size-4" />}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <RoleBadge role={person.role} className="px-2 py-0 text-[0.7rem]" />
          <SubscriptionBadge creatorId={person.id} />
        </span>
      </div>
      <FollowButton person={person} compact className="h-8 px-3 text-xs" />
    </li>
  );
}

export function FollowingList({ query }: { query: ReturnType<typeof useFollowing> }) {
  let body;
  if (query.isPending) {
    body = (
      <Card className="flex flex-col gap-4 p-5" role="status" aria-label="Loading who you follow">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-4 w-20 rounded-full" />
            </div>
          </div>
        ))}
      </Card>
    );
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="Could not load who you follow"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else {
    const people = query.data.pages.flatMap((page) => page.users);
    body =
      people.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="You are not following anyone yet"
          text="Follow artists, creators and producers to see their new posts here."
          action={
            <Link to="/feed?tab=creators" className={buttonClasses({ size: 'sm' })}>
              Find creators
            </Link>
          }
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-white/[0.06]">
            {people.map((person) => (
              <FollowedPerson key={person.id} person={person} />
            ))}
          </ul>
          <div className="px-4 pb-3">
            <LoadMore query={query} auto={false} label="Show more" />
          </div>
        </Card>
      );
  }

  return (
    <section aria-labelledby="following-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="following-title" className="font-display text-lg font-bold text-fg">
          Following
        </h2>
        <Link
          to="/feed?tab=creators"
          className="shrink-0 text-sm font-semibold whitespace-nowrap text-accent-300 hover:text-accent-200"
        >
          Discover more
        </Link>
      </div>
      {body}
    </section>
  );
}
