import type { ReactNode } from 'react';
import { cn } from './ui/cn';

/** The padded, centred column each signed-in page draws in. */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-10 lg:py-12',
        className,
      )}
    >
      {children}
    </div>
  );
}

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, eyebrow, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        {eyebrow && (
          <p className="text-xs font-bold tracking-[0.18em] text-accent-300 uppercase">{eyebrow}</p>
        )}
        <h1 className="font-display text-3xl font-black tracking-tight text-balance text-fg sm:text-4xl">
          {title}
        </h1>
        {subtitle && <p className="max-w-2xl text-base text-fg-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
    </header>
  );
}
