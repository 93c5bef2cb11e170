/**
 * Benchmark of Content Vault transfers: a 1 GiB file uploaded through the real HTTP API
 * (streamed from a generator, never held in memory) and downloaded back, against `dd`
 * writing the same number of bytes to the same disk in the same run (see bench/README.md).
 *
 *   node --import tsx bench/vault-transfer.bench.ts
 *
 * Settings (environment): BENCH_VAULT_MIB (1024), BENCH_DIR (a fresh folder under
 * bench/.data; the server's data and dd's file both go there, so both hit the same disk).
 * The server runs as a child process (this file with `--server`); its VmRSS is sampled
 * from /proc every 100 ms. Everything written is deleted at the end.
 */
import { execFileSync, fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MiB = 1024 * 1024;
/** The budget: the server may grow by at most this much over idle during a transfer. */
const RSS_BUDGET_BYTES = 64 * MiB;
const SAMPLE_EVERY_MS = 100;

type FromServer = { type: 'ready'; port: number };

function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

// ---------------------------------------------------------------- the server (child process)

/** The bench's artist, made by the server process itself (sign-up confirms by e-mail). */
const ARTIST = { email: 'bench-vault@backline.test', password: 'bench vault password' };

/** A port free right now: production answers only at PUBLIC_URL, so it is known up front. */
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

async function runServer(dataDir: string, maxFileSizeMb: number) {
  const { buildApp } = await import('../server/app');
  const { parseConfig } = await import('../server/config');
  const { createContext } = await import('../server/start');
  const { updateSettings } = await import('../server/platform/settings/settings.service');
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
  });
  const { ctx, handle } = await createContext(config);
  // The admin setting, raised so the bench file fits (the default is 100 MB); the system acts.
  await updateSettings(ctx, null, {
    category: 'general',
    settings: { max_file_size_mb: maxFileSizeMb },
  });
  await createAccount(ctx, {
    email: ARTIST.email,
    displayName: 'Bench Artist',
    role: 'artist',
    passwordHash: await hashPassword(ARTIST.password),
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

// ---------------------------------------------------------------- measuring (this process)

/** VmRSS of a process in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Samples the server's RSS every 100 ms while `work` runs; returns the work's result and the peak. */
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

/** A browser's cookie jar, just enough for the built-in sign-in. */
class Session {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(pathname: string, init: { method?: string; json?: unknown } = {}) {
    const response = await fetch(`${this.base}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: this.cookieHeader,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  }
}

/** Signs the bench's artist in through the API (a new account is in its trial: vault allowed). */
async function signIn(base: string): Promise<Session> {
  const session = new Session(base);
  const start = await session.request('/api/oauth/local/redirect_url');
  const state = new URL(String(start.redirectUrl), base).searchParams.get('state');
  const signedIn = await session.request('/api/auth/local/sign-in', {
    method: 'POST',
    json: { ...ARTIST, state },
  });
  const code = new URL(String(signedIn.redirectUrl), base).searchParams.get('code');
  await session.request('/api/sessions', { method: 'POST', json: { code, state } });
  return session;
}

/** The file's bytes, made on the fly: one pseudo-random MiB reused, never the whole file. */
function* fileChunks(totalBytes: number): Generator<Buffer> {
  const block = Buffer.alloc(MiB);
  let seed = 0x2545f491;
  for (let index = 0; index < block.length; index += 4) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    block.writeInt32LE(seed | 0, index);
  }
  for (let sent = 0; sent < totalBytes; sent += block.length) {
    yield block.subarray(0, Math.min(block.length, totalBytes - sent));
  }
}

/** POSTs a multipart upload whose file part comes from the generator, with backpressure. */
async function upload(session: Session, port: number, totalBytes: number) {
  const boundary = `----backline-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nbench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/vault/upload',
    headers: {
      cookie: session.cookieHeader,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + totalBytes + tail.length),
    },
  });
  const replied = once(request, 'response') as Promise<[http.IncomingMessage]>;
  request.write(head);
  for (const chunk of fileChunks(totalBytes)) {
    if (!request.write(chunk)) await once(request, 'drain');
  }
  request.end(tail);
  const [response] = await replied;
  let text = '';
  for await (const chunk of response) text += String(chunk);
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${text}`);
  return (JSON.parse(text) as { file: { id: number; file_size_bytes: number } }).file;
}

/** GETs the file and counts its bytes as they arrive. */
async function download(session: Session, port: number, fileId: number) {
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: `/api/vault/download/${fileId}`,
    headers: { cookie: session.cookieHeader },
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  if (response.statusCode !== 200) throw new Error(`download: ${response.statusCode}`);
  let bytes = 0;
  response.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await once(response, 'end');
  return bytes;
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** `dd` writing the same bytes to the same disk, flushed to it (conv=fsync). */
function ddSeconds(file: string, mib: number): number {
  const started = performance.now();
  execFileSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=1M', `count=${mib}`, 'conv=fsync'], {
    stdio: 'ignore',
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(file, { force: true });
  return seconds;
}

function startServer(dataDir: string, maxFileSizeMb: number) {
  const child = fork(fileURLToPath(import.meta.url), ['--server', dataDir, String(maxFileSizeMb)], {
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

const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const rate = (bytes: number, seconds: number) => `${(bytes / MiB / seconds).toFixed(0)} MiB/s`;

async function main() {
  const fileMib = setting('BENCH_VAULT_MIB', 1024, 16, 8192);
  const totalBytes = fileMib * MiB;
  const baseDir = process.env.BENCH_DIR || path.resolve('bench/.data');
  mkdirSync(baseDir, { recursive: true });
  const workDir = mkdtempSync(path.join(baseDir, 'vault-bench-'));
  const startedAt = new Date();
  const { child, ready } = startServer(path.join(workDir, 'server'), fileMib + 1);
  try {
    const port = await ready;
    const pid = child.pid ?? 0;
    const base = `http://127.0.0.1:${port}`;
    const session = await signIn(base);
    // Warm-up: one small file up and down, so the measured runs load no code.
    const warm = await upload(session, port, MiB);
    await download(session, port, warm.id);
    const idle = await idleRss(pid, 2);

    // dd runs before and after the transfers; the disk is shared and noisy, so the baseline
    // is their mean and both are reported.
    const ddBefore = ddSeconds(path.join(workDir, 'dd.bin'), fileMib);
    const up = await withRssPeak(pid, () => timed(() => upload(session, port, totalBytes)));
    if (up.result.result.file_size_bytes !== totalBytes) throw new Error('stored size differs');
    const down = await withRssPeak(pid, () =>
      timed(() => download(session, port, up.result.result.id)),
    );
    if (down.result.result !== totalBytes) throw new Error('downloaded size differs');
    const ddAfter = ddSeconds(path.join(workDir, 'dd.bin'), fileMib);
    const dd = (ddBefore + ddAfter) / 2;

    const uploadRatio = dd / up.result.seconds;
    const downloadRatio = dd / down.result.seconds;
    const uploadGrowth = up.peak - idle;
    const downloadGrowth = down.peak - idle;
    const withinBudget = Math.max(uploadGrowth, downloadGrowth) <= RSS_BUDGET_BYTES;
    const rows = [
      ['dd before (same disk, conv=fsync)', ddBefore, dd / ddBefore, null],
      ['dd after', ddAfter, dd / ddAfter, null],
      ['upload through the API', up.result.seconds, uploadRatio, uploadGrowth],
      ['download through the API', down.result.seconds, downloadRatio, downloadGrowth],
    ] as const;
    const markdown = [
      `# Vault transfer: ${fileMib} MiB, ${startedAt.toISOString()}`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} RAM, Node ${process.version}; SQLite + local store in ${path.relative(process.cwd(), workDir) || workDir}.`,
      '',
      '| transfer | seconds | throughput | vs dd (mean of both runs) | server RSS growth over idle |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        ([name, seconds, ratio, growth]) =>
          `| ${name} | ${seconds.toFixed(2)} | ${rate(totalBytes, seconds)} | ${ratio.toFixed(2)}× | ${growth === null ? '' : mb(growth)} |`,
      ),
      '',
      `Idle server RSS ${mb(idle)}; peaks ${mb(up.peak)} (upload), ${mb(down.peak)} (download).`,
      `Memory budget (≤ ${mb(RSS_BUDGET_BYTES)} over idle): ${withinBudget ? 'PASS' : 'FAIL'}.`,
    ].join('\n');
    const resultsDir = path.resolve('bench/results');
    mkdirSync(resultsDir, { recursive: true });
    const stamp = startedAt.toISOString().slice(0, 16).replace(':', '');
    const file = path.join(resultsDir, `vault-transfer-${stamp}.md`);
    writeFileSync(`${file}.tmp`, `${markdown}\n`);
    renameSync(`${file}.tmp`, file);
    console.log(`${markdown}\n\nWritten to ${path.relative(process.cwd(), file)}`);
    if (!withinBudget) process.exitCode = 1;
  } finally {
    await stopServer(child);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--server') {
  await runServer(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}
