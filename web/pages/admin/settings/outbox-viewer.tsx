/**
 * The outbox: every e-mail the platform wrote and every text kept without an SMS provider,
 * newest first, filtered by recipient and channel. Opening one shows it whole; an HTML body
 * is drawn in a sandboxed frame (no scripts, no same-origin access), so a message can never
 * act on the admin console.
 */
import { Inbox, Mail, MessageSquareText, Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Input } from '../../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import type { OutboxFilter, OutboxMessage } from '../../../lib/api/system.api';
import { useOutbox } from '../../../lib/api/system.api';
import { SettingsSection } from './settings-parts';

const STATUS_TONES: Record<OutboxMessage['status'], BadgeTone> = {
  stored: 'neutral',
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
};

const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  stored: 'kept here',
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
};

const CHANNELS = [
  { label: 'All', value: null },
  { label: 'E-mail', value: 'email' },
  { label: 'Texts', value: 'sms' },
] as const;

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

function MessageDialog({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent
          title={message.channel === 'sms' ? 'Text message' : message.subject}
          description={`To ${message.to}`}
          className="max-w-3xl"
        >
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-subtle">Status</dt>
              <dd>
                <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
              </dd>
              <dt className="text-fg-subtle">Written</dt>
              <dd className="text-fg">{when(message.created_at)}</dd>
              {message.sent_at && (
                <>
                  <dt className="text-fg-subtle">Sent</dt>
                  <dd className="text-fg">{when(message.sent_at)}</dd>
                </>
              )}
              {message.error && (
                <>
                  <dt className="text-fg-subtle">Last error</dt>
                  <dd className="break-words text-danger-300">{message.error}</dd>
                </>
              )}
            </dl>
            {message.html ? (
              <iframe
                title={`Message to ${message.to}`}
                sandbox=""
                srcDoc={message.html}
                className="h-[55dvh] w-full rounded-xl border border-white/10 bg-white"
              />
            ) : (
              <pre className="max-h-[55dvh] overflow-auto rounded-xl border border-white/10 bg-ink-950/60 p-4 text-sm whitespace-pre-wrap text-fg">
                {message.text}
              </pre>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function OutboxViewer() {
  const id = useId();
  const [recipient, setRecipient] = useState('');
  const [filter, setFilter] = useState<OutboxFilter>({});
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const outbox = useOutbox(filter);
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];

  function applyRecipient(event: FormEvent) {
    event.preventDefault();
    setFilter((current) => ({ ...current, to: recipient.trim() || undefined }));
  }

  function clearRecipient() {
    setRecipient('');
    setFilter((current) => ({ ...current, to: undefined }));
  }

  return (
    <SettingsSection
      title="Outbox"
      description="Every e-mail the platform wrote, and texts kept while no SMS provider is configured, newest first. Without SMTP this is where e-mail is delivered."
    >
      <div className="flex flex-col gap-3">
        <form className="flex flex-col gap-2 sm:flex-row" onSubmit={applyRecipient} role="search">
          <label htmlFor={`${id}-to`} className="sr-only">
            Recipient
          </label>
          <Input
            id={`${id}-to`}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            placeholder="Recipient: an exact address or number"
            className="sm:max-w-96"
          />
          <div className="flex gap-2">
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              Filter
            </Button>
            {filter.to && (
              <Button type="button" variant="ghost" onClick={clearRecipient}>
                <X aria-hidden="true" />
                Clear
              </Button>
            )}
          </div>
        </form>
        <FilterChips
          label="Channel"
          options={CHANNELS}
          value={filter.channel ?? null}
          onChange={(channel) =>
            setFilter((current) => ({ ...current, channel: channel ?? undefined }))
          }
        />
      </div>
      {outbox.isPending ? (
        <SkeletonList rows={3} />
      ) : outbox.isError ? (
        <ErrorState
          title="Could not load the outbox"
          message={errorMessage(outbox.error)}
          onRetry={() => void outbox.refetch()}
          isRetrying={outbox.isFetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden="true" />}
          title="No messages"
          text={
            filter.to || filter.channel
              ? 'Nothing matches this filter.'
              : 'Nothing has been written yet.'
          }
        />
      ) : (
        <ul
          className="flex flex-col divide-y divide-white/[0.06] overflow-hidden rounded-xl border border-white/[0.08]"
          aria-label="Outbox messages"
        >
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                onClick={() => setOpen(message)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left transition hover:bg-white/[0.04] focus-visible:bg-white/[0.06] focus-visible:outline-none"
              >
                <span className="mt-0.5 text-fg-subtle [&_svg]:size-4.5" aria-hidden="true">
                  {message.channel === 'sms' ? <MessageSquareText /> : <Mail />}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate text-sm font-semibold text-fg">
                    {message.channel === 'sms' ? message.text : message.subject}
                  </span>
                  <span className="truncate text-xs text-fg-muted">
                    {message.channel === 'sms' ? 'Text' : 'E-mail'} to {message.to} ·{' '}
                    {when(message.created_at)}
                  </span>
                </span>
                <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
      {outbox.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void outbox.fetchNextPage()}
          loading={outbox.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </SettingsSection>
  );
}
