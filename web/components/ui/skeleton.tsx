import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A placeholder block that pulses while content loads. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse rounded-xl bg-white/[0.07]', className)}
      {...props}
    />
  );
}
