/**
 * The landing page's pricing (spec part 1, sections 1 and 2): the beta card (free until the
 * configured end date, or the 7-day trial once the beta is over) and the Pro card.
 */
import { AccessLimits, ProPlans } from '@contract/limits';
import { Check, Crown, FlaskConical, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { useBetaStatus } from '../../lib/api/access.api';
import { formatLongDate } from '../../lib/format-date';
import { formatPlanPrice, proFeatures, yearlySavingPercent } from '../../lib/pro-plan';

function FeatureList({ items, tone }: { items: readonly string[]; tone: 'muted' | 'bright' }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-[0.95rem]">
          <span
            className={cn(
              'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
              tone === 'bright' ? 'bg-brand text-ink-950' : 'bg-white/10 text-fg',
            )}
          >
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
          <span className={tone === 'bright' ? 'text-fg' : 'text-fg-muted'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function PriceCard({ highlight = false, children }: { highlight?: boolean; children: ReactNode }) {
  return (
    <article
      className={cn(
        'relative flex flex-col gap-6 rounded-3xl p-6 sm:p-8',
        highlight
          ? 'border border-accent-400/40 bg-gradient-to-b from-ink-800 to-ink-850 shadow-[0_30px_90px_-30px_var(--color-accent-600)]'
          : 'border border-white/10 bg-ink-850/80',
      )}
    >
      {children}
    </article>
  );
}

function BetaCard({ onGetStarted }: { onGetStarted: () => void }) {
  const beta = useBetaStatus();

  if (beta.isPending) {
    return (
      <PriceCard>
        <div role="status" aria-label="Loading beta details" className="flex flex-col gap-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-12 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-11 w-full" />
        </div>
      </PriceCard>
    );
  }

  // When the status cannot be read we offer the trial, which every new account gets.
  const isBetaActive = beta.data?.isBetaActive ?? false;
  const endDate = beta.data ? formatLongDate(beta.data.betaEndDate) : null;

  if (isBetaActive && endDate) {
    return (
      <PriceCard>
        <div className="flex items-center justify-between gap-3">
          <h3 className="flex items-center gap-2 font-display text-xl font-bold text-fg">
            <FlaskConical className="size-5 text-glow-400" aria-hidden="true" />
            Beta Access
          </h3>
          <Badge tone="glow">BETA</Badge>
        </div>
        <div>
          <p className="font-display text-5xl font-black tracking-tight text-fg">Free</p>
          <p className="mt-2 text-fg-muted">
            Everything is unlocked until <strong className="text-fg">{endDate}</strong>.
          </p>
        </div>
        <FeatureList
          tone="muted"
          items={[
            'Every Pro tool, free during the beta',
            'D-Cypher writing launchpad',
            'Storefront, vault and fan tools',
            'Shape Backline with your feedback',
          ]}
        />
        <Button variant="outline" size="lg" className="mt-auto w-full" onClick={onGetStarted}>
          Join the Beta
        </Button>
      </PriceCard>
    );
  }

  return (
    <PriceCard>
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-display text-xl font-bold text-fg">
          <Gift className="size-5 text-accent-300" aria-hidden="true" />
          Free Trial
        </h3>
        <Badge>{AccessLimits.trialDays} days</Badge>
      </div>
      <div>
        <p className="font-display text-5xl font-black tracking-tight text-fg">$0</p>
        <p className="mt-2 text-fg-muted">
          {endDate ? `The free beta ended on ${endDate}. ` : ''}
          Every new account gets a {AccessLimits.trialDays}-day free trial of everything in Pro.
        </p>
      </div>
      <FeatureList
        tone="muted"
        items={[
          `All Pro tools for ${AccessLimits.trialDays} days`,
          'D-Cypher writing launchpad',
          'Storefront, vault and fan tools',
          'No card needed to start',
        ]}
      />
      <Button variant="outline" size="lg" className="mt-auto w-full" onClick={onGetStarted}>
        Start your free trial
      </Button>
    </PriceCard>
  );
}

function ProCard({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <PriceCard highlight>
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-display text-xl font-bold text-fg">
          <Crown className="size-5 text-accent-300" aria-hidden="true" />
          Pro
        </h3>
        <Badge tone="accent">Most popular</Badge>
      </div>
      <div>
        <p className="flex items-baseline gap-1.5">
          <span className="font-display text-5xl font-black tracking-tight text-fg">
            {formatPlanPrice(ProPlans.price_monthly.amountCents)}
          </span>
          <span className="text-fg-muted">/month</span>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-fg-muted">
          or {formatPlanPrice(ProPlans.price_yearly.amountCents)}/year
          <Badge tone="success">Save {yearlySavingPercent}%</Badge>
        </p>
      </div>
      <FeatureList tone="bright" items={proFeatures} />
      <Button size="lg" className="mt-auto w-full" onClick={onGetStarted}>
        Get Started with Pro
      </Button>
    </PriceCard>
  );
}

export function PricingSection({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="relative isolate scroll-mt-24">
      <div
        className="pointer-events-none absolute inset-x-0 top-1/3 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-[radial-gradient(closest-side,rgb(139_99_255/0.18),transparent)]"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-bold tracking-[0.2em] text-accent-300 uppercase">Pricing</p>
        <h2
          id="pricing-title"
          className="mt-3 font-display text-3xl font-black tracking-tight text-balance text-fg sm:text-5xl"
        >
          Start free. Go Pro when you&apos;re ready.
        </h2>
        <p className="mt-4 text-fg-muted sm:text-lg">
          No label deal required. Keep what you make, and upgrade when Backline earns its spot on
          your rider.
        </p>
      </div>
      <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        <BetaCard onGetStarted={onGetStarted} />
        <ProCard onGetStarted={onGetStarted} />
      </div>
    </section>
  );
}
