import { buildApp } from '../app';
import type { BuildOptions } from '../app';
import type { Config } from '../config';
import { parseConfig } from '../config';
import type { AppContext } from '../context';
import { TestModePaymentProvider } from '../platform/payments/test-mode-provider';
import { ApiClient } from './api-client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** A client with its own cookie jar, like one browser. */
  client(remoteAddress?: string): ApiClient;
  /** Moves the clock the services see (trial and beta boundaries). */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database; each test file gets its own. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  configure?: (config: Config) => Config,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const parsed = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env });
  const config = configure ? configure(parsed) : parsed;
  let fixedNow: Date | null = null;
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    payments: new TestModePaymentProvider(),
    now: () => fixedNow ?? new Date(),
  };
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(ctx, { logger: false, webRoot: '/nonexistent', ...options });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    ctx,
    client: (remoteAddress) => new ApiClient(app, remoteAddress),
    setNow: (date) => {
      fixedNow = date;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
