import { Wrench } from 'lucide-react';
import { useAppSettings } from '../lib/api/settings.api';
import { useAuth } from '../lib/auth/auth-context';

/** Tells an administrator that everyone else sees the maintenance page right now. */
export function MaintenanceBanner() {
  const { user } = useAuth();
  const { app_name: appName, maintenance_mode: isOn } = useAppSettings();
  if (!isOn || !user?.is_admin) return null;
  return (
    <section
      aria-label="Maintenance mode"
      className="border-b border-warning-400/35 bg-warning-400/12 px-4 py-2.5 sm:px-6 lg:px-10"
    >
      <p className="mx-auto flex max-w-6xl items-center gap-3 text-sm text-fg">
        <Wrench className="size-5 shrink-0 text-warning-400" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Maintenance mode is on.</strong> Only administrators can
          use {appName}; everyone else sees the maintenance page.
        </span>
      </p>
    </section>
  );
}
