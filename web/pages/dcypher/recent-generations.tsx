/**
 * The user's recent launchpads, newest first, paged with "Load more". Choosing one
 * reopens it as the current result. One a moderator removed says so in place of its theme.
 */
import { formatRelativeTime } from '@contract/format';
import type { DcypherGeneration } from '../../lib/api/dcypher.api';
import { Archive, History } from 'lucide-react';
import { LoadMore } from '../../components/posts/load-more';
import { RemovedLabel } from '../../components/posts/removed-by-moderator';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useDcypherHistory } from '../../lib/api/dcypher.api';
import { dcypherTitle } from './dcypher-text';
import { TYPE_ICONS } from './type-picker';

interface RecentGenerationsProps {
  currentId: number | null;
  onOpen: (generation: DcypherGeneration) => void;
  className?: string;
}

function HistoryRow({
  generation,
  isCurrent,
  onOpen,
}: {
  generation: DcypherGeneration;
  isCurrent: boolean;
  onOpen: () => void;
}) {
  const Icon = TYPE_ICONS[generation.type];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={isCurrent || undefined}
        className={cn(
          'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition',
          isCurrent
            ? 'bg-accent-500/[0.1] shadow-[0_0_0_1px_var(--color-accent-500)_inset]'
            : 'hover:bg-white/[0.05]',
        )}
      >
        <Icon
          className={cn('mt-0.5 size-4 shrink-0', isCurrent ? 'text-accent-300' : 'text-fg-subtle')}
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-semibold text-fg">
            {dcypherTitle(generation.type)}
          </span>
          {generation.removed ? (
            <RemovedLabel className="text-xs" />
          ) : (
            <span
              className={cn(
                'truncate text-xs',
                generation.theme ? 'text-fg-muted' : 'text-fg-subtle',
              )}
            >
              {generation.theme ? `“${generation.theme}”` : 'No theme'}
            </span>
          )}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 pt-0.5">
          <time dateTime={generation.created_at} className="text-xs text-fg-subtle">
            {formatRelativeTime(generation.created_at)}
          </time>
          {generation.saved_to_vault && (
            <span className="inline-flex items-center gap-1 text-[0.7rem] font-semibold text-success-400">
              <Archive className="size-3" aria-hidden="true" />
              <span className="sr-only">Saved to vault</span>
              <span aria-hidden="true">Saved</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

export function RecentGenerations({ currentId, onOpen, className }: RecentGenerationsProps) {
  const query = useDcypherHistory();
  const generations = query.data?.pages.flatMap((page) => page.generations) ?? [];

  let body;
  if (query.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading your recent launchpads"
        className="flex flex-col gap-2 px-1"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="Could not load your history"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
        className="px-4 py-6"
      />
    );
  } else if (generations.length === 0) {
    body = (
      <p className="px-3 py-4 text-sm leading-relaxed text-fg-subtle">
        Your launchpads land here, so a good one is never lost.
      </p>
    );
  } else {
    body = (
      <div className="-mx-1 min-h-0 overflow-y-auto px-1 pb-1">
        <ul className="flex flex-col gap-0.5">
          {generations.map((generation) => (
            <HistoryRow
              key={generation.id}
              generation={generation}
              isCurrent={generation.id === currentId}
              onOpen={() => onOpen(generation)}
            />
          ))}
        </ul>
        <LoadMore query={query} auto={false} />
      </div>
    );
  }

  // The card may be given a height limit (the sticky side panel); then the list scrolls
  // under a heading that stays put.
  return (
    <Card className={cn('flex flex-col p-3', className)}>
      <section
        aria-labelledby="recent-launchpads-heading"
        className="flex min-h-0 flex-1 flex-col gap-2"
      >
        <h2
          id="recent-launchpads-heading"
          className="flex items-center gap-2 px-3 pt-2 font-display text-base font-bold text-fg"
        >
          <History className="size-4 text-fg-subtle" aria-hidden="true" />
          Recent generations
        </h2>
        {body}
      </section>
    </Card>
  );
}
