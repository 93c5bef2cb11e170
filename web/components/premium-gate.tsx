/**
 * Wraps a premium feature (spec part 1, section 4, "Premium access"): a skeleton while the
 * standing loads, 'Authentication Required' without a user, the feature when beta, Pro or
 * the trial allows it, and otherwise the blocked panel (or the caller's fallback). Each
 * mount records one allowed/blocked event for the admin analytics. The server enforces
 * the same rule on every premium call; this only spares the user a refused request.
 */
import { Crown, Lock, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api/api-client';
import { logFeatureAccess, useSubscriptionStatus } from '../lib/api/access.api';
import { useAuth } from '../lib/auth/auth-context';
import { hasPremiumAccess } from '../lib/premium-access';
import { openUpgradeDialog } from '../lib/upgrade-link';
import { Button, buttonClasses } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { ErrorState } from './ui/states';

export { hasPremiumAccess } from '../lib/premium-access';

interface PremiumGateProps {
  /** The feature's name as users know it; shown on the blocked panel and logged. */
  featureName: string;
  children: ReactNode;
  /** Shown instead of the blocked panel when access is denied. */
  fallback?: ReactNode;
}

function GatePanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-ink-850 px-6 py-12 text-center sm:px-10"
    >
      <div
        className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent-500/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand text-ink-950 [&_svg]:size-7">
          {icon}
        </span>
        <h2 className="font-display text-2xl font-extrabold tracking-tight text-fg">{title}</h2>
        <p className="text-sm leading-relaxed text-fg-muted sm:text-base">{text}</p>
        <div className="mt-2">{action}</div>
      </div>
    </section>
  );
}

export function PremiumGate({ featureName, children, fallback }: PremiumGateProps) {
  const { user, isPending: isAuthPending } = useAuth();
  const status = useSubscriptionStatus();
  const logged = useRef(false);

  const decision = !user || !status.data ? null : hasPremiumAccess(status.data);

  useEffect(() => {
    if (decision === null || logged.current) return;
    logged.current = true;
    void logFeatureAccess({
      feature_name: featureName,
      access_type: decision ? 'allowed' : 'blocked',
      is_premium_feature: true,
    });
  }, [decision, featureName]);

  if (isAuthPending) return <GateSkeleton />;

  if (!user) {
    return (
      <GatePanel
        icon={<LogIn aria-hidden="true" />}
        title="Authentication Required"
        text={`Sign in to use ${featureName}.`}
        action={
          <Link to="/auth/redirect" className={buttonClasses()}>
            Sign In
          </Link>
        }
      />
    );
  }

  if (status.isError && !status.data) {
    return (
      <ErrorState
        title={`We couldn't check your access to ${featureName}`}
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }

  if (decision === null) return <GateSkeleton />;
  if (decision) return children;
  if (fallback !== undefined) return fallback;

  return (
    <GatePanel
      icon={<Lock aria-hidden="true" />}
      title={`${featureName} is a Pro feature`}
      text="Your free trial has ended. Upgrade to Backline Pro to unlock it, along with unlimited AI generations and every premium tool."
      action={
        <Button onClick={openUpgradeDialog} size="lg">
          <Crown aria-hidden="true" />
          Upgrade to Pro
        </Button>
      }
    />
  );
}

function GateSkeleton() {
  return (
    <div role="status" aria-label="Checking your access" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
    </div>
  );
}
