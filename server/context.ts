import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Database } from './db/schema';
import type { PaymentProvider } from './platform/payments/payment-provider';

/** What every service is built from: settings, the database and the clock. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  payments: PaymentProvider;
  /** The current time; tests move it to cross trial and beta boundaries. */
  now: () => Date;
}
