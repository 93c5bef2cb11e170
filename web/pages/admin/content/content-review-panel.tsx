/**
 * The admin console's Content Review modal body (spec part 2, section 2, "Content
 * moderation"): what D-Cypher and Backline Studio wrote and the posts and comments people
 * reported, newest first, 25 a page, filtered by type; each with its type badge, author,
 * date, prompt and content cut at 500 characters; Flag Content and Delete Content.
 */
import { ModerationLimits } from '@contract/limits';
import type { ModerationFilter } from '@contract/moderation';
import {
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  Flag,
  FlagOff,
  MessageSquareWarning,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { truncateText } from '../../../components/posts/post-text';
import { REMOVED_BY_MODERATOR } from '../../../components/posts/removed-by-moderator';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import {
  useContentReview,
  useDeleteContent,
  useFlagContent,
} from '../../../lib/api/moderation.api';
import type { ModerationItem } from '../../../lib/api/moderation.api';
import { formatLongDate, pluralize } from '../../../lib/format-date';

/** The spec's type filter, and Reported. */
export const CONTENT_FILTERS: readonly { label: string; value: ModerationFilter }[] = [
  { label: 'All Content', value: 'all' },
  { label: 'D-Cypher Text', value: 'text' },
  { label: 'Backline Content', value: 'backline' },
  { label: 'Reported', value: 'reported' },
];

const EMPTY: Record<ModerationFilter, { title: string; text: string }> = {
  all: {
    title: 'Nothing to review',
    text: 'What D-Cypher and Backline Studio write, and the posts and comments people report, appear here.',
  },
  text: {
    title: 'No D-Cypher text',
    text: 'Launchpads people generate with D-Cypher appear here.',
  },
  backline: {
    title: 'No Backline content',
    text: 'Captions, scripts, stories and threads written in Backline Studio appear here.',
  },
  reported: {
    title: 'No open reports',
    text: 'Posts and comments people report appear here until a moderator flags or deletes them.',
  },
};

/** The spec's badge: `text_generation` is D-Cypher, anything else Backline; plus posts and comments. */
export function typeBadge(contentType: string): {
  label: string;
  tone: BadgeTone;
  detail: string | null;
} {
  if (contentType === 'text_generation') return { label: 'D-Cypher', tone: 'accent', detail: null };
  if (contentType === 'post') return { label: 'Post', tone: 'neutral', detail: null };
  if (contentType === 'comment') return { label: 'Comment', tone: 'neutral', detail: null };
  const detail = contentType.startsWith('backline_') ? contentType.slice('backline_'.length) : null;
  return { label: 'Backline', tone: 'glow', detail };
}

/** Moderated content is shown cut at 500 characters, with an ellipsis. */
export function truncateModerated(content: string): string {
  return truncateText(content, ModerationLimits.truncateAt).text;
}

/** The type filter: toggle buttons that wrap on a phone, so Reported is never off-screen. */
function FilterBar({
  value,
  onChange,
}: {
  value: ModerationFilter;
  onChange: (value: ModerationFilter) => void;
}) {
  return (
    <div role="group" aria-label="Content type" className="flex flex-wrap gap-1.5">
      {CONTENT_FILTERS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-semibold transition',
            value === option.value
              ? 'border-accent-400/60 bg-accent-500/15 text-fg'
              : 'border-white/10 text-fg-muted hover:border-white/25 hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-[0.7rem] font-semibold tracking-wider text-fg-subtle uppercase">
        {label}
      </span>
      {children}
    </div>
  );
}

function ReportsBadge({ reports }: { reports: NonNullable<ModerationItem['reports']> }) {
  return (
    <Badge tone={reports.open > 0 ? 'danger' : 'neutral'}>
      <MessageSquareWarning aria-hidden="true" />
      {pluralize(reports.count, 'report')}
      {reports.open > 0 && reports.open < reports.count ? ` · ${reports.open} open` : ''}
      {reports.open === 0 ? ' · reviewed' : ''}
    </Badge>
  );
}

function ItemCard({
  item,
  onDelete,
}: {
  item: ModerationItem;
  onDelete: (item: ModerationItem) => void;
}) {
  const flag = useFlagContent();
  const badge = typeBadge(item.content_type);
  const headingId = `moderation-${item.content_type}-${item.id}`;

  async function handleFlag() {
    const flagging = !item.flagged;
    try {
      await flag.mutateAsync({ item, flag: flagging });
      toast.success(flagging ? 'Content flagged' : 'Flag removed');
    } catch (error) {
      toast.error(flagging ? 'Failed to flag content' : 'Failed to remove the flag', {
        description: errorMessage(error),
      });
    }
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex flex-col gap-3 rounded-2xl border bg-white/[0.02] p-4 sm:p-5',
          item.flagged ? 'border-warning-400/35' : 'border-white/10',
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {badge.detail && <span className="text-xs text-fg-subtle">{badge.detail}</span>}
          {item.flagged && (
            <Badge tone="warning">
              <Flag aria-hidden="true" />
              Flagged
            </Badge>
          )}
          {item.reports && <ReportsBadge reports={item.reports} />}
          <time dateTime={item.created_at} className="ml-auto text-xs text-fg-subtle">
            {formatLongDate(item.created_at)}
          </time>
        </div>
        <h3 id={headingId} className="text-sm font-semibold break-all text-fg">
          {item.user_email}
        </h3>
        {item.title && (
          <Field label={item.content_type === 'comment' ? 'On the post' : 'Title'}>
            <p className="text-sm break-words text-fg">{item.title}</p>
          </Field>
        )}
        {item.prompt && (
          <Field label="Prompt">
            <p className="text-sm break-words text-fg-muted">{item.prompt}</p>
          </Field>
        )}
        <Field label="Content">
          <p className="rounded-xl bg-ink-950/50 px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg/90">
            {truncateModerated(item.content)}
          </p>
        </Field>
        {item.reports && item.reports.reasons.length > 0 && (
          <Field label="Reasons given">
            <ul className="flex flex-wrap gap-1.5">
              {item.reports.reasons.map((reason, index) => (
                <li
                  key={index}
                  className="rounded-lg border border-white/10 px-2 py-0.5 text-xs break-words text-fg-muted"
                >
                  {reason}
                </li>
              ))}
            </ul>
          </Field>
        )}
        {item.flagged && item.flag_reason && (
          <p className="text-xs text-warning-300">Flag reason: {item.flag_reason}</p>
        )}
        <div
          role="group"
          aria-label={`Actions for this ${badge.label} item`}
          className="flex flex-wrap gap-2 pt-1"
        >
          <Button
            variant="outline"
            size="sm"
            loading={flag.isPending}
            onClick={() => void handleFlag()}
          >
            {item.flagged ? <FlagOff aria-hidden="true" /> : <Flag aria-hidden="true" />}
            {item.flagged ? 'Unflag Content' : 'Flag Content'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(item)}>
            <span className="inline-flex items-center gap-2 text-danger-300">
              <Trash2 aria-hidden="true" />
              Delete Content
            </span>
          </Button>
          {item.post_id !== null && (
            <Link
              to={`/post/${item.post_id}`}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              Open post
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

export function ContentReviewPanel() {
  const [filter, setFilter] = useState<ModerationFilter>('all');
  // The cursors of the pages visited: the last one is the page on screen.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [toDelete, setToDelete] = useState<ModerationItem | null>(null);
  const cursor = cursors[cursors.length - 1] ?? null;
  const query = useContentReview(filter, cursor);
  const remove = useDeleteContent();
  const pageNumber = cursors.length;

  function chooseFilter(next: ModerationFilter) {
    setFilter(next);
    setCursors([null]);
  }

  async function handleDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
    } catch (error) {
      toast.error('Failed to delete content', { description: errorMessage(error) });
      throw error;
    }
    toast.success('Content deleted', {
      description: `Its author now sees “${REMOVED_BY_MODERATOR}” in its place.`,
    });
  }

  let body;
  if (query.isPending) {
    body = <SkeletonList rows={3} className="[&>*]:h-40" />;
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="Failed to load content"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState icon={<ShieldCheck aria-hidden="true" />} {...EMPTY[filter]} />;
  } else {
    body = (
      <ul
        aria-label="Content to review"
        aria-busy={query.isPlaceholderData || undefined}
        className={cn('flex flex-col gap-3', query.isPlaceholderData && 'opacity-60')}
      >
        {query.data.items.map((item) => (
          <ItemCard key={`${item.content_type}-${item.id}`} item={item} onDelete={setToDelete} />
        ))}
      </ul>
    );
  }

  const nextCursor = query.data?.nextCursor ?? null;
  const showPager = pageNumber > 1 || nextCursor !== null;
  return (
    <section aria-label="Content moderation" className="flex flex-col gap-4">
      <FilterBar value={filter} onChange={chooseFilter} />
      {body}
      {showPager && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={pageNumber === 1 || query.isPlaceholderData}
            onClick={() => setCursors((visited) => visited.slice(0, -1))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-fg-muted tabular-nums">Page {pageNumber}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={nextCursor === null || query.isPlaceholderData}
            onClick={() => nextCursor && setCursors((visited) => [...visited, nextCursor])}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete content"
        text={
          toDelete
            ? `Delete this ${typeBadge(toDelete.content_type).label} item by ${toDelete.user_email}? It is removed for everyone, and its author sees “${REMOVED_BY_MODERATOR}” in its place. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete Content"
        destructive
        onConfirm={handleDelete}
      />
    </section>
  );
}
