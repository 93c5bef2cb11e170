import { useId } from 'react';
import { useAppName } from '../lib/api/settings.api';
import { cn } from './ui/cn';

/** The Backline mark: three equalizer bars on the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  // Each mark needs its own gradient id: a shared one resolves to the first mark in the
  // page, which may sit in a hidden sidebar and then paints nothing.
  const gradientId = `backline-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffa35c" />
          <stop offset="0.5" stopColor="#f2593f" />
          <stop offset="1" stopColor="#f0468f" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <rect x="7.5" y="12" width="4" height="12" rx="2" fill="#07040e" />
      <rect x="14" y="7" width="4" height="17" rx="2" fill="#07040e" />
      <rect x="20.5" y="15" width="4" height="9" rx="2" fill="#07040e" />
    </svg>
  );
}

/** The mark and the app's name as an administrator set it (Backline until then). */
export function Logo({ className }: { className?: string }) {
  const appName = useAppName();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="font-display text-xl font-black tracking-tight text-fg">{appName}</span>
    </span>
  );
}
