/**
 * Load generation for the benchmarks: the server under test in a child process, autocannon
 * in this one, and latency percentiles kept at microsecond resolution (autocannon's own
 * histogram rounds to whole milliseconds, too coarse for sub-millisecond routes).
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result as AutocannonResult } from 'autocannon';
import type { FromTarget, ToTarget } from './feed-target';

export interface Target {
  child: ChildProcess;
  port: number;
  /** Asks the child for its CPU time so far, in microseconds (user + system). */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

function nextMessage<T extends FromTarget['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<FromTarget, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no '${type}' from the server process within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: FromTarget) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<FromTarget, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`the server process exited (code ${code}) before '${type}'`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Starts `bench/feed-target.ts <kind>` (or another script speaking its IPC) and waits until it listens. */
export async function startTarget(
  kind: string,
  options: { env?: NodeJS.ProcessEnv; body?: string; cpuProfileDir?: string; script?: string } = {},
): Promise<Target> {
  const execArgv = ['--import', 'tsx'];
  if (options.cpuProfileDir) execArgv.push('--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir);
  const child = fork(path.resolve(options.script ?? 'bench/feed-target.ts'), [kind], {
    execArgv,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const sendToChild = (message: ToTarget) => child.send(message);
  const ready = nextMessage(child, 'ready', START_TIMEOUT_MS);
  if (options.body !== undefined) sendToChild({ type: 'body', body: options.body });
  const { port } = await ready;
  return {
    child,
    port,
    async cpuMicros() {
      const reply = nextMessage(child, 'cpu', 10_000);
      sendToChild({ type: 'cpu' });
      return (await reply).micros;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      sendToChild({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface LoadRequest {
  name: string;
  target: Target;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx replies: any of them makes the run invalid. */
  failures: number;
  /** Server CPU used during the run, as a share of one core. */
  serverCpu: number;
  /** Server CPU time per completed request, in microseconds. */
  serverMicrosPerRequest: number;
  /** This process (the load generator) as a share of one core. */
  clientCpu: number;
  /** Everything else on the machine meanwhile, in cores (null off Linux): the noise. */
  othersCpu: number | null;
}

/** Busy CPU time of the whole machine so far in microseconds, from /proc/stat (Linux). */
function machineBusyMicros(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    // USER_HZ is 100 on every Linux we run on.
    return (user + nice + system + irq + softirq + steal) * 10_000;
  } catch {
    return null;
  }
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** One autocannon run of `seconds` against `request`, with CPU accounting on both sides. */
export async function runLoad(
  request: LoadRequest,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const serverBefore = await request.target.cpuMicros();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusyMicros();
  const startedAt = performance.now();
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${request.target.port}${request.path}`,
        connections: options.connections,
        duration: options.seconds,
        headers: request.headers,
        timeout: 10,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const wallMicros = (performance.now() - startedAt) * 1000;
  const client = process.cpuUsage(clientBefore);
  const machineAfter = machineBusyMicros();
  const serverMicros = (await request.target.cpuMicros()) - serverBefore;
  const clientMicros = client.user + client.system;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: request.name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpu: serverMicros / wallMicros,
    serverMicrosPerRequest: result.requests.total ? serverMicros / result.requests.total : 0,
    clientCpu: clientMicros / wallMicros,
    othersCpu:
      machineBefore === null || machineAfter === null
        ? null
        : Math.max(0, (machineAfter - machineBefore - serverMicros - clientMicros) / wallMicros),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
