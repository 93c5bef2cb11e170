import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { FakeSocialPlatforms } from '../server/test/fake-social-platforms';
import { chromiumLaunchOptions } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    /** The app's SQLite file: tests read the e-mail outbox from it (e2e/support/mail.ts). */
    databaseFile: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, app: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become healthy:\n${log()}`);
}

/**
 * One built app and one Chromium for every browser test: the server runs from dist/web on a
 * free port with its own data directory and demo data; each test file opens its own context.
 */
/**
 * Every journey signs people up from 127.0.0.1, more than the 30 an hour one address may; the
 * limit has its own API test. The setting is read through a cache of about a second, long
 * gone by the time the first browser test starts.
 */
function allowManySignUps(databaseFile: string) {
  const database = new Database(databaseFile);
  try {
    database
      .prepare(
        `insert into app_settings (key, value, updated_at) values (?, ?, ?)
         on conflict (key) do update set value = excluded.value`,
      )
      .run('limits.sign_ups_per_ip', '10000', new Date().toISOString());
  } finally {
    database.close();
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backline-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // TikTok and YouTube through the stand-in provider; X and Instagram stay unconfigured, so
  // the screens show both states.
  const socialPlatforms = await new FakeSocialPlatforms().start();
  let output = '';
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: 'dist/e2e-web',
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      ADMIN_EMAILS: 'admin@e2e.test,diagnostics-admin@e2e.test',
      LOG_LEVEL: 'warn',
      ...socialPlatforms.env(['tiktok', 'youtube']),
      SOCIAL_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let browser: BrowserServer | null = null;
  try {
    await waitForHealth(baseUrl, app, () => output);
    allowManySignUps(path.join(dataDir, 'backline.db'));
    browser = await chromium.launchServer(chromiumLaunchOptions());
  } catch (error) {
    app.kill('SIGKILL');
    await socialPlatforms.stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('databaseFile', path.join(dataDir, 'backline.db'));

  return async () => {
    await browser?.close();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await socialPlatforms.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
