/**
 * /admin, the admin console (spec part 2, sections 2 and 4, "Admin access"): signed out, the
 * Administrator Access card; signed in but not an administrator, Access Denied; otherwise
 * "Loading admin dashboard...", then the dashboard or the error with Retry. The server refuses
 * every /api/admin call to anyone else as well; the page only spares them a refused request.
 */
import type { TimeRange } from '@contract/admin';
import { AdminLimits } from '@contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn, RefreshCw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { Logo } from '../../components/logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { adminKeys, useAdminAnalytics } from '../../lib/api/admin.api';
import { errorMessage } from '../../lib/api/api-client';
import { useSignInProviders } from '../../lib/api/auth.api';
import { useAuth } from '../../lib/auth/auth-context';
import { rememberReturnTo } from '../../lib/return-to';
import { AdminModal } from './admin-modal';
import type { AdminPanel } from './admin-modal';
import { AdminStatCards } from './dashboard/stat-cards';
import { TimeRangeSelect } from './dashboard/time-range-select';
import { TopUsersCard } from './dashboard/top-users-table';
import { TrendCharts } from './dashboard/trend-charts';
import { FeatureUsageCard, SubscriptionStatsCard } from './dashboard/usage-lists';
import { QuickActions } from './quick-actions';

export const ADMIN_LOAD_FAILED = 'Failed to load admin data';
export const ACCESS_DENIED = 'Access denied. Administrator privileges required.';

function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-8 px-4 py-12">
      {children}
    </div>
  );
}

function PanelCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="admin-access-title"
      className="flex w-full max-w-md flex-col items-center gap-4 rounded-3xl border border-white/10 bg-ink-850 px-6 py-10 text-center sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-500/15 text-accent-300 [&_svg]:size-7">
        {icon}
      </span>
      <h1
        id="admin-access-title"
        className="font-display text-2xl font-extrabold tracking-tight text-fg"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * Signed out: how this instance signs in (its own e-mail and password, and the single sign-on
 * provider when one is set up), coming back here afterwards.
 */
function AdministratorAccess() {
  const providers = useSignInProviders();
  const navigate = useNavigate();
  const provider = providers.data?.providers.find((entry) => entry.id !== 'local');

  function signIn(providerId?: string) {
    rememberReturnTo('/admin');
    navigate(providerId ? `/auth/login?provider=${providerId}` : '/auth/login');
  }

  return (
    <CenteredPanel>
      <Link to="/" aria-label="Backline home">
        <Logo />
      </Link>
      <PanelCard icon={<ShieldCheck aria-hidden="true" />} title="Administrator Access">
        <p className="text-sm leading-relaxed text-fg-muted">
          The admin console is for Backline’s administrators. Sign in to continue.
        </p>
        <div className="mt-2 flex w-full flex-col gap-3">
          {provider ? (
            <>
              <Button onClick={() => signIn(provider.id)}>
                <LogIn aria-hidden="true" />
                Sign In with {provider.label}
              </Button>
              <Button variant="outline" onClick={() => signIn()}>
                Sign In with e-mail and password
              </Button>
            </>
          ) : (
            <Button onClick={() => signIn()} loading={providers.isPending}>
              {!providers.isPending && <LogIn aria-hidden="true" />}
              Sign In with e-mail and password
            </Button>
          )}
        </div>
      </PanelCard>
    </CenteredPanel>
  );
}

function AccessDenied() {
  return (
    <CenteredPanel>
      <PanelCard icon={<ShieldAlert aria-hidden="true" />} title="Access Denied">
        <p className="text-sm leading-relaxed text-fg-muted">{ACCESS_DENIED}</p>
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-2' })}>
          Back to the dashboard
        </Link>
      </PanelCard>
    </CenteredPanel>
  );
}

function LoadingDashboard() {
  return <LoadingState label="Loading admin dashboard..." className="min-h-[50dvh]" />;
}

function AdminDashboard() {
  const [range, setRange] = useState<TimeRange>(AdminLimits.defaultAnalyticsRange);
  const [panel, setPanel] = useState<AdminPanel | null>(null);
  const analytics = useAdminAnalytics(range);
  const queryClient = useQueryClient();

  function handleRefresh() {
    void analytics.refetch();
    void queryClient.invalidateQueries({ queryKey: adminKeys.topUsers });
  }

  if (analytics.isPending) return <LoadingDashboard />;
  if (analytics.isError && !analytics.data) {
    return (
      <PageContainer>
        <ErrorState
          title={ADMIN_LOAD_FAILED}
          message={errorMessage(analytics.error, ADMIN_LOAD_FAILED)}
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isFetching}
          retryLabel="Retry"
        />
      </PageContainer>
    );
  }

  const figures = analytics.data;
  const isShowingOtherRange = analytics.isPlaceholderData;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Administration"
        title="Admin Dashboard"
        subtitle="Platform figures, people and data, from Backline’s own records."
        actions={
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <TimeRangeSelect
              id="admin-time-range"
              value={range}
              onChange={setRange}
              className="h-10 min-w-0 flex-1 sm:w-48 sm:flex-none"
            />
            <Button
              variant="outline"
              className="h-10"
              onClick={handleRefresh}
              loading={analytics.isFetching}
            >
              {!analytics.isFetching && <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
          </div>
        }
      />
      {analytics.isError && (
        <ErrorState
          title={ADMIN_LOAD_FAILED}
          message={errorMessage(analytics.error, ADMIN_LOAD_FAILED)}
          onRetry={() => void analytics.refetch()}
          retryLabel="Retry"
        />
      )}
      <div
        className="flex flex-col gap-6 transition-opacity"
        aria-busy={isShowingOtherRange || undefined}
        style={{ opacity: isShowingOtherRange ? 0.6 : 1 }}
      >
        <AdminStatCards analytics={figures} />
        <div className="grid gap-4 lg:grid-cols-2">
          <FeatureUsageCard analytics={figures} />
          <SubscriptionStatsCard analytics={figures} />
        </div>
        <TrendCharts analytics={figures} />
      </div>
      <TopUsersCard />
      <QuickActions onOpen={setPanel} />
      <AdminModal panel={panel} onClose={() => setPanel(null)} />
    </PageContainer>
  );
}

export function AdminPage() {
  const { user, isPending, error, fetchUser } = useAuth();
  const [isRetrying, setIsRetrying] = useState(false);

  let body: ReactNode;
  if (isPending) body = <LoadingDashboard />;
  else if (!user && error) {
    body = (
      <CenteredPanel>
        <ErrorState
          className="w-full max-w-md"
          title={ADMIN_LOAD_FAILED}
          message={error.message || ADMIN_LOAD_FAILED}
          retryLabel="Retry"
          isRetrying={isRetrying}
          onRetry={() => {
            setIsRetrying(true);
            fetchUser()
              .catch(() => undefined)
              .finally(() => setIsRetrying(false));
          }}
        />
      </CenteredPanel>
    );
  } else if (!user) body = <AdministratorAccess />;
  else if (!user.is_admin) body = <AccessDenied />;
  else body = <AdminDashboard />;

  return (
    <>
      <PageTitle>Admin</PageTitle>
      {body}
    </>
  );
}
