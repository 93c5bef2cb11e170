/**
 * Lighthouse (performance, accessibility, best practices) on the landing page, the feed and a
 * storefront of the built app, against the budgets of web/budgets.json (issue 17).
 *
 *   node --import tsx bench/lighthouse.bench.ts                       # builds, 3 runs a page
 *   BENCH_RUNS=5 node --import tsx bench/lighthouse.bench.ts
 *   node --import tsx bench/lighthouse.bench.ts --baseline /path/to/other/dist/web
 *   BENCH_PAGES=feed,storefront node --import tsx bench/lighthouse.bench.ts   # some pages only
 *   BENCH_REPORT_DIR=/tmp/lhr node --import tsx bench/lighthouse.bench.ts     # keep each full report
 *   BENCH_CPU_SLOWDOWN=8 node --import tsx bench/lighthouse.bench.ts   # as on a machine half as fast
 *
 * The app runs as in production (server/main.ts, NODE_ENV=production, demo data, SQLite) on a
 * free port of 127.0.0.1; Lighthouse drives Debian's Chromium through chrome-launcher with its
 * default settings: a mid-range phone on a slow 4G link, simulated. Visitors come with an
 * empty cache and no cookies; the feed's reader is the demo fan, signed in through the API.
 * With `--baseline`, the same pages of another build (say main's) are measured in the same
 * run, served by the same server code, and the report gives both. Each score is the median
 * of the runs. The report (with the audits that cost points) goes to bench/results/; the
 * process exits 1 when a score is under its budget.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import budgets from '../web/budgets.json';
import { kib, measureInitialJavaScript } from '../scripts/initial-javascript';
import { DEMO_PASSWORD, demoAccounts } from '../server/demo/seed-demo-data';
import { signIn } from './local-session';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const minimumScores: Record<Category, number> = budgets.lighthouse.minimumScores;

const runs = Number(process.env.BENCH_RUNS ?? 3);
const baselineAt = process.argv.indexOf('--baseline');
const baselineDist = baselineAt > 0 ? path.resolve(process.argv[baselineAt + 1]) : null;
const onlyPages = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
/** Where each run's full Lighthouse report (JSON) goes, for a look at its trace and audits. */
const reportDir = process.env.BENCH_REPORT_DIR;
/**
 * Lighthouse's CPU slowdown (its default is 4). Scores depend on the machine's speed: twice
 * the slowdown shows what a machine half as fast (half the benchmark index) would score.
 */
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The web app as `npm run build` makes it, in a folder of the bench's own. */
async function buildWeb(outDir: string) {
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
}

interface RunningApp {
  base: string;
  stop: () => Promise<void>;
}

async function startApp(webDist: string): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backline-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited:\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Target {
  name: string;
  path: string;
  /** Cookies of the signed-in reader, or none for a visitor. */
  cookies: { name: string; value: string }[];
}

async function targetsOf(base: string): Promise<Target[]> {
  const [artist, fan] = demoAccounts.map((account) =>
    signIn(base, { email: account.email, password: DEMO_PASSWORD }),
  );
  const [{ userId: artistId }, fanSession] = await Promise.all([artist, fan]);
  const [name, value] = fanSession.cookie.split('=');
  return [
    { name: 'landing', path: '/', cookies: [] },
    {
      name: 'feed',
      path: '/feed',
      // The readable hint the server sets beside the session (web/lib/auth/signed-in-hint.ts).
      cookies: [
        { name, value },
        { name: 'backline_signed_in', value: String(fanSession.userId) },
      ],
    },
    { name: 'storefront', path: `/storefront/${artistId}`, cookies: [] },
  ];
}

type Scores = Record<Category, number>;

interface Measured {
  scores: Scores[];
  /** Lighthouse's measure of the machine's speed in each run (higher is faster). */
  benchmarkIndexes: number[];
  /** The audits that cost points in the last run, by category. */
  losses: Record<Category, string[]>;
}

function lossesOf(result: LighthouseResult): Record<Category, string[]> {
  const losses = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    losses[category] = result.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => {
        const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
        return `${audit.title}${shown}: ${Math.round((audit.score ?? 0) * 100)}`;
      });
  }
  // The opportunities carry no weight themselves but say where the time went.
  for (const audit of Object.values(result.audits)) {
    const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100) {
      losses.performance.push(
        `${audit.title}: could save ${Math.round(details.overallSavingsMs ?? 0)} ms`,
      );
    }
  }
  return losses;
}

/** One Lighthouse run, run again when its trace came out broken (as Lighthouse asks). */
async function audit(browser: Browser, base: string, target: Target): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const signedIn = target.cookies.length > 0;
    const page = await browser.newPage();
    if (!signedIn) {
      // The reader's cookies outlive Lighthouse's storage reset: without this, the storefront
      // measured after the feed was the fan's, in the app frame, not a visitor's.
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCookies');
      await session.detach();
    }
    if (signedIn) {
      // Lighthouse's own reset would clear the cookies too: clear the cache ourselves, so
      // the reader still comes with nothing cached.
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await browser.setCookie(
        ...target.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })),
      );
    }
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: signedIn,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
      page,
    ).finally(() => page.close());
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError && attempt < 3) {
      console.log(`  ${target.name}: ${lhr.runtimeError.code}, again`);
      continue;
    }
    if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
    if (!lhr.finalDisplayedUrl.endsWith(target.path)) {
      throw new Error(`${target.name} ended on ${lhr.finalDisplayedUrl}, not ${target.path}`);
    }
    return lhr;
  }
}

