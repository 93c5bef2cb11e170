import { buildApp } from './app';
import { ConfigError, loadDotEnv, parseConfig } from './config';
import { seedDemoData } from './demo/seed-demo-data';
import { warmUpDcypherEngine } from './features/dcypher/engine';
import { startHousekeeping } from './housekeeping';
import { createContext } from './start';

async function main() {
  loadDotEnv();
  const config = parseConfig();
  const { ctx, handle, applied } = await createContext(config);
  const app = await buildApp(ctx);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  if (config.demoData) {
    const demo = await seedDemoData(ctx);
    if (demo) {
      app.log.info('Demo data created. Sign in with:');
      for (const account of demo.accounts)
        app.log.info(`  ${account.label}: ${account.email} / ${account.password}`);
    }
  }

  const stopHousekeeping = startHousekeeping(ctx, app.log);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The rhyme engine's dictionaries take about a second to load; load them now, not on the first request.
  setImmediate(() => warmUpDcypherEngine());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
