import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../app';
import type { BuildOptions } from '../app';
import type { Config } from '../config';
import { parseConfig } from '../config';
import type { ServiceContext } from '../context';
import { jobDefinitions } from '../jobs';
import type { JobDefinition } from '../platform/jobs/define-job';
import { JobQueue } from '../platform/jobs/job-queue';
import { JobWorker } from '../platform/jobs/worker';
import { Mailer } from '../platform/mailer/mailer';
import { createPaymentProvider } from '../platform/payments/create-payment-provider';
import { createObjectStore } from '../platform/storage/create-object-store';
import { ApiClient } from './api-client';
import { featureFlags } from '../features/feature-flags';
import { SettingsStore } from '../platform/settings/settings-store';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: ServiceContext;
  /** Where this app's database is, for a second connection or another process. */
  database: { url: string; schema?: string };
  /** A client with its own cookie jar, like one browser. */
  client(remoteAddress?: string): ApiClient;
  /** Moves the clock the services see (trial and beta boundaries, job delays and backoff). */
  setNow(date: Date | null): void;
  /**
   * Runs the due background jobs in this process until none is left, one at a time; returns
   * how many ran. No worker runs by itself in tests, so a test says when jobs run.
   */
  runJobs(definitions?: readonly JobDefinition[]): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database; each test file gets its own. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  configure?: (config: Config) => Config,
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Uploaded files go to a directory of this test file's own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backline-data-'));
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    ...env,
  });
  const config = configure ? configure(parsed) : parsed;
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();
  const jobs = new JobQueue(now);
  const ctx: ServiceContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    payments: createPaymentProvider(config),
    storage: createObjectStore(config),
    mailer: new Mailer(config.mail, jobs, now),
    jobs,
    settings: new SettingsStore(database.db, featureFlags),
    log: pino({ level: 'silent' }),
    now,
  };
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(ctx, {
      webRoot: '/nonexistent',
      ...options,
    });
    await app.ready();
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    ctx,
    database: { url: database.url, schema: database.schema },
    client: (remoteAddress) => new ApiClient(app, remoteAddress),
    setNow: (date) => {
      fixedNow = date;
    },
    runJobs: (definitions = jobDefinitions) =>
      new JobWorker(ctx, definitions, {
        concurrency: 1,
        pollIntervalMs: 50,
        workerId: 'test-worker',
      }).runUntilIdle(),
    close: async () => {
      await app.close();
      ctx.mailer.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
