/**
 * The real server process (`node --import tsx server/main.ts`) for tests that need more than
 * an app in the test's own process: several instances behind a proxy, or one killed with
 * SIGKILL (no shutdown hook runs, as when a machine loses power or the OOM killer strikes).
 * It listens on a port it picks itself (PORT=0); its JSON log is kept, line by line, for the
 * test to read (which process served or ran what).
 */
import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// A guard against a hang: on a 2-core machine at load 18 a start has taken 34 s.
const STARTUP_TIMEOUT_MS = 120_000;

/** One line of the process's pino log. */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  readonly name: string;
  readonly pid: number;
  /** Where it listens, e.g. `http://127.0.0.1:41234`; empty for a `worker` process. */
  readonly url: string;
  /** What the process wrote so far, raw, for failure messages. */
  output(): string;
  /** Its log so far, parsed. */
  log(): LogLine[];
  /** Whether the process has ended. */
  exited(): boolean;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop, then SIGKILL if it has not ended after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** The ids of the programs this process started that still run (ffmpeg, ffprobe). */
  children(): { pid: number; command: string }[];
}

export interface ServerProcessOptions {
  /** Settings over the defaults below; nothing else of the test's environment is passed on. */
  env: Record<string, string>;
  role?: 'web' | 'worker' | 'both';
  /** Names it in failure messages. */
  name?: string;
}

/**
 * Starts `server/main.ts` and resolves once it says it is ready: listening for `web` and
 * `both`, its job worker started for `worker` and `both`.
 */
export async function startServerProcess({
  env,
  role = 'both',
  name = 'server',
}: ServerProcessOptions): Promise<ServerProcess> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DEMO_DATA: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        ...env,
        PROCESS_ROLE: role,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const lines: LogLine[] = [];
  let pending = '';
  let url = '';
  let listening = role === 'worker';
  let workerStarted = role === 'web';
  let ended = false;
  const gone = new Promise<void>((resolve) =>
    child.on('exit', () => {
      ended = true;
      resolve();
    }),
  );
  // A test run that ends without stopping it (a crash, an interrupt) leaves nothing running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void gone.then(() => process.off('exit', killOnExit));

  const readLines = (chunk: Buffer) => {
    output += chunk.toString();
    const text = pending + chunk.toString();
    const complete = text.split('\n');
    pending = complete.pop() ?? '';
    for (const raw of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      const address = /^Server listening at (http:\/\/\S+)/.exec(line.msg ?? '');
      if (address) {
        url = address[1];
        listening = true;
      }
      if (line.msg === 'job worker started') workerStarted = true;
    }
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      readLines(chunk);
      if (listening && workerStarted) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) while starting:\n${output}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    name,
    pid,
    url,
    output: () => output,
    log: () => lines,
    exited: () => ended,
    kill: async () => {
      if (!ended) child.kill('SIGKILL');
      await gone;
    },
    stop: async (graceMs = 10_000) => {
      if (ended) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(killer);
    },
    children: () => childProcessesOf(pid),
  };
}

/** The processes whose parent is `pid`, read from /proc (Linux). */
function childProcessesOf(pid: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...; comm may hold spaces and parentheses, so split after the last ')'.
      const close = stat.lastIndexOf(')');
      const command = stat.slice(stat.indexOf('(') + 1, close);
      const parent = Number(stat.slice(close + 2).split(' ')[1]);
      if (parent === pid) found.push({ pid: Number(entry), command });
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}
