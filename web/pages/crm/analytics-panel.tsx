/**
 * Analytics: the spec's five cards from data, a chart of list growth and one of opens and
 * clicks per day, and the switch for open and click tracking.
 */
import { formatCount } from '@contract/format';
import { Mail, MousePointerClick, TrendingUp, Users, BarChart3 } from 'lucide-react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { toast } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useCampaignAnalytics, useSetTracking, useTribePreferences } from '../../lib/api/tribe.api';
import { StatCard } from './stat-cards';

const axis = { stroke: 'rgb(255 255 255 / 0.45)', fontSize: 12 };
const shortDay = (day: string) => day.slice(5);

function TrackingSwitch() {
  const preferences = useTribePreferences();
  const setTracking = useSetTracking();
  const enabled = preferences.data?.tracking_enabled ?? true;
  return (
    <label className="flex items-start gap-3 text-sm text-fg-muted">
      <input
        type="checkbox"
        className="mt-1"
        checked={enabled}
        disabled={preferences.isPending || setTracking.isPending}
        onChange={(event) =>
          setTracking.mutate(event.target.checked, {
            onError: (failure) =>
              toast.error('Failed to save', { description: errorMessage(failure) }),
          })
        }
      />
      <span>
        <span className="font-semibold text-fg">Track opens and clicks</span>
        <br />
        New e-mail campaigns carry a tracking image and redirected links. Switch off to send them
        without.
      </span>
    </label>
  );
}

export function AnalyticsPanel() {
  const analytics = useCampaignAnalytics();
  if (analytics.isPending) return <SkeletonList rows={3} />;
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
  const noEngagement = stats.engagement.every((day) => day.opens === 0 && day.clicks === 0);
  return (
    <section className="flex flex-col gap-4" aria-label="Analytics">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard
          label="Total Subscribers"
          value={formatCount(stats.total_subscribers)}
          icon={Users}
        />
        <StatCard label="Emails Sent" value={formatCount(stats.total_emails_sent)} icon={Mail} />
        <StatCard label="Avg Open Rate" value={`${stats.avg_open_rate}%`} icon={BarChart3} />
        <StatCard
          label="Avg Click Rate"
          value={`${stats.avg_click_rate}%`}
          icon={MousePointerClick}
        />
        <StatCard
          label="Growth Rate"
          value={`${stats.growth_rate}%`}
          icon={TrendingUp}
          footer={{ text: `Over ${stats.period_days} days`, tone: 'flat' }}
        />
      </div>
      {stats.machine_opens > 0 && (
        <p className="text-xs text-fg-subtle">
          {formatCount(stats.machine_opens)} opens by mail privacy proxies and link scanners are
          counted apart and left out of the rates.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>List growth</CardTitle>
          </CardHeader>
          <CardContent className="h-64">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={stats.list_growth}>
                <CartesianGrid stroke="rgb(255 255 255 / 0.06)" vertical={false} />
                <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
                <YAxis allowDecimals={false} width={36} {...axis} />
                <Tooltip contentStyle={{ background: '#14141c', border: '1px solid #333' }} />
                <Area
                  type="monotone"
                  dataKey="subscribers"
                  name="Subscribers"
                  stroke="#a78bfa"
                  fill="#a78bfa33"
                />
              </AreaChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Opens and clicks</CardTitle>
          </CardHeader>
          <CardContent className="h-64">
            {noEngagement ? (
              <p className="flex h-full items-center justify-center text-center text-sm text-fg-subtle">
                No opens or clicks in the last {stats.period_days} days yet.
              </p>
            ) : (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={stats.engagement}>
                  <CartesianGrid stroke="rgb(255 255 255 / 0.06)" vertical={false} />
                  <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
                  <YAxis allowDecimals={false} width={36} {...axis} />
                  <Tooltip contentStyle={{ background: '#14141c', border: '1px solid #333' }} />
                  <Legend />
                  <Bar isAnimationActive={false} dataKey="opens" name="Opens" fill="#a78bfa" />
                  <Bar isAnimationActive={false} dataKey="clicks" name="Clicks" fill="#34d399" />
                </BarChart>
              </ResponsiveContainer>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="pt-5">
          <TrackingSwitch />
        </CardContent>
      </Card>
    </section>
  );
}
