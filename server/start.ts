import { pino } from 'pino';
import type { Config } from './config';
import type { ServiceContext } from './context';
import { connectDatabase } from './db/connect';
import type { DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { JobQueue } from './platform/jobs/job-queue';
import { Mailer } from './platform/mailer/mailer';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import { featureFlags } from './features/feature-flags';
import { SettingsStore } from './platform/settings/settings-store';
import { createObjectStore } from './platform/storage/create-object-store';

/** Connects the database, brings its schema up to date and assembles the services' context. */
export async function createContext(
  config: Config,
): Promise<{ ctx: ServiceContext; handle: DatabaseHandle; applied: string[] }> {
  const handle = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle);
  const now = () => new Date();
  const jobs = new JobQueue(now);
  const ctx: ServiceContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    payments: createPaymentProvider(config),
    storage: createObjectStore(config),
    mailer: new Mailer(config.mail, jobs, now),
    jobs,
    settings: new SettingsStore(handle.db, featureFlags),
    log: pino({ level: config.logLevel }),
    now,
  };
  return { ctx, handle, applied };
}
