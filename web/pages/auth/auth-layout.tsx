import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { cn } from '../../components/ui/cn';

/** The backdrop of the sign-in screens: the logo, a glow, and one centred column. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-x-clip px-4 py-8 sm:py-12">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_55%_40%_at_20%_0%,rgb(139_99_255/0.25),transparent),radial-gradient(ellipse_45%_35%_at_90%_10%,rgb(242_89_63/0.18),transparent)]"
        aria-hidden="true"
      />
      <Link to="/" aria-label="Backline home" className="relative">
        <Logo />
      </Link>
      <main
        className={cn(
          'relative mt-8 flex w-full flex-1 flex-col items-center sm:mt-12',
          wide ? 'max-w-md' : 'max-w-sm',
        )}
      >
        {children}
      </main>
    </div>
  );
}

/** The middle of a screen that is busy with a sign-in step. */
export function AuthProgress({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-6 text-center" role="status">
      <span className="flex h-12 items-end gap-1.5" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className="h-full w-2 origin-bottom animate-equalizer rounded-full bg-gradient-to-t from-accent-600 to-flare-400"
            style={{ animationDelay: `${bar * -0.18}s` }}
          />
        ))}
      </span>
      <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