async function measure(base: string, target: Target, chromePort: number): Promise<Measured> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const measured: Measured = {
    scores: [],
    benchmarkIndexes: [],
    losses: {} as Record<Category, string[]>,
  };
  try {
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(browser, base, target);
      const scores = {} as Scores;
      for (const category of CATEGORIES) {
        scores[category] = Math.round((lhr.categories[category].score ?? 0) * 100);
      }
      measured.scores.push(scores);
      measured.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      measured.losses = lossesOf(lhr);
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${target.name}-${run + 1}.json`), JSON.stringify(lhr));
      }
      console.log(`  ${target.name} run ${run + 1}: ${JSON.stringify(scores)}`);
    }
  } finally {
    await browser.disconnect();
  }
  return measured;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

async function measureBuild(label: string, webDist: string, chromePort: number) {
  console.log(`${label}: ${webDist}`);
  const app = await startApp(webDist);
  try {
    const results = new Map<string, Measured>();
    const targets = (await targetsOf(app.base)).filter(
      (target) => !onlyPages || onlyPages.includes(target.name),
    );
    for (const target of targets) {
      results.set(target.name, await measure(app.base, target, chromePort));
    }
    return { webDist, initialJavaScript: measureInitialJavaScript(webDist), results };
  } finally {
    await app.stop();
  }
}

type BuildMeasurement = Awaited<ReturnType<typeof measureBuild>>;

function report(
  current: BuildMeasurement,
  baseline: BuildMeasurement | null,
): {
  text: string;
  failures: string[];
} {
  const failures: string[] = [];
  const lines = [
    `# Lighthouse: landing page, feed, storefront`,
    '',
    `${new Date().toISOString()}; Lighthouse defaults (mobile, simulated slow 4G, ${cpuSlowdown}x CPU${cpuSlowdown === 4 ? '' : ', not the default 4x'}), ` +
      `median of ${runs} runs; Chromium ${process.env.CHROME_VERSION ?? ''}`.trim(),
    '',
    `Machine: Lighthouse's benchmark index ${median(
      [...current.results.values()].flatMap((measured) => measured.benchmarkIndexes),
    )} (median; higher is faster). Lighthouse multiplies the main-thread time it observes, so ` +
      'a slower or busier machine scores lower: compare only runs within one report.',
    '',
    `Budgets (web/budgets.json): ${CATEGORIES.map((c) => `${c} >= ${minimumScores[c]}`).join(', ')}; ` +
      `initial JavaScript of the landing page <= ${budgets.landingInitialJavaScriptGzipKiB} KiB gzip.`,
    '',
    `| page | ${CATEGORIES.join(' | ')} |${baseline ? ` baseline ${CATEGORIES.join(' | baseline ')} |` : ''}`,
    `|---|${CATEGORIES.map(() => '---').join('|')}|${baseline ? CATEGORIES.map(() => '---|').join('') : ''}`,
  ];
  for (const [name, measured] of current.results) {
    const cells = CATEGORIES.map((category) => {
      const score = median(measured.scores.map((scores) => scores[category]));
      if (score < minimumScores[category]) failures.push(`${name} ${category} ${score}`);
      return `${score}`;
    });
    const baselineMeasured = baseline?.results.get(name);
    const baselineCells = baselineMeasured
      ? CATEGORIES.map((category) => `${median(baselineMeasured.scores.map((s) => s[category]))}`)
      : [];
    lines.push(
      `| ${name} | ${cells.join(' | ')} |${baseline ? ` ${baselineCells.join(' | ')} |` : ''}`,
    );
  }
  const js = current.initialJavaScript;
  lines.push('', `Initial JavaScript of the landing page: ${kib(js.gzipBytes)} KiB gzip`);
  if (baseline) {
    const before = baseline.initialJavaScript.gzipBytes;
    lines.push(`(baseline ${kib(before)} KiB gzip, ratio ${(js.gzipBytes / before).toFixed(2)})`);
  }
  if (js.gzipBytes / 1024 > budgets.landingInitialJavaScriptGzipKiB) {
    failures.push(`initial JavaScript ${kib(js.gzipBytes)} KiB`);
  }
  lines.push('', '## Audits that cost points (last run)', '');
  for (const [name, measured] of current.results) {
    for (const category of CATEGORIES) {
      for (const loss of measured.losses[category]) lines.push(`- ${name}, ${category}: ${loss}`);
    }
  }
  if (baseline) {
    lines.push('', '## Baseline: audits that cost points (last run)', '');
    for (const [name, measured] of baseline.results) {
      for (const category of CATEGORIES) {
        for (const loss of measured.losses[category]) lines.push(`- ${name}, ${category}: ${loss}`);
      }
    }
  }
  lines.push(
    '',
    failures.length ? `**Under budget:** ${failures.join('; ')}` : 'All within budget.',
  );
  return { text: `${lines.join('\n')}\n`, failures };
}

async function main() {
  const webDist = path.resolve('dist/bench-web');
  console.log('building the web app...');
  await buildWeb(webDist);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then(
      (reply) => reply.json() as Promise<{ Browser: string }>,
    );
    process.env.CHROME_VERSION = version.Browser;
    const baseline = baselineDist
      ? await measureBuild('baseline', baselineDist, chrome.port)
      : null;
    const current = await measureBuild('this build', webDist, chrome.port);
    const { text, failures } = report(current, baseline);
    mkdirSync('bench/results', { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '');
    const file = path.join('bench/results', `lighthouse-${stamp}.md`);
    writeFileSync(file, text);
    console.log(`\n${text}\nwritten to ${file}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    chrome.kill();
  }
}

await main();
