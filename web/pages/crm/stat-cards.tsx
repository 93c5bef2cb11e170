/**
 * The four stat cards of Find Your Tribe. The spec's open- and click-rate change labels were
 * fixed text; here every change is computed by the server against the period before, and an
 * honest line says when there is nothing to compare yet.
 */
import { formatCount } from '@contract/format';
import { BarChart3, Mail, MousePointerClick, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useCampaignAnalytics } from '../../lib/api/tribe.api';

/** "+3 in 30 days", "−1.5 pts vs previous 30 days", or what is missing for a comparison. */
export function changeLabel(
  change: number | null,
  unit: 'count' | 'points',
  days: number,
): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (change === null) return { text: 'Nothing earlier to compare', tone: 'flat' };
  if (change === 0) {
    return {
      text: unit === 'count' ? `No change in ${days} days` : 'Same as before',
      tone: 'flat',
    };
  }
  const sign = change > 0 ? '+' : '−';
  const value = formatCount(Math.abs(change));
  return {
    text:
      unit === 'count'
        ? `${sign}${value} in ${days} days`
        : `${sign}${value} pts vs previous ${days} days`,
    tone: change > 0 ? 'up' : 'down',
  };
}

export function StatCard({
  label,
  value,
  icon: Icon,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  footer?: { text: string; tone: 'up' | 'down' | 'flat' };
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-fg-muted">{label}</p>
        <span className="flex size-9 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300">
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="font-display text-2xl font-extrabold tracking-tight text-fg tabular-nums sm:text-3xl">
        {value}
      </p>
      {footer && (
        <p
          className={cn(
            'text-xs font-medium',
            footer.tone === 'up' && 'text-success-400',
            footer.tone === 'down' && 'text-danger-300',
            footer.tone === 'flat' && 'text-fg-subtle',
          )}
        >
          {footer.text}
        </p>
      )}
    </Card>
  );
}

export function CrmStatCards() {
  const analytics = useCampaignAnalytics();
  if (analytics.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <ErrorState
        title="Failed to fetch data"
        message={errorMessage(analytics.error)}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const stats = analytics.data;
  const days = stats.period_days;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Subscribers"
        value={formatCount(stats.total_subscribers)}
        icon={Users}
        footer={changeLabel(stats.changes.total_subscribers, 'count', days)}
      />
      <StatCard
        label="Total Campaigns"
        value={formatCount(stats.total_campaigns)}
        icon={Mail}
        footer={changeLabel(stats.changes.total_campaigns, 'count', days)}
      />
      <StatCard
        label="Avg Open Rate"
        value={`${stats.avg_open_rate}%`}
        icon={BarChart3}
        footer={changeLabel(stats.changes.avg_open_rate, 'points', days)}
      />
      <StatCard
        label="Avg Click Rate"
        value={`${stats.avg_click_rate}%`}
        icon={MousePointerClick}
        footer={changeLabel(stats.changes.avg_click_rate, 'points', days)}
      />
    </div>
  );
}
