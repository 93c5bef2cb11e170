import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Database } from './db/schema';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Mailer } from './platform/mailer/mailer';
import type { PaymentProvider } from './platform/payments/payment-provider';
import type { SettingsStore } from './platform/settings/settings-store';
import type { ObjectStore } from './platform/storage/object-store';

/**
 * What every service is given: settings, the database, the file store, mail, the job queue,
 * payments, the process log and the clock. Nothing here is an HTTP type, so a job handler calls the same
 * services a route does.
 */
export interface ServiceContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  payments: PaymentProvider;
  /** Uploaded files: a local directory or an S3-compatible bucket. */
  storage: ObjectStore;
  /** E-mail: the outbox, and SMTP (by a background job) when configured. */
  mailer: Mailer;
  /** Platform settings and feature flags, read through a short cache (every process sees a change within a second). */
  settings: SettingsStore;
  /** Background jobs: `ctx.jobs.enqueue(trx, definition, payload)` inside the caller's transaction. */
  jobs: JobQueue;
  /** The process log (the HTTP server logs through it too). */
  log: Logger;
  /** The current time; tests move it to cross trial and beta boundaries. */
  now: () => Date;
}
