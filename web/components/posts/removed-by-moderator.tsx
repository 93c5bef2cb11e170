/**
 * What an author sees where a moderator removed something of theirs (a post, a comment, a
 * D-Cypher launchpad, a Studio generation): it was there, and a moderator took it down.
 * Nobody else sees the thing at all.
 */
import { ShieldAlert } from 'lucide-react';
import { cn } from '../ui/cn';

export const REMOVED_BY_MODERATOR = 'Removed by a moderator';

/** The words alone, inline (a list row). */
export function RemovedLabel({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-danger-300 italic', className)}>
      <ShieldAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {REMOVED_BY_MODERATOR}
    </span>
  );
}

/** A notice in place of the thing, with a line on what it means. */
export function RemovedNotice({ what, className }: { what: string; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-danger-400/25 bg-danger-500/[0.06] px-4 py-3.5 text-sm',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-4.5 shrink-0 text-danger-300" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-fg">{REMOVED_BY_MODERATOR}</p>
        <p className="text-fg-muted">
          Only you can see that this {what} was here; its words are gone, for everyone.
        </p>
      </div>
    </div>
  );
}
