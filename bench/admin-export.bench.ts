/**
 * Benchmark of the admin export (GET /api/admin/export): a million users exported through the
 * real HTTP API as one streamed JSON file, against reading the same rows straight from SQLite
 * and serializing them in one process, in the same run (see bench/README.md).
 *
 *   node --import tsx bench/admin-export.bench.ts
 *
 * Settings (environment): BENCH_EXPORT_ROWS (1,000,000), BENCH_DIR (a fresh folder under
 * bench/.data). The server runs as a child process (this file with `--server`); its VmRSS is
 * sampled from /proc every 100 ms, and the report gives the peak during the export against the
 * idle median just before it. Every seeded row carries a known secret (password hash, sign-in
 * subject): the bench fails if any reaches the file. Everything written is deleted at the end.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MiB = 1024 * 1024;
/** The server may grow by at most this much over idle while it streams the export. */
const RSS_BUDGET_BYTES = 64 * MiB;
const SAMPLE_EVERY_MS = 100;
const SECRET = 'BENCH-SECRET';
const ADMIN = { email: 'bench-admin@backline.test', password: 'bench admin password' };
const DAY_MS = 86_400_000;

type FromServer = { type: 'ready'; port: number };

function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

// ---------------------------------------------------------------- the data

/**
 * `count` users over the last 80 days (all inside the 90-day range), through the real
 * migrations, then bulk inserts on a raw handle. Each row has a password hash and every tenth
 * a sign-in subject, both carrying SECRET.
 */
