/** The frame of every signed-in screen: sidebar, banners, the page, and the upgrade dialog. */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BetaBanner, TrialBanner, useBannersRead } from './banners';
import { PageSkeleton } from './full-page-skeleton';
import { MaintenanceBanner } from './maintenance-banner';
import { Sidebar } from './sidebar';
import { UPGRADE_HASH } from '../lib/upgrade-link';
import { onFirstOpen } from './ui/on-first-open';
import type { UpgradeDialogProps } from './upgrade-dialog';

// Fetched the first time #upgrade is asked for, not with every signed-in screen.
const UpgradeDialog = onFirstOpen<UpgradeDialogProps>(
  async () => (await import('./upgrade-dialog')).UpgradeDialog,
);

/** Renders the matched child route, or `children` when used outside the route tree. */
export function AppShell({ children }: { children?: ReactNode }) {
  const bannersRead = useBannersRead();
  const location = useLocation();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-ink-800 px-4 py-2 font-semibold text-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="lg:pl-64">
        <MaintenanceBanner />
        <BetaBanner />
        <TrialBanner />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {/* Mounted (its chunk and reads under way) but unseen, with nothing in its place that
              a banner could push down, until the banners are in. */}
          <div hidden={!bannersRead}>
            <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
          </div>
        </main>
      </div>
      <UpgradeDialog open={location.hash === UPGRADE_HASH} />
    </div>
  );
}
