/**
 * System Status (spec part 2, section 2): Refresh; Core Services (database and API with their
 * response times, storage with its share used); Performance (uptime hours, requests per
 * minute, error rate to 2 decimals, memory); External Integrations with their status. Every
 * figure is measured by the server; the colours are the spec's.
 */
import { INTEGRATION_LABELS, INTEGRATION_NAMES } from '@contract/system';
import { formatCount, formatFileSize } from '@contract/format';
import { Activity, Database, HardDrive, RefreshCw, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import type { SystemStatus } from '../../../lib/api/system.api';
import { useSystemStatus } from '../../../lib/api/system.api';
import { statusLabel, statusTone, toneClasses } from './status-tone';

export function StatusBadge({ status }: { status: string }) {
  const tone = toneClasses[statusTone(status)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone.badge,
      )}
      data-tone={statusTone(status)}
    >
      <span className={cn('size-2 rounded-full', tone.dot)} aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h3 className="text-xs font-bold tracking-[0.16em] text-fg-subtle uppercase">{title}</h3>
      {children}
    </section>
  );
}

function ServiceCard({
  icon,
  name,
  status,
  detail,
  note,
}: {
  icon: ReactNode;
  name: string;
  status: string;
  detail: string;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-white/[0.08] bg-ink-900/60 p-4">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold text-fg [&_svg]:size-4.5 [&_svg]:text-fg-subtle">
          {icon}
          {name}
        </span>
        <StatusBadge status={status} />
      </div>
      <p className="font-display text-xl font-bold text-fg tabular-nums">{detail}</p>
      {note && <p className="text-xs text-fg-subtle">{note}</p>}
    </div>
  );
}

function Metric({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-white/[0.08] bg-ink-900/60 p-4">
      <span className="text-sm text-fg-muted">{label}</span>
      <span className="font-display text-2xl font-bold text-fg tabular-nums">{value}</span>
      {note && <span className="text-xs text-fg-subtle">{note}</span>}
    </div>
  );
}

function ms(value: number | null): string {
  return value === null ? 'No measure' : `${formatCount(value)} ms`;
}

function storageDetail(storage: SystemStatus['storage']): string {
  if (storage.usage_percentage === null) return storage.driver === 's3' ? 'S3 bucket' : 'Unknown';
  return `${storage.usage_percentage.toFixed(1)}% used`;
}

function storageNote(storage: SystemStatus['storage']): string {
  if (storage.used_bytes !== null && storage.total_bytes !== null) {
    return `${formatFileSize(storage.used_bytes)} of ${formatFileSize(storage.total_bytes)}. ${storage.detail}`;
  }
  return storage.detail;
}

function StatusView({ status }: { status: SystemStatus }) {
  const { database, api, storage, metrics, integrations, processes } = status;
  return (
    <div className="flex flex-col gap-6">
      {processes.live > 1 && (
        <p
          role="note"
          className="rounded-2xl border border-warning-400/30 bg-warning-400/10 px-4 py-3 text-sm text-warning-300"
        >
          {processes.live} web processes are running. Requests, errors, response time, uptime and
          memory below are this process’s only; each process counts its own.
        </p>
      )}
      <Section title="Core Services">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <ServiceCard
            icon={<Database aria-hidden="true" />}
            name="Database"
            status={database.status}
            detail={ms(database.response_time_ms)}
            note={`Response time of a round trip (${database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'})`}
          />
          <ServiceCard
            icon={<Server aria-hidden="true" />}
            name="API"
            status={api.status}
            detail={ms(api.response_time_ms)}
            note={
              api.sample_size > 0
                ? `Median of ${formatCount(api.sample_size)} requests in the last minute`
                : 'No API requests in the last minute'
            }
          />
          <ServiceCard
            icon={<HardDrive aria-hidden="true" />}
            name="Storage"
            status={storage.status}
            detail={storageDetail(storage)}
            note={storageNote(storage)}
          />
        </div>
      </Section>
      <Section title="Performance">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Metric label="Uptime" value={`${metrics.uptime_hours.toFixed(2)} h`} />
          <Metric label="Requests per minute" value={formatCount(metrics.requests_per_minute)} />
          <Metric
            label="Error rate"
            value={`${metrics.error_rate_percentage.toFixed(2)}%`}
            note={`Server errors (5xx). Refusals (4xx): ${metrics.client_error_rate_percentage.toFixed(2)}%`}
          />
          <Metric label="Memory usage" value={`${metrics.memory_usage_percentage.toFixed(2)}%`} />
        </div>
      </Section>
      <Section title="External Integrations">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {INTEGRATION_NAMES.map((name) => (
            <li
              key={name}
              className="flex items-center justify-between gap-3 rounded-xl border border-white/[0.06] bg-ink-900/40 px-4 py-2.5"
            >
              <span className="min-w-0 truncate text-sm font-semibold text-fg">
                {INTEGRATION_LABELS[name]}
              </span>
              <StatusBadge status={integrations[name]} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function SystemStatusPanel() {
  const status = useSystemStatus();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm text-fg-muted">
          <Activity className="size-4 text-accent-300" aria-hidden="true" />
          {status.data
            ? `Checked ${new Date(status.data.checked_at).toLocaleTimeString()}`
            : 'Live measures of this server'}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          loading={status.isFetching}
        >
          {!status.isFetching && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </div>
      {status.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading system status">
          <Skeleton className="h-28" />
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : status.isError ? (
        <ErrorState
          title="Could not load the system status"
          message={errorMessage(status.error)}
          onRetry={() => void status.refetch()}
          isRetrying={status.isFetching}
        />
      ) : (
        <StatusView status={status.data} />
      )}
    </div>
  );
}
