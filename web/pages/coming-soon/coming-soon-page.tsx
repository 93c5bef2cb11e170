/** A screen a later release builds: its name, an honest note, and a way back. */
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';

interface ComingSoonPageProps {
  /** The screen's name as the spec gives it. */
  screen: string;
  description?: string;
}

export function ComingSoonPage({ screen, description }: ComingSoonPageProps) {
  return (
    <PageContainer>
      <PageTitle>{screen}</PageTitle>
      <PageHeader eyebrow="Coming soon" title={screen} subtitle={description} />
      <section className="relative overflow-hidden rounded-3xl border border-dashed border-white/15 bg-ink-850/60 px-6 py-14 text-center sm:px-10">
        <div
          className="pointer-events-none absolute -top-20 left-1/2 size-64 -translate-x-1/2 rounded-full bg-glow-500/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-md flex-col items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white/[0.06] text-accent-300">
            <Construction className="size-7" aria-hidden="true" />
          </span>
          <h2 className="font-display text-xl font-bold text-fg">{screen} is not built yet</h2>
          <p className="text-sm leading-relaxed text-fg-muted">
            This screen arrives in a coming release of Backline. Everything else in the sidebar that
            is ready works today.
          </p>
          <Link
            to="/dashboard"
            className={buttonClasses({ variant: 'outline', className: 'mt-2' })}
          >
            Back to dashboard
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
