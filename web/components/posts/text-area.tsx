import { formatCount } from '@contract/format';
import type { ComponentProps } from 'react';
import { cn } from '../ui/cn';

interface TextAreaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

/** A multi-line field in the look of the `Input` primitive. */
export function TextArea({ className, invalid, ...props }: TextAreaProps) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full resize-y rounded-xl border bg-ink-900/80 px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-fg transition duration-150 placeholder:text-fg-subtle focus:ring-3 focus:outline-none focus-visible:outline-none disabled:opacity-60',
        invalid
          ? 'border-danger-400/80 focus:border-danger-400 focus:ring-danger-400/25'
          : 'border-white/12 hover:border-white/25 focus:border-accent-400 focus:ring-accent-400/25',
        className,
      )}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

/** "120 / 2,000", turning red past the limit. */
export function CharacterCount({
  count,
  limit,
  id,
}: {
  count: number;
  limit: number;
  id?: string;
}) {
  const over = count > limit;
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        over ? 'font-semibold text-danger-300' : 'text-fg-subtle',
      )}
    >
      {formatCount(count)} / {formatCount(limit)}
    </span>
  );
}
