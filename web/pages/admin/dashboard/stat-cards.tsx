/**
 * The four stat cards (spec: Total Users, Active Subscriptions, Monthly Revenue, Trial Users),
 * each from the server's figures with a line that says what it counts; the spec's fixed change
 * labels are not shown, every line here is computed.
 */
import type { TimeRange } from '@contract/admin';
import { TimeRangeLabels } from '@contract/admin';
import { formatCount, formatMoney } from '@contract/format';
import { CreditCard, DollarSign, Hourglass, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { AdminAnalytics } from '../../../lib/api/admin.api';

function StatCard({
  label,
  value,
  icon: Icon,
  note,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  note: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-fg-muted">{label}</h3>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300">
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="font-display text-2xl font-extrabold tracking-tight text-fg tabular-nums sm:text-3xl">
        {value}
      </p>
      <p className="text-xs font-medium text-fg-subtle">{note}</p>
    </Card>
  );
}

/** "last 7 days" for the notes under the figures. */
export function rangeWords(range: TimeRange): string {
  return TimeRangeLabels[range]
    .replace(/^Last /, 'last ')
    .replace('Hours', 'hours')
    .replace('Days', 'days');
}

export function AdminStatCards({ analytics }: { analytics: AdminAnalytics }) {
  const range = rangeWords(analytics.time_range);
  return (
    <section aria-label="Platform figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={formatCount(analytics.totalUsers)}
        icon={Users}
        note={`+${formatCount(analytics.newUsers)} in the ${range}`}
      />
      <StatCard
        label="Active Subscriptions"
        value={formatCount(analytics.activeSubscriptions)}
        icon={CreditCard}
        note={`${formatCount(analytics.renewingSubscriptions)} renewing, Pro and tiers`}
      />
      <StatCard
        label="Monthly Revenue"
        value={formatMoney(analytics.monthlyRevenue)}
        icon={DollarSign}
        note={`Last 30 days, refunds netted · ${formatMoney(analytics.rangeRevenue)} in the ${range}`}
      />
      <StatCard
        label="Trial Users"
        value={formatCount(analytics.trialUsers)}
        icon={Hourglass}
        note="In their 7-day trial now"
      />
    </section>
  );
}
