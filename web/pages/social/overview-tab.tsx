/**
 * The Hub's Overview (spec part 2, section 2) with real figures: connected platforms,
 * followers where the platforms give them, synced items and average engagement, Quick
 * Actions, and recent activity from what happened to the connections.
 */
import type { SocialActivity } from '@contract/social';
import { PLATFORM_LABELS } from '@contract/social';
import { formatRelativeTime } from '@contract/format';
import { BarChart3, Link2, Percent, Share2, Users, Video } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useSocialOverview } from '../../lib/api/social.api';
import { PlatformMark } from './platform-mark';
import { compactCount, percent } from './social-format';

export function activityText(activity: SocialActivity): string {
  const label = PLATFORM_LABELS[activity.platform];
  switch (activity.kind) {
    case 'connected':
      return `${label} connected${activity.detail ? ` as @${activity.detail}` : ''}`;
    case 'synced':
      return `Synced ${activity.items ?? 0} items from ${label}`;
    case 'sync_failed':
      return `${label} sync failed${activity.detail ? `: ${activity.detail}` : ''}`;
    case 'needs_reauth':
      return `${label} needs reconnecting`;
    case 'disconnected':
      return `${label} disconnected`;
  }
}

function StatCard({
  label,
  value,
  note,
  icon: Icon,
  tint,
}: {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tint: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-fg-muted">{label}</p>
        <span className={cn('flex size-9 items-center justify-center rounded-xl', tint)}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="font-display text-2xl font-extrabold tracking-tight text-fg tabular-nums sm:text-3xl">
        {value}
      </p>
      <p className="text-xs text-fg-subtle">{note}</p>
    </Card>
  );
}

export function OverviewTab({
  onManageConnections,
  onAnalytics,
}: {
  onManageConnections: () => void;
  onAnalytics: () => void;
}) {
  const overview = useSocialOverview();

  if (overview.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" role="status" aria-label="Loading">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title="Failed to load social media connections"
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    );
  }

  const figures = overview.data;
  if (figures.connected_platforms === 0 && figures.recent_activity.length === 0) {
    return (
      <EmptyState
        icon={<Share2 aria-hidden="true" />}
        title="No platforms connected yet"
        text="Connect TikTok, YouTube, Twitter or Instagram under Manage Connections. Backline then syncs your posts and shows their real figures here."
        action={<Button onClick={onManageConnections}>Manage Connections</Button>}
      />
    );
  }

  const reporting = figures.platforms.filter((platform) => platform.followers !== null).length;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Your social figures"
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          label="Connected Platforms"
          value={String(figures.connected_platforms)}
          note="of 4 supported"
          icon={Link2}
          tint="bg-accent-500/15 text-accent-300"
        />
        <StatCard
          label="Total Followers"
          value={compactCount(figures.total_followers)}
          note={
            reporting === 0
              ? 'No platform reports followers yet'
              : `From ${reporting} platform${reporting === 1 ? '' : 's'}`
          }
          icon={Users}
          tint="bg-glow-500/15 text-glow-400"
        />
        <StatCard
          label="Synced Content"
          value={compactCount(figures.synced_content)}
          note="Posts and videos"
          icon={Video}
          tint="bg-success-400/12 text-success-400"
        />
        <StatCard
          label="Avg Engagement"
          value={percent(figures.avg_engagement)}
          note={
            figures.avg_engagement === null
              ? 'Needs items with views'
              : 'Likes, comments, shares per view'
          }
          icon={Percent}
          tint="bg-warning-400/15 text-warning-300"
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="font-display text-base font-bold text-fg">Quick Actions</h2>
          <Button variant="secondary" onClick={onManageConnections}>
            <Link2 aria-hidden="true" />
            Manage Connections
          </Button>
          <Button variant="secondary" onClick={onAnalytics}>
            <BarChart3 aria-hidden="true" />
            View Analytics
          </Button>
        </Card>
        <Card className="p-5">
          <h2 className="mb-3 font-display text-base font-bold text-fg">Recent Activity</h2>
          {figures.recent_activity.length === 0 ? (
            <p className="text-sm text-fg-muted">Nothing yet.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Recent Activity">
              {figures.recent_activity.map((activity) => (
                <li key={activity.id} className="flex items-center gap-3">
                  <PlatformMark platform={activity.platform} className="size-8 text-xs" />
                  <span className="min-w-0 flex-1 text-sm text-fg">{activityText(activity)}</span>
                  <span className="shrink-0 text-xs text-fg-subtle">
                    {formatRelativeTime(activity.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
