/** The loading, empty and error states every screen needs, in one look. */
import CircleAlert from 'lucide-react/icons/circle-alert';
import Inbox from 'lucide-react/icons/inbox';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

export function LoadingState({
  label = 'Loading…',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 py-12 text-sm text-fg-muted',
        className,
      )}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** Stacked skeleton rows for lists and cards that are on their way. */
export function SkeletonList({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3', className)} role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, text, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-white/12 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-white/[0.05] text-fg-subtle [&_svg]:size-6">
        {icon ?? <Inbox aria-hidden="true" />}
      </span>
      <h3 className="font-display text-base font-bold text-fg">{title}</h3>
      {text && <p className="max-w-sm text-sm text-fg-muted">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The retry button's words (some screens of the spec say "Retry"). */
  retryLabel?: string;
  className?: string;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try again',
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-danger-400/25 bg-danger-500/[0.06] px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-500/15 text-danger-300">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <h3 className="font-display text-base font-bold text-fg">{title}</h3>
      <p className="max-w-md text-sm text-fg-muted">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} loading={isRetrying} className="mt-1">
          {!isRetrying && <RefreshCw aria-hidden="true" />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
