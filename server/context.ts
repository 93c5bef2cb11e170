import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Database } from './db/schema';
import type { Mailer } from './platform/mailer/mailer';
import type { PaymentProvider } from './platform/payments/payment-provider';
import type { ObjectStore } from './platform/storage/object-store';

/**
 * What every service is given: settings, the database, the file store, mail, payments, the
 * process log and the clock. Nothing here is an HTTP type, so a job handler calls the same
 * services a route does.
 */
export interface ServiceContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  payments: PaymentProvider;
  /** Uploaded files: a local directory or an S3-compatible bucket. */
  storage: ObjectStore;
  /** E-mail: the outbox, and SMTP when configured. */
  mailer: Mailer;
  /** The process log (the HTTP server logs through it too). */
  log: Logger;
  /** The current time; tests move it to cross trial and beta boundaries. */
  now: () => Date;
}
