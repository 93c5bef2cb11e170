import type { ComponentProps } from 'react';
import { cn } from '../../components/ui/cn';

/** A multi-line field styled like the app's inputs. */
export function TextArea({
  className,
  invalid,
  ...props
}: ComponentProps<'textarea'> & { invalid?: boolean }) {
  return (
    <textarea
      className={cn(
        'w-full rounded-xl border bg-ink-900/80 px-3.5 py-2.5 text-[0.95rem] text-fg transition duration-150 placeholder:text-fg-subtle focus:ring-3 focus:outline-none',
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
