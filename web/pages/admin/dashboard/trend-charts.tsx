/**
 * What trends over the range, one chart each: sign-ups, ledger revenue (refunds netted on the
 * day they were made) and active people (who used a feature or generated content), per hour
 * for the last 24 hours and per day otherwise. A chart with nothing to draw says so.
 */
import { formatCount, formatMoney } from '@contract/format';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { AdminAnalytics } from '../../../lib/api/admin.api';
import { pluralize } from '../../../lib/format-date';

const axis = { stroke: 'rgb(255 255 255 / 0.45)', fontSize: 12 };
const grid = <CartesianGrid stroke="rgb(255 255 255 / 0.06)" vertical={false} />;
const tooltipStyle = { background: '#14141c', border: '1px solid #333', borderRadius: 12 };

/** `14:00` for hours, `06-14` for days (UTC, as the server buckets them). */
function tickLabel(bucket: AdminAnalytics['bucket']) {
  return (at: string) => (bucket === 'hour' ? `${at.slice(11, 13)}:00` : at.slice(5, 10));
}

function ChartCard({
  title,
  summary,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  summary: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactElement;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="h-52">
        {isEmpty ? (
          <p className="flex h-full items-center justify-center rounded-xl border border-dashed border-white/10 px-4 text-center text-sm text-fg-subtle">
            {emptyText}
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}

export function TrendCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { series, bucket } = analytics;
  const label = tickLabel(bucket);
  const per = bucket === 'hour' ? 'per hour' : 'per day';
  const points = series.map((point) => ({ ...point, revenue: point.revenue_cents / 100 }));
  const peakActive = Math.max(0, ...series.map((point) => point.active_users));
  return (
    <section aria-label="Trends" className="grid gap-4 lg:grid-cols-3">
      <ChartCard
        title="Sign-ups"
        summary={`${formatCount(analytics.newUsers)} new accounts, ${per}`}
        isEmpty={analytics.newUsers === 0}
        emptyText="No one signed up in this range."
      >
        <BarChart data={points}>
          {grid}
          <XAxis dataKey="at" tickFormatter={label} {...axis} minTickGap={16} />
          <YAxis allowDecimals={false} width={32} {...axis} />
          <Tooltip contentStyle={tooltipStyle} labelFormatter={(at) => label(String(at))} />
          <Bar isAnimationActive={false} dataKey="signups" name="Sign-ups" fill="#a78bfa" />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Revenue"
        summary={`${formatMoney(analytics.rangeRevenue)} through the ledger, ${per}`}
        isEmpty={series.every((point) => point.revenue_cents === 0)}
        emptyText="No payments or refunds in this range."
      >
        <AreaChart data={points}>
          {grid}
          <XAxis dataKey="at" tickFormatter={label} {...axis} minTickGap={16} />
          <YAxis width={48} {...axis} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(at) => label(String(at))}
            formatter={(value) => formatMoney(Math.round(Number(value) * 100))}
          />
          <Area
            isAnimationActive={false}
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke="#34d399"
            fill="#34d39933"
          />
        </AreaChart>
      </ChartCard>
      <ChartCard
        title="Active users"
        summary={
          peakActive > 0
            ? `At most ${pluralize(peakActive, 'person', 'people')} in one ${bucket}`
            : `People who used a feature or generated content, ${per}`
        }
        isEmpty={peakActive === 0}
        emptyText="No one used a feature or generated content in this range."
      >
        <LineChart data={points}>
          {grid}
          <XAxis dataKey="at" tickFormatter={label} {...axis} minTickGap={16} />
          <YAxis allowDecimals={false} width={32} {...axis} />
          <Tooltip contentStyle={tooltipStyle} labelFormatter={(at) => label(String(at))} />
          <Line
            isAnimationActive={false}
            type="monotone"
            dataKey="active_users"
            name="Active users"
            stroke="#f472b6"
            dot={false}
            strokeWidth={2}
          />
        </LineChart>
      </ChartCard>
    </section>
  );
}
