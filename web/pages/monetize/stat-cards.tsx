/**
 * The row of stat cards on Move That Work. The spec's monthly revenue was a placeholder;
 * these are the payments ledger's real figures, and the change against last month is
 * computed from the two of them, with an honest "No sales yet" when there are none.
 */
import { formatCount, formatMoney } from '@contract/format';
import { BadgeDollarSign, FileText, Package, TrendingDown, TrendingUp, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useMonetizeStats } from '../../lib/api/monetize.api';
import type { MonetizeStats } from '../../lib/api/monetize.api';

export type RevenueTrend =
  { kind: 'none' } | { kind: 'first' } | { kind: 'change'; percent: number };

/** How this month compares with the last, from the two real figures. */
export function revenueTrend(thisMonthCents: number, lastMonthCents: number): RevenueTrend {
  if (thisMonthCents === 0 && lastMonthCents === 0) return { kind: 'none' };
  if (lastMonthCents === 0) return { kind: 'first' };
  return {
    kind: 'change',
    percent: Math.round(((thisMonthCents - lastMonthCents) / lastMonthCents) * 100),
  };
}

function TrendLine({ stats }: { stats: MonetizeStats }) {
  const trend = revenueTrend(stats.revenue_this_month_cents, stats.revenue_last_month_cents);
  if (trend.kind === 'none') return <span className="text-fg-subtle">No sales yet</span>;
  if (trend.kind === 'first') {
    return <span className="text-success-400">First sales this month</span>;
  }
  const { percent } = trend;
  const up = percent >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={cn('inline-flex items-center gap-1', up ? 'text-success-400' : 'text-danger-300')}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {up ? '+' : '−'}
      {Math.abs(percent)}% vs last month ({formatMoney(stats.revenue_last_month_cents)})
    </span>
  );
}

function StatCard({
  label,
  value,
  icon: Icon,
  tint,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tint: string;
  footer?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-fg-muted">{label}</p>
        <span className={cn('flex size-9 items-center justify-center rounded-xl', tint)}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="font-display text-2xl font-extrabold tracking-tight text-fg tabular-nums sm:text-3xl">
        {value}
      </p>
      {footer && <p className="text-xs font-medium">{footer}</p>}
    </Card>
  );
}

export function StatCards() {
  const stats = useMonetizeStats();

  if (stats.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        role="status"
        aria-label="Loading your figures"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    );
  }

  if (stats.isError) {
    return (
      <ErrorState
        title="We couldn't load your figures"
        message={errorMessage(stats.error)}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
        className="py-6"
      />
    );
  }

  const figures = stats.data;
  return (
    <section aria-label="Your figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Revenue this month"
        value={formatMoney(figures.revenue_this_month_cents)}
        icon={BadgeDollarSign}
        tint="bg-success-400/12 text-success-400"
        footer={<TrendLine stats={figures} />}
      />
      <StatCard
        label="Active subscribers"
        value={formatCount(figures.active_subscribers)}
        icon={Users}
        tint="bg-glow-500/15 text-glow-400"
      />
      <StatCard
        label="Posts"
        value={formatCount(figures.post_count)}
        icon={FileText}
        tint="bg-accent-500/15 text-accent-300"
      />
      <StatCard
        label="Products"
        value={formatCount(figures.product_count)}
        icon={Package}
        tint="bg-flare-500/15 text-flare-400"
      />
    </section>
  );
}
