/**
 * A worker process for the kill-and-resume test (send-campaign-crash.test.ts): it sends
 * campaigns from the database at DATABASE_URL (schema PG_SCHEMA on PostgreSQL) over SMTP_URL,
 * until the test kills it with SIGKILL mid-send.
 */
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { parseConfig } from '../../../config';
import type { ServiceContext } from '../../../context';
import { connectDatabase } from '../../../db/connect';
import { JobWorker } from '../../../platform/jobs/worker';
import { SettingsStore } from '../../../platform/settings/settings-store';
import { featureFlags } from '../../feature-flags';
import { sendCampaignJob } from './send-campaign.job';

function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const handle = connectDatabase(url, {
    searchPath: process.env.PG_SCHEMA || undefined,
    maxConnections: 4,
  });
  const config = parseConfig({
    NODE_ENV: 'test',
    DEMO_DATA: 'false',
    SMTP_URL: process.env.SMTP_URL,
    CAMPAIGN_SEND_RATE: process.env.CAMPAIGN_SEND_RATE,
    CAMPAIGN_SEND_CONCURRENCY: process.env.CAMPAIGN_SEND_CONCURRENCY,
  });
  // Only what the worker and the send use (the settings: the app name names the sender).
  const ctx = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    settings: new SettingsStore(handle.db, featureFlags),
    log: pino({ level: 'silent' }),
    now: () => new Date(),
  } as ServiceContext;
  new JobWorker(ctx, [sendCampaignJob], {
    concurrency: 1,
    pollIntervalMs: 20,
    workerId: 'campaign-child-worker',
  }).start();
  process.stdout.write('started\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
