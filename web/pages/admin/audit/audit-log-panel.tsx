/**
 * The audit log viewer: every admin action and money movement, newest first, filtered by what
 * the API offers (action, actor id, target type and id), 25 at a time with "Load more".
 */
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import { useAuditLog } from '../../../lib/api/admin.api';
import type { AuditEntry, AuditFilter } from '../../../lib/api/admin.api';

const noFilter: AuditFilter = { action: '', actor_id: '', target_type: '', target_id: '' };

const fields: { name: keyof AuditFilter; label: string; placeholder: string; numeric?: boolean }[] =
  [
    { name: 'action', label: 'Action', placeholder: 'user.suspended' },
    { name: 'actor_id', label: 'Actor ID', placeholder: '12', numeric: true },
    { name: 'target_type', label: 'Target type', placeholder: 'user' },
    { name: 'target_id', label: 'Target ID', placeholder: '42' },
  ];

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const details = Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null;
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="accent">{entry.action}</Badge>
        {entry.target_type && (
          <span className="text-sm text-fg">
            {entry.target_type}
            {entry.target_id ? ` #${entry.target_id}` : ''}
          </span>
        )}
        <time dateTime={entry.created_at} className="text-xs text-fg-subtle">
          {formatWhen(entry.created_at)}
        </time>
      </div>
      <p className="text-sm text-fg-muted">
        by{' '}
        {entry.actor_id === null ? (
          'the system'
        ) : (
          <>
            <span className="break-all text-fg">{entry.actor_email ?? 'a former account'}</span> (ID{' '}
            {entry.actor_id})
          </>
        )}
      </p>
      {details && (
        <pre className="overflow-x-auto rounded-xl bg-ink-950/60 px-3 py-2 text-xs whitespace-pre-wrap text-fg-muted">
          {details}
        </pre>
      )}
    </li>
  );
}

export function AuditLogPanel() {
  const [draft, setDraft] = useState<AuditFilter>(noFilter);
  const [filter, setFilter] = useState<AuditFilter>(noFilter);
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const isFiltered = Object.values(filter).some((value) => value.trim() !== '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
  }

  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={handleSubmit}
        aria-label="Filter the audit log"
        className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        {fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-1.5">
            <Label htmlFor={`audit-${field.name}`}>{field.label}</Label>
            <Input
              id={`audit-${field.name}`}
              value={draft[field.name]}
              inputMode={field.numeric ? 'numeric' : undefined}
              placeholder={field.placeholder}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          </div>
        ))}
        <div className="col-span-2 flex gap-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            Filter
          </Button>
          {isFiltered && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(noFilter);
                setFilter(noFilter);
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </form>

      {log.isPending ? (
        <SkeletonList rows={4} />
      ) : log.isError ? (
        <ErrorState
          title="Failed to load the audit log"
          message={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
          retryLabel="Retry"
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ScrollText aria-hidden="true" />}
          title={isFiltered ? 'Nothing matches these filters' : 'Nothing recorded yet'}
          text="Admin actions and money movements are recorded here as they happen."
        />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-white/[0.06]" aria-label="Audit log entries">
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </div>
  );
}
