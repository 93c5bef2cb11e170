/**
 * What everyone but administrators sees while maintenance mode is on: the app's name, what is
 * going on, and a way in for administrators. The settings are read again every few seconds
 * here, so the app comes back by itself when maintenance ends.
 */
import { LogIn, LogOut, RefreshCw, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { LogoMark } from '../../components/logo';
import { PageTitle } from '../../components/page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api/api-client';
import { useAppName, usePublicSettings } from '../../lib/api/settings.api';
import { useAuth } from '../../lib/auth/auth-context';

export function MaintenancePage() {
  const appName = useAppName();
  const settings = usePublicSettings();
  const { user, logout } = useAuth();

  function handleSignOut() {
    logout().catch((error: unknown) => toast.error(errorMessage(error, 'Failed to logout')));
  }

  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-x-clip px-4 py-8 sm:py-12">
      <PageTitle>Down for maintenance</PageTitle>
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_55%_40%_at_20%_0%,rgb(139_99_255/0.22),transparent),radial-gradient(ellipse_45%_35%_at_90%_10%,rgb(242_89_63/0.16),transparent)]"
        aria-hidden="true"
      />
      <p className="relative inline-flex items-center gap-2.5">
        <LogoMark />
        <span className="font-display text-xl font-black tracking-tight text-fg">{appName}</span>
      </p>
      <main className="relative mt-14 flex w-full max-w-lg flex-1 flex-col items-center gap-6 text-center sm:mt-20">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-warning-400/15 text-warning-400">
          <Wrench className="size-8" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-4xl">
          {appName} is down for maintenance
        </h1>
        <p className="text-lg text-balance text-fg-muted">
          We&apos;re tuning things up behind the scenes. Please try again soon: this page checks by
          itself and brings you back as soon as we&apos;re done.
        </p>
        <Button
          variant="outline"
          onClick={() => void settings.refetch()}
          loading={settings.isFetching}
        >
          {!settings.isFetching && <RefreshCw aria-hidden="true" />}
          Try again
        </Button>

        <div className="mt-6 w-full rounded-2xl border border-white/[0.08] bg-white/[0.03] p-5 text-sm text-fg-muted">
          {user ? (
            <div className="flex flex-col items-center gap-3">
              <p>
                You&apos;re signed in as <span className="font-semibold text-fg">{user.email}</span>
                . Only administrators can use {appName} during maintenance.
              </p>
              <Button variant="ghost" size="sm" onClick={handleSignOut}>
                <LogOut aria-hidden="true" />
                Sign out
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3">
              <p>Administrators can still sign in to finish the work.</p>
              <Link to="/auth/redirect" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                <LogIn aria-hidden="true" />
                Administrator sign in
              </Link>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
