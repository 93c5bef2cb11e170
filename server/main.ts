import { buildApp } from './app';
import { ConfigError, loadDotEnv, parseConfig } from './config';
import { seedDemoData } from './demo/seed-demo-data';
import { warmUpDcypherEngine } from './features/dcypher/engine';
import { jobDefinitions } from './jobs';
import { JobScheduler } from './platform/jobs/scheduler';
import { JobWorker } from './platform/jobs/worker';
import { createContext } from './start';

/**
 * Starts the process: the HTTP server, the job worker with its scheduler, or both
 * (PROCESS_ROLE). SIGTERM and SIGINT stop it gracefully: no new requests or jobs, running
 * jobs finish or are handed back within SHUTDOWN_GRACE_SECONDS, then the database closes.
 */
async function main() {
  loadDotEnv();
  const config = parseConfig();
  const { ctx, handle, applied } = await createContext(config);
  const log = ctx.log;
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  const servesWeb = config.role !== 'worker';
  const runsJobs = config.role !== 'web';
  const app = servesWeb ? await buildApp(ctx) : null;
  const worker = runsJobs ? new JobWorker(ctx, jobDefinitions, config.jobs) : null;
  const scheduler = runsJobs ? new JobScheduler(ctx, jobDefinitions) : null;

  if (servesWeb && config.demoData) {
    const demo = await seedDemoData(ctx);
    if (demo) {
      log.info('Demo data created. Sign in with:');
      for (const account of demo.accounts)
        log.info(`  ${account.label}: ${account.email} / ${account.password}`);
    }
  }

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    scheduler?.stop();
    await Promise.all([app?.close(), worker?.stop(config.shutdownGraceMs)]);
    ctx.mailer.close();
    await handle.close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The rhyme engine's dictionaries take about a second to load, blocking the process: load
  // them before listening, so no request (a load balancer sends one as soon as the port
  // answers) waits behind them.
  if (app) warmUpDcypherEngine();
  if (app) await app.listen({ port: config.port, host: config.host });
  if (worker && scheduler) {
    // Scheduler first: the worker's first look then finds the occurrences it queued at start.
    await scheduler.start();
    worker.start();
    log.info(
      { worker: worker.id, concurrency: config.jobs.concurrency, kinds: jobDefinitions.length },
      'job worker started',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
