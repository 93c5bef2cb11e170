/**
 * /dashboard (spec part 1, section 2): the welcome, then by role. Those who sell get the four
 * quick actions (each use of which is logged as a non-premium click), the plan, and their
 * recent posts; a fan gets their own home (fan-dashboard.tsx).
 */
import { firstName } from '@contract/format';
import {
  ArrowUpRight,
  BadgeDollarSign,
  Crown,
  Flame,
  PenLine,
  Sparkles,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { logFeatureAccess, useSubscriptionStatus } from '../../lib/api/access.api';
import { useAppSettings } from '../../lib/api/settings.api';
import { useAuth } from '../../lib/auth/auth-context';
import { FeatureFlag } from '../../lib/feature-flags';
import type { FeatureFlagName } from '../../lib/feature-flags';
import { formatLongDate, pluralize } from '../../lib/format-date';
import { openUpgradeDialog } from '../../lib/upgrade-link';
import type { CurrentUser } from '../../lib/auth/session';
import { canSell } from '../../lib/roles';
import { FanDashboard } from './fan-dashboard';
import { RecentActivity } from './recent-activity';
import { PendingInvitations } from './pending-invitations';
import { PageTitle } from '../../components/page-title';

interface QuickAction {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
  tint: string;
  /** Hidden while an administrator has switched this feature off. */
  flag?: FeatureFlagName;
}

const quickActions: QuickAction[] = [
  {
    title: 'D-Cypher',
    text: 'Rhymes, metaphors and similes on tap for your next verse.',
    to: '/writers-block',
    icon: PenLine,
    flag: FeatureFlag.dcypher,
    tint: 'from-accent-500/30 to-accent-500/0 text-accent-300',
  },
  {
    title: 'Move That Work',
    text: 'Sell posts, share your vault with your team and run your merch.',
    to: '/monetize',
    icon: BadgeDollarSign,
    tint: 'from-success-400/25 to-success-400/0 text-success-400',
  },
  {
    title: 'Find Your Tribe',
    text: 'Grow your fan list and reach them with campaigns.',
    to: '/crm',
    icon: Users,
    tint: 'from-glow-500/30 to-glow-500/0 text-glow-400',
  },
  {
    title: 'Viral Tools',
    text: 'Catch what is trending and turn it into content in Backline Studio.',
    to: '/backline',
    icon: Flame,
    tint: 'from-flare-500/30 to-flare-500/0 text-flare-400',
  },
];

/** One row on wide screens however many tiles are on (a switched-off feature leaves no gap). */
const WIDE_COLUMNS: Record<number, string> = { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' };

function QuickActions() {
  const { features } = useAppSettings();
  const shown = quickActions.filter(({ flag }) => !flag || (features[flag] ?? true));
  return (
    <section aria-labelledby="quick-actions-title" className="flex flex-col gap-4">
      <h2 id="quick-actions-title" className="font-display text-lg font-bold text-fg">
        Quick actions
      </h2>
      <ul className={`grid gap-3 sm:grid-cols-2 sm:gap-4 ${WIDE_COLUMNS[shown.length] ?? ''}`}>
        {shown.map(({ title, text, to, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={() =>
                void logFeatureAccess({
                  feature_name: title,
                  access_type: 'click',
                  is_premium_feature: false,
                })
              }
              className="group relative flex h-full items-start gap-4 overflow-hidden rounded-3xl border border-white/[0.08] bg-ink-850/80 p-4 transition duration-200 hover:-translate-y-0.5 hover:border-white/20 hover:bg-ink-800/80 sm:flex-col sm:p-6"
            >
              <div
                className={cn(
                  'pointer-events-none absolute -top-16 -right-16 size-40 rounded-full bg-gradient-to-br opacity-60 blur-2xl transition group-hover:opacity-100',
                  tint,
                )}
                aria-hidden="true"
              />
              <ArrowUpRight
                className="absolute top-4 right-4 size-4.5 text-fg-subtle transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-fg sm:top-5 sm:right-5"
                aria-hidden="true"
              />
              <span
                className={cn(
                  'relative flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br sm:size-12',
                  tint,
                )}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="relative flex min-w-0 flex-col gap-1 pr-6 sm:gap-1.5 sm:pr-0">
                <h3 className="font-display text-base font-bold text-fg sm:text-lg">{title}</h3>
                <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The user's standing in words: beta, Pro, trial days, or the end of the trial. */
function PlanCard() {
  const { data: status, isPending, isError } = useSubscriptionStatus();

  if (isPending) return <Skeleton className="h-28" />;
  if (isError || !status) return null;

  let title: string;
  let text: string;
  let tone: 'accent' | 'glow' | 'warning' | 'danger' = 'accent';
  if (status.isSubscribed) {
    title = 'Backline Pro';
    text = status.currentPeriodEnd
      ? `Every tool is yours. Your plan runs until ${formatLongDate(status.currentPeriodEnd)}.`
      : 'Every tool is yours.';
  } else if (status.isBetaActive) {
    title = 'Beta tester';
    tone = 'glow';
    text = `Everything is free during the beta: ${pluralize(status.betaDaysLeft, 'day')} left.`;
  } else if (status.isTrialActive) {
    title = 'Free trial';
    tone = status.trialDaysLeft <= 2 ? 'warning' : 'accent';
    text = `${pluralize(status.trialDaysLeft, 'day')} left to try every Pro tool.`;
  } else {
    title = 'Trial ended';
    tone = 'danger';
    text = 'Upgrade to Pro to get D-Cypher, the vault and the premium tools back.';
  }
  const canUpgrade = !status.isSubscribed;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-ink-950">
          {status.isSubscribed ? (
            <Crown className="size-6" aria-hidden="true" />
          ) : (
            <Sparkles className="size-6" aria-hidden="true" />
          )}
        </span>
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg-muted">
            Your plan <Badge tone={tone}>{title}</Badge>
          </p>
          <p className="text-fg">{text}</p>
        </div>
      </div>
      {canUpgrade && (
        <Button onClick={openUpgradeDialog} className="w-full sm:w-auto">
          <Crown aria-hidden="true" />
          Upgrade to Pro
        </Button>
      )}
    </Card>
  );
}

/** The creator's side: the tools, their plan, their own posts. */
function CreatorDashboard() {
  return (
    <>
      <QuickActions />
      <PlanCard />
      <RecentActivity />
    </>
  );
}

/** A new account is welcomed; one that has signed in before is welcomed back. */
function welcomeOf(user: CurrentUser): string {
  const name = firstName(user);
  return user.is_new_user ? `Welcome to Backline, ${name}` : `Welcome back, ${name}`;
}

export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  const sells = canSell(user);
  return (
    <PageContainer>
      <PageTitle>Dashboard</PageTitle>
      <PageHeader
        eyebrow="Dashboard"
        title={welcomeOf(user)}
        subtitle={
          sells ? 'What are we making today?' : 'What the artists you follow have been up to.'
        }
      />
      <PendingInvitations />
      {sells ? <CreatorDashboard /> : <FanDashboard />}
    </PageContainer>
  );
}
