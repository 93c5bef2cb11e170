/**
 * The settings every process reads, through a cache that lives half a second: a change made
 * by another process is seen within a second, and a request costs no query (the maintenance
 * and feature-flag checks run on every API call). The process that writes drops its cache
 * after the commit, so it sees its own change at once.
 */
import type { Kysely } from 'kysely';
import type { PlatformSettings } from '../../../contract/settings';
import type { Database } from '../../db/schema';
import type { FeatureFlag } from './feature-flag';
import { settingsFromRows } from './settings-schema';
import { selectSettingRows } from './settings.queries';

export const SETTINGS_CACHE_MS = 500;

export interface SettingsStoreOptions {
  ttlMs?: number;
  /** A monotonic clock in ms (tests step it past the cache's life). */
  clock?: () => number;
}

/** Reads the settings straight from the database (inside a transaction, say). */
export async function loadSettings(
  db: Kysely<Database>,
  flags: readonly FeatureFlag[],
): Promise<PlatformSettings> {
  return settingsFromRows(await selectSettingRows(db), flags);
}

export class SettingsStore {
  private readonly ttlMs: number;
  private readonly clock: () => number;
  private cached: { settings: PlatformSettings; readAt: number } | null = null;
  private loading: Promise<PlatformSettings> | null = null;
  /** Goes up on every invalidation, so a read that began before a write never caches its result. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** Every feature flag the app declares (server/features/feature-flags.ts). */
    readonly flags: readonly FeatureFlag[],
    options: SettingsStoreOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? SETTINGS_CACHE_MS;
    this.clock = options.clock ?? (() => performance.now());
  }

  /** The cached settings while they are fresh, else null: lets a hot path skip a promise. */
  peek(): PlatformSettings | null {
    const cached = this.cached;
    return cached && this.clock() - cached.readAt < this.ttlMs ? cached.settings : null;
  }

  read(): Promise<PlatformSettings> {
    const fresh = this.peek();
    if (fresh) return Promise.resolve(fresh);
    if (this.loading) return this.loading;
    const generation = this.generation;
    // Freshness counts from when the read began: the rows can be no older than that.
    const readAt = this.clock();
    const loading = loadSettings(this.db, this.flags)
      .then((settings) => {
        if (generation === this.generation) this.cached = { settings, readAt };
        return settings;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  async isEnabled(flag: FeatureFlag): Promise<boolean> {
    return (await this.read()).features[flag.name] ?? flag.default;
  }

  /** Called after a write commits: the next read goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.loading = null;
  }
}