async function seed(file: string, count: number) {
  const { connectDatabase } = await import('../server/db/connect');
  const { migrateToLatest } = await import('../server/db/migrate');
  const { SQLite } = await import('../server/db/sqlite-driver');
  const handle = connectDatabase(`sqlite:${file}`);
  await migrateToLatest(handle);
  await handle.close();

  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const insert = sqlite.prepare(
    `insert into users (email, password_hash, oidc_subject, display_name, role, status,
       created_at, updated_at, last_login_at, login_count, post_count, follower_count)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const roles = ['fan', 'fan', 'fan', 'fan', 'artist', 'creator', 'producer'];
  const now = Date.now();
  const span = 80 * DAY_MS;
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let index = from; index < to; index++) {
      const at = new Date(now - span + Math.floor((index / count) * span)).toISOString();
      insert.run(
        `person${index}@bench.backline.test`,
        `scrypt$${SECRET}$${index.toString(36)}`,
        index % 10 === 0 ? `${SECRET}-subject-${index}` : null,
        index % 25 === 0 ? null : `Bench Person ${index}`,
        roles[index % roles.length],
        index % 300 === 0 ? 'suspended' : 'active',
        at,
        at,
        index % 3 === 0 ? at : null,
        index % 50,
        index % 7,
        index % 11,
      );
    }
  });
  for (let from = 0; from < count; from += 50_000)
    insertBatch(from, Math.min(count, from + 50_000));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

// ---------------------------------------------------------------- the server (child process)

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

async function runServer(dataDir: string) {
  const { buildApp } = await import('../server/app');
  const { parseConfig } = await import('../server/config');
  const { createContext } = await import('../server/start');
  const { createAccount } = await import('../server/features/users/users.service');
  const { hashPassword } = await import('../server/platform/auth/passwords');
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN.email,
  });
  const { ctx, handle } = await createContext(config);
  await createAccount(ctx, {
    email: ADMIN.email,
    displayName: 'Bench Admin',
    role: 'artist',
    passwordHash: await hashPassword(ADMIN.password),
  });
  const app = await buildApp(ctx, { webRoot: path.join(dataDir, 'no-web') });
  await app.listen({ host: '127.0.0.1', port });
  process.send?.({ type: 'ready', port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}

function startServer(dataDir: string) {
  const child = fork(fileURLToPath(import.meta.url), ['--server', dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.once('message', (message: FromServer) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- measuring (this process)

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

async function idleRss(pid: number, seconds: number): Promise<number> {
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    samples.push(rssOf(pid));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

async function withRssPeak<T>(pid: number, work: () => Promise<T>) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, SAMPLE_EVERY_MS);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Signs the administrator in through the built-in sign-in; returns the cookie header. */
async function signIn(base: string): Promise<string> {
  const cookies = new Map<string, string>();
  const call = async (pathname: string, json?: unknown) => {
    const response = await fetch(`${base}${pathname}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const start = await call('/api/oauth/local/redirect_url');
  const state = new URL(String(start.redirectUrl), base).searchParams.get('state');
  const signedIn = await call('/api/auth/local/sign-in', { ...ADMIN, state });
  const code = new URL(String(signedIn.redirectUrl), base).searchParams.get('code');
  await call('/api/sessions', { code, state });
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

interface Received {
  bytes: number;
  rows: number;
  secretFound: boolean;
  fileName: string;
}

/** GETs an export and reads it as it arrives: bytes, rows (one per line), any secret. */
async function exportUsers(port: number, cookie: string, range: string): Promise<Received> {
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: `/api/admin/export?type=users&time_range=${range}`,
    headers: { cookie },
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode}`);
  const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
  let bytes = 0;
  let rows = 0;
  let secretFound = false;
  // Each row is a line of its own: lines are read whole (the unfinished one waits for the
  // next chunk), so a row or a secret split between chunks is still seen once.
  let partial = '';
  const readLine = (line: string) => {
    if (line.startsWith('{"id":')) rows += 1;
    if (line.includes(SECRET)) secretFound = true;
  };
  response.setEncoding('utf8');
  for await (const chunk of response as AsyncIterable<string>) {
    bytes += Buffer.byteLength(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  }
  readLine(partial);
  return { bytes, rows, secretFound, fileName: fileName ?? '(none)' };
}

/** The baseline: the same rows and columns read with better-sqlite3 and serialized, no HTTP. */
async function readDirectly(file: string) {
  const { SQLite } = await import('../server/db/sqlite-driver');
  const { exportTables } = await import('../server/features/admin/export/export.queries');
  const sqlite = new SQLite(file, { readonly: true });
  const from = new Date(Date.now() - 90 * DAY_MS).toISOString();
  const columns = exportTables.users.columns.join(', ');
  const statement = sqlite.prepare(
    `select ${columns} from users where created_at >= ? order by created_at, id`,
  );
  let rows = 0;
  let bytes = 0;
  const started = performance.now();
  for (const row of statement.iterate(from)) {
    bytes += Buffer.byteLength(JSON.stringify(row)) + 2;
    rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  sqlite.close();
  return { rows, bytes, seconds };
}

const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const perSecond = (count: number, seconds: number) =>
  `${Math.round(count / seconds).toLocaleString('en-US')}`;

async function main() {
  const count = setting('BENCH_EXPORT_ROWS', 1_000_000, 1000, 10_000_000);
  const baseDir = process.env.BENCH_DIR || path.resolve('bench/.data');
  mkdirSync(baseDir, { recursive: true });
  const workDir = mkdtempSync(path.join(baseDir, 'admin-export-'));
  const dataDir = path.join(workDir, 'server');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'backline.db');
  const startedAt = new Date();
  let child: ChildProcess | null = null;
  try {
    const seedStarted = performance.now();
    await seed(file, count);
    console.log(
      `seeded ${count.toLocaleString('en-US')} users in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const server = startServer(dataDir);
    child = server.child;
    const port = await server.ready;
    const pid = child.pid ?? 0;
    const cookie = await signIn(`http://127.0.0.1:${port}`);
    // Warm-up: a short range, so the measured run loads no code.
    await exportUsers(port, cookie, '24h');
    const idle = await idleRss(pid, 2);

    const started = performance.now();
    const measured = await withRssPeak(pid, () => exportUsers(port, cookie, '90d'));
    const seconds = (performance.now() - started) / 1000;
    const received = measured.result;
    const growth = measured.peak - idle;

    const direct = await readDirectly(file);
    const expectedRows = count + 1; // the administrator signed up now
    const problems = [
      received.rows !== expectedRows && `exported ${received.rows} rows, expected ${expectedRows}`,
      received.secretFound && `a seeded secret (${SECRET}) reached the export`,
      growth > RSS_BUDGET_BYTES &&
        `server RSS grew ${mb(growth)}, over the ${mb(RSS_BUDGET_BYTES)} budget`,
    ].filter(Boolean);

    const markdown = [
      `# Admin export: ${count.toLocaleString('en-US')} users, ${startedAt.toISOString()}`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} RAM, Node ${process.version}; SQLite.`,
      '',
      '| run | rows | size | seconds | rows/s | vs direct read |',
      '|---|---:|---:|---:|---:|---:|',
      `| direct: better-sqlite3 \`iterate\` + JSON.stringify, no HTTP | ${direct.rows.toLocaleString('en-US')} | ${mb(direct.bytes)} | ${direct.seconds.toFixed(2)} | ${perSecond(direct.rows, direct.seconds)} | 1.00 |`,
      `| GET /api/admin/export?type=users&time_range=90d | ${received.rows.toLocaleString('en-US')} | ${mb(received.bytes)} | ${seconds.toFixed(2)} | ${perSecond(received.rows, seconds)} | ${(direct.seconds / seconds).toFixed(2)} |`,
      '',
      `Server RSS: idle median before the export ${mb(idle)}, peak during it ${mb(measured.peak)}: **+${mb(growth)}** (budget ${mb(RSS_BUDGET_BYTES)}).`,
      '',
      `File name: \`${received.fileName}\`. Seeded secrets in the file: ${received.secretFound ? '**found**' : 'none'}.`,
      '',
      problems.length === 0 ? 'Result: within budget.' : `Result: **${problems.join('; ')}**.`,
      '',
    ].join('\n');
    console.log(`\n${markdown}`);
    const stamp = startedAt.toISOString().slice(0, 16).replace(':', '');
    const resultFile = path.resolve(`bench/results/admin-export-${stamp}.md`);
    mkdirSync(path.dirname(resultFile), { recursive: true });
    writeFileSync(resultFile, markdown);
    console.log(`written to ${path.relative(process.cwd(), resultFile)}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    if (child) await stopServer(child);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--server') {
  await runServer(process.argv[3]);
} else {
  await main();
}
