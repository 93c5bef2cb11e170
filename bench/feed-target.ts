/**
 * A server under load for the feed benchmark, run as a child process so autocannon never
 * shares its event loop:
 *   app   the real Backline app (buildApp, logger off) on the seeded database;
 *   bare  a plain Fastify instance with one route that sends a fixed JSON body.
 * Both listen on 127.0.0.1 on a free port and talk to the parent over IPC.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { createContext } from '../server/start';

const BARE_PATH = '/bare';

export type ToTarget = { type: 'body'; body: string } | { type: 'cpu' } | { type: 'stop' };
export type FromTarget =
  { type: 'ready'; port: number } | { type: 'cpu'; micros: number; rssBytes: number };

function send(message: FromTarget) {
  process.send?.(message);
}

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

async function startApp(databaseUrl: string) {
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.resolve('bench/.data'),
  });
  const { ctx, handle } = await createContext(config);
  const app = await buildApp(ctx, { webRoot: path.resolve('bench/.data/no-web') });
  await app.listen({ host: '127.0.0.1', port });
  return {
    port,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

async function startBare(body: string) {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as { port: number }).port, close: () => app.close() };
}

const kind = process.argv[2];
let server: { port: number; close: () => Promise<void> } | null = null;

process.on('message', (message: ToTarget) => {
  void (async () => {
    if (message.type === 'body' && kind === 'bare' && !server) {
      server = await startBare(message.body);
      send({ type: 'ready', port: server.port });
    } else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system, rssBytes: process.memoryUsage().rss });
    } else if (message.type === 'stop') {
      await server?.close();
      process.disconnect?.();
      // A normal exit, so --cpu-prof (when the parent asked for it) writes its profile.
      process.exit(0);
    }
  })();
});
process.on('disconnect', () => process.exit(0));

if (kind === 'app') {
  server = await startApp(process.env.DATABASE_URL ?? '');
  send({ type: 'ready', port: server.port });
} else if (kind !== 'bare') {
  throw new Error(`feed-target: unknown kind ${kind}`);
}
