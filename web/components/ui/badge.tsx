import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'glow';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-white/10 bg-white/[0.06] text-fg-muted',
  accent: 'border-accent-400/30 bg-accent-500/15 text-accent-200',
  success: 'border-success-400/30 bg-success-400/12 text-success-400',
  warning: 'border-warning-400/35 bg-warning-400/15 text-warning-300',
  danger: 'border-danger-400/35 bg-danger-500/15 text-danger-300',
  glow: 'border-glow-400/35 bg-glow-500/15 text-glow-400',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap [&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
