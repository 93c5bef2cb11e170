import { pino } from 'pino';
import type { Config } from './config';
import type { ServiceContext } from './context';
import { connectDatabase } from './db/connect';
import type { DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { Mailer } from './platform/mailer/mailer';
import { TestModePaymentProvider } from './platform/payments/test-mode-provider';
import { createObjectStore } from './platform/storage/create-object-store';

/** Connects the database, brings its schema up to date and assembles the services' context. */
export async function createContext(
  config: Config,
): Promise<{ ctx: ServiceContext; handle: DatabaseHandle; applied: string[] }> {
  const handle = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle);
  const ctx: ServiceContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    payments: new TestModePaymentProvider(),
    storage: createObjectStore(config),
    mailer: new Mailer(handle.db, config.mail, () => new Date()),
    log: pino({ level: config.logLevel }),
    now: () => new Date(),
  };
  return { ctx, handle, applied };
}
