/**
 * Feature Usage (each feature's people and uses in the range, its bar total uses over total
 * users capped at 100%, as the spec says) and Subscription Analytics (subscriptions by type and
 * state with what they brought in during the range).
 */
import { formatMoney } from '@contract/format';
import { BarChart3, CreditCard } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/states';
import { pluralize } from '../../../lib/format-date';
import type { AdminAnalytics } from '../../../lib/api/admin.api';
import { SubscriptionStateBadge, subscriptionTypeLabels } from '../admin-labels';
import { rangeWords } from './stat-cards';

/** The spec's bar: total usage divided by total users, at most 100%. */
export function usageBarPercent(totalUsage: number, totalUsers: number): number {
  if (totalUsers <= 0) return totalUsage > 0 ? 100 : 0;
  return Math.min(100, (totalUsage / totalUsers) * 100);
}

export function FeatureUsageCard({ analytics }: { analytics: AdminAnalytics }) {
  const usage = analytics.featureUsage;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Feature Usage</CardTitle>
        <CardDescription>
          Uses in the {rangeWords(analytics.time_range)}; the bar is uses per registered user.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {usage.length === 0 ? (
          <EmptyState
            icon={<BarChart3 aria-hidden="true" />}
            title="No feature use in this range"
            text="Uses appear here as people open premium features."
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {usage.map((feature) => {
              const percent = usageBarPercent(feature.total_usage, analytics.totalUsers);
              return (
                <li key={feature.feature_name} className="flex flex-col gap-1.5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                    <span className="font-semibold text-fg">{feature.feature_name}</span>
                    <span className="text-fg-muted tabular-nums">
                      {pluralize(feature.unique_users, 'user')} ·{' '}
                      {pluralize(feature.total_usage, 'use')}
                    </span>
                  </div>
                  <div
                    className="h-2 overflow-hidden rounded-full bg-white/[0.07]"
                    role="meter"
                    aria-label={`${feature.feature_name} uses per user`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(percent)}
                  >
                    <div
                      className="h-full rounded-full bg-brand"
                      style={{ width: `${percent}%` }}
                      data-testid="usage-bar"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SubscriptionStatsCard({ analytics }: { analytics: AdminAnalytics }) {
  const stats = analytics.subscriptionStats;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Analytics</CardTitle>
        <CardDescription>
          Subscriptions by state now, with their revenue in the {rangeWords(analytics.time_range)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats.length === 0 ? (
          <EmptyState
            icon={<CreditCard aria-hidden="true" />}
            title="No subscriptions yet"
            text="Backline Pro plans and artist tiers appear here once someone subscribes."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-white/[0.06]">
            {stats.map((stat) => (
              <li
                key={`${stat.subscription_type}-${stat.status}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
              >
                <div className="flex items-center gap-2">
                  <span className="font-semibold text-fg">
                    {subscriptionTypeLabels[stat.subscription_type]}
                  </span>
                  <SubscriptionStateBadge state={stat.status} />
                </div>
                <div className="flex items-baseline gap-3 text-sm tabular-nums">
                  <span className="text-fg-muted">{pluralize(stat.count, 'subscription')}</span>
                  <span className="font-semibold text-fg">
                    {formatMoney(stat.total_revenue_cents)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
