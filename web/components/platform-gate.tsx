/**
 * Between the router and every screen: waits for the platform settings, then shows the
 * maintenance page instead of the app to anyone but an administrator while maintenance mode
 * is on. The sign-in screens stay open, so an administrator can come in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePublicSettings, watchForMaintenance } from '../lib/api/settings.api';
import { useAuth } from '../lib/auth/auth-context';

// Rarely shown, so not in the first bundle; the gate sits inside the root Suspense boundary.
const MaintenancePage = lazy(async () => ({
  default: (await import('../pages/maintenance/maintenance-page')).MaintenancePage,
}));

export function PlatformGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => watchForMaintenance(queryClient), [queryClient]);
  const settings = usePublicSettings();
  const { user, isPending } = useAuth();
  const { pathname } = useLocation();

  // The sign-in screens never wait: they stay open in maintenance anyway, and the return
  // from the provider must show at once.
  if (pathname.startsWith('/auth/')) return children;
  // A failed read leaves the app usable (everything on); the next read may say otherwise.
  if (settings.isPending) return fallback;
  if (!settings.data?.maintenance_mode) return children;
  if (isPending) return fallback;
  if (user?.is_admin) return children;
  return <MaintenancePage />;
}
