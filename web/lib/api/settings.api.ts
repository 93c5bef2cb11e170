/**
 * The platform settings every screen depends on (`GET /api/settings/public`): the app's name,
 * maintenance mode and which features are on. Read once at start, again every minute and on
 * focus, and at once when any call answers 503 (maintenance began during the session).
 */
import { SettingsLimits } from '@contract/limits';
import { SETTINGS_BLOCK_ID } from '@contract/page';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlagName } from '../feature-flags';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export type PublicSettings = ApiReply<'get', '/api/settings/public'>;

export const settingsKeys = {
  public: ['settings', 'public'] as const,
};

/** What the app assumes when the settings cannot be read: everything on, no maintenance. */
export const FALLBACK_SETTINGS: PublicSettings = {
  app_name: SettingsLimits.defaultAppName,
  maintenance_mode: false,
  features: {},
};

/** While in maintenance, look again this often, so the app comes back by itself. */
const MAINTENANCE_POLL_MS = 15_000;

export async function fetchPublicSettings(): Promise<PublicSettings> {
  return unwrap(api.GET('/api/settings/public'));
}

const pageLoadedAt = Date.now();

/**
 * The settings the server wrote into the page, read once: the first screen need not ask for
 * them. Taken out as read, so a later start of the query (after the cache was cleared) asks
 * the server rather than showing what the page once said.
 */
function takeSettingsInPage(): PublicSettings | undefined {
  const block = document.getElementById(SETTINGS_BLOCK_ID);
  block?.remove();
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as PublicSettings;
  } catch {
    return undefined;
  }
}

export function usePublicSettings() {
  return useQuery({
    queryKey: settingsKeys.public,
    queryFn: fetchPublicSettings,
    initialData: takeSettingsInPage,
    initialDataUpdatedAt: pageLoadedAt,
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.maintenance_mode ? MAINTENANCE_POLL_MS : false),
  });
}

/** The settings, or the fallback while they load or when they failed to. */
export function useAppSettings(): PublicSettings {
  return usePublicSettings().data ?? FALLBACK_SETTINGS;
}

export function useAppName(): string {
  return useAppSettings().app_name;
}

export function useFeatureEnabled(flag: FeatureFlagName): boolean {
  return useAppSettings().features[flag] ?? true;
}

function isMaintenanceReply(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 503
  );
}

/**
 * Any query or mutation answered 503 (maintenance, most likely): read the settings again, so
 * the maintenance page replaces the app without waiting for the next poll. Returns the
 * unsubscribe.
 */
export function watchForMaintenance(queryClient: QueryClient): () => void {
  const recheck = (error: unknown) => {
    if (isMaintenanceReply(error)) {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.public });
    }
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    // 'failed' comes with each failed try, before retries end; 'error' after the last.
    if (
      event.type === 'updated' &&
      (event.action.type === 'failed' || event.action.type === 'error')
    ) {
      if (event.query.queryKey[0] !== settingsKeys.public[0]) recheck(event.action.error);
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
