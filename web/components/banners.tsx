/**
 * The top banners (spec part 1, section 4): the beta banner while the beta runs, and for
 * signed-in users the trial banner. Each can be dismissed for the browser session.
 */
import { Clock, FlaskConical, Sparkles, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBetaStatus, useSubscriptionStatus } from '../lib/api/access.api';
import { formatLongDate, pluralize } from '../lib/format-date';
import { trialBannerKind } from '../lib/premium-access';
import { openUpgradeDialog } from '../lib/upgrade-link';
import { useSessionDismissal } from '../lib/use-session-dismissal';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { cn } from './ui/cn';

type BannerTone = 'beta' | 'info' | 'warning' | 'danger';

const toneClasses: Record<BannerTone, string> = {
  beta: 'border-glow-400/25 bg-gradient-to-r from-glow-500/20 via-flare-500/10 to-accent-500/15',
  info: 'border-accent-400/20 bg-gradient-to-r from-accent-500/12 via-ink-850 to-ink-850',
  warning: 'border-warning-400/35 bg-warning-400/12',
  danger: 'border-danger-400/40 bg-danger-500/20',
};

interface BannerProps {
  tone: BannerTone;
  label: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  onDismiss: () => void;
}

function Banner({ tone, label, icon, children, action, onDismiss }: BannerProps) {
  return (
    <section
      aria-label={label}
      className={cn('border-b px-4 py-2.5 sm:px-6 lg:px-10', toneClasses[tone])}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 sm:items-center">
        <span className="mt-0.5 shrink-0 sm:mt-0 [&_svg]:size-5">{icon}</span>
        <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm text-fg sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1 leading-snug">{children}</div>
          {action}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss ${label.toLowerCase()}`}
          className="-mr-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-fg-muted transition hover:bg-white/[0.08] hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

/**
 * Whether the banners' first reads are in (a failed read counts): until then the app frame
 * keeps the page out of sight, so a banner that arrives does not push a page already read
 * down it (a layout shift).
 */
export function useBannersRead(): boolean {
  const reads = [useBetaStatus(), useSubscriptionStatus()];
  return reads.every(
    (read) => !read.isPending || read.fetchStatus === 'idle' || read.failureCount > 0,
  );
}

export function BetaBanner() {
  const { data: beta } = useBetaStatus();
  const [dismissed, dismiss] = useSessionDismissal('beta-banner');
  if (!beta?.isBetaActive || dismissed) return null;

  return (
    <Banner
      tone="beta"
      label="Beta banner"
      icon={<FlaskConical className="text-glow-400" aria-hidden="true" />}
      onDismiss={dismiss}
    >
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="glow">BETA TESTER</Badge>
        <span>
          Everything in Backline is free during the beta:{' '}
          <strong className="font-semibold">{pluralize(beta.betaDaysLeft, 'day')} left</strong>,
          until {formatLongDate(beta.betaEndDate)}.
        </span>
      </span>
    </Banner>
  );
}

export function TrialBanner() {
  const { data: status } = useSubscriptionStatus();
  const [dismissed, dismiss] = useSessionDismissal('trial-banner');
  if (!status || dismissed) return null;

  const kind = trialBannerKind(status);
  if (kind === 'hidden') return null;

  if (kind === 'expired') {
    return (
      <Banner
        tone="danger"
        label="Trial banner"
        icon={<TriangleAlert className="text-danger-300" aria-hidden="true" />}
        onDismiss={dismiss}
        action={
          <Button variant="danger" size="sm" onClick={openUpgradeDialog} className="self-start">
            Upgrade Now
          </Button>
        }
      >
        <strong className="font-semibold">Your free trial has ended.</strong>{' '}
        <span className="text-fg/85">
          Upgrade to Backline Pro to keep using D-Cypher, the vault and the premium tools.
        </span>
      </Banner>
    );
  }

  const isWarning = kind === 'warning';
  return (
    <Banner
      tone={isWarning ? 'warning' : 'info'}
      label="Trial banner"
      icon={
        isWarning ? (
          <Clock className="text-warning-300" aria-hidden="true" />
        ) : (
          <Sparkles className="text-accent-300" aria-hidden="true" />
        )
      }
      onDismiss={dismiss}
      action={
        <Button
          variant={isWarning ? 'primary' : 'outline'}
          size="sm"
          onClick={openUpgradeDialog}
          className="self-start"
        >
          Upgrade
        </Button>
      }
    >
      <strong className={cn('font-semibold', isWarning && 'text-warning-300')}>
        {pluralize(status.trialDaysLeft, 'day')} left in your free trial.
      </strong>{' '}
      <span className="text-fg/85">Go Pro any time to keep every tool when it ends.</span>
    </Banner>
  );
}
