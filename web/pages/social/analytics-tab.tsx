/**
 * The Hub's Analytics (spec part 2, section 2): a card per connected platform with its synced
 * figures, and recommendations drawn from them (never sample numbers).
 */
import { PLATFORM_LABELS } from '@contract/social';
import { Lightbulb } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import type { SocialOverview } from '../../lib/api/social.api';
import { useSocialOverview } from '../../lib/api/social.api';
import { PlatformMark } from './platform-mark';
import { compactCount, percent } from './social-format';

type PlatformFigures = SocialOverview['platforms'][number];

/** What the figures suggest doing next. */
export function recommendations(platforms: readonly PlatformFigures[]): string[] {
  const tips: string[] = [];
  const rated = platforms.filter((p) => p.avg_engagement !== null);
  if (rated.length > 1) {
    const best = rated.reduce((a, b) =>
      (b.avg_engagement ?? 0) > (a.avg_engagement ?? 0) ? b : a,
    );
    tips.push(
      `${PLATFORM_LABELS[best.platform]} engages your audience most (${percent(best.avg_engagement)} per view): lead new releases there.`,
    );
  }
  for (const platform of platforms) {
    if (platform.items === 0) {
      tips.push(
        `${PLATFORM_LABELS[platform.platform]} has no synced posts yet: sync it to see its figures.`,
      );
    }
  }
  if (platforms.length < 4) {
    tips.push('Connect the platforms you also post on, to compare them here.');
  }
  return tips;
}

export function AnalyticsTab({ onManageConnections }: { onManageConnections: () => void }) {
  const overview = useSocialOverview();
  if (overview.isPending) return <SkeletonList rows={3} />;
  if (overview.isError) {
    return (
      <ErrorState
        title="Failed to load social media content"
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    );
  }
  const { platforms } = overview.data;
  if (platforms.length === 0) {
    return (
      <EmptyState
        title="No analytics yet"
        text="Connect a platform and sync it: its views, likes, comments and shares appear here."
        action={<Button onClick={onManageConnections}>Manage Connections</Button>}
      />
    );
  }
  const tips = recommendations(platforms);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {platforms.map((platform) => (
          <Card
            key={platform.platform}
            className="flex flex-col gap-4 p-5"
            aria-label={`${PLATFORM_LABELS[platform.platform]} analytics`}
          >
            <div className="flex items-center gap-3">
              <PlatformMark platform={platform.platform} />
              <div className="min-w-0">
                <h3 className="font-display text-lg font-bold text-fg">
                  {PLATFORM_LABELS[platform.platform]}
                </h3>
                <p className="truncate text-sm text-fg-muted">@{platform.platform_username}</p>
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              {[
                ['Followers', compactCount(platform.followers)],
                ['Posts', compactCount(platform.items)],
                ['Engagement', percent(platform.avg_engagement)],
                ['Views', compactCount(platform.views)],
                ['Likes', compactCount(platform.likes)],
                ['Comments', compactCount(platform.comments)],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-fg-subtle">{label}</dt>
                  <dd className="font-semibold text-fg tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
      {tips.length > 0 && (
        <Card className="p-5">
          <h2 className="mb-3 flex items-center gap-2 font-display text-base font-bold text-fg">
            <Lightbulb aria-hidden="true" className="size-4 text-warning-300" />
            Recommendations
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-fg-muted">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
