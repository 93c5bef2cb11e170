/**
 * Mixed load: 200 connections for 60 seconds of reads and writes at once against the real
 * app on loopback (demo data, the demo people signed in), reported per route class with p50
 * and p99, against a bare Fastify route under the same connections in the same run.
 *
 *   node --import tsx bench/mixed-load.bench.ts              SQLite (bench/.data/mixed-load.db, fresh)
 *   DATABASE_URL=postgres://... node --import tsx bench/mixed-load.bench.ts   (an empty database)
 *
 * Settings: BENCH_SECONDS (60), BENCH_CONNECTIONS (200). Any error, timeout or non-2xx reply
 * makes the run fail.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Request as AutocannonRequest, Result as AutocannonResult } from 'autocannon';
import { parseConfig } from '../server/config';
import { DEMO_PASSWORD, seedDemoData } from '../server/demo/seed-demo-data';
import { createContext } from '../server/start';
import type { Target } from './load';
import { startTarget } from './load';
import { signIn } from './local-session';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DATA_DIR = path.resolve('bench/.data');

interface RouteClass {
  name: string;
  /** This class's share of the connections. */
  share: number;
  /** Each connection goes round these requests in order. */
  requests: (people: SignedIn[]) => { cookie?: string; requests: AutocannonRequest[] }[];
}

interface SignedIn {
  cookie: string;
  userId: number;
}

interface ClassResult {
  name: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** One autocannon instance per group of connections, all started together, summed per class. */
async function runClasses(
  target: Target,
  classes: {
    name: string;
    groups: { connections: number; cookie?: string; requests: AutocannonRequest[] }[];
  }[],
): Promise<ClassResult[]> {
  return Promise.all(
    classes.map(async (routeClass) => {
      const latencies: number[] = [];
      const runs = await Promise.all(
        routeClass.groups.map(
          (group) =>
            new Promise<AutocannonResult>((resolve, reject) => {
              const instance = autocannon(
                {
                  url: `http://127.0.0.1:${target.port}`,
                  connections: group.connections,
                  duration: SECONDS,
                  timeout: 10,
                  headers: group.cookie ? { cookie: group.cookie } : {},
                  requests: group.requests,
                },
                (error, result) => (error ? reject(error) : resolve(result)),
              );
              instance.on('response', (_client, statusCode, _bytes, responseTime) => {
                if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
              });
            }),
        ),
      );
      latencies.sort((a, b) => a - b);
      const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
      return {
        name: routeClass.name,
        connections: routeClass.groups.reduce((sum, group) => sum + group.connections, 0),
        requests,
        perSecond: requests / SECONDS,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        failures: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
      };
    }),
  );
}

/** Splits `total` connections over `parts` groups, none empty. */
function spread(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) =>
    Math.max(1, Math.floor(total / parts) + (index < total % parts ? 1 : 0)),
  );
}

async function seed(databaseUrl: string) {
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR,
  });
  const { ctx, handle } = await createContext(config);
  try {
    await seedDemoData(ctx);
    const people = await ctx.db.selectFrom('users').select(['id', 'email']).execute();
    const posts = await ctx.db
      .selectFrom('posts')
      .select('id')
      .where('visibility', '=', 'public')
      .execute();
    return { people, postIds: posts.map((post) => post.id) };
  } finally {
    await handle.close();
  }
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const sqliteFile = path.join(DATA_DIR, 'mixed-load.db');
  const databaseUrl = process.env.DATABASE_URL || `sqlite://${sqliteFile}`;
  if (!process.env.DATABASE_URL) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  }
  const { people, postIds } = await seed(databaseUrl);
  const creatorIds = people.map((person) => person.id);

  const bare = await startTarget('bare', { body: JSON.stringify({ ok: true }) });
  const [bareResult] = await runClasses(bare, [
    {
      name: 'bare Fastify route (baseline)',
      groups: [{ connections: CONNECTIONS, requests: [{ method: 'GET', path: '/bare' }] }],
    },
  ]);
  await bare.stop();

  const app = await startTarget('app', { env: { DATABASE_URL: databaseUrl } });
  const base = `http://127.0.0.1:${app.port}`;
  const signedIn: SignedIn[] = [];
  for (const person of people) {
    signedIn.push(await signIn(base, { email: person.email, password: DEMO_PASSWORD }));
  }

  const post = (index: number) => postIds[index % postIds.length];
  const creator = (index: number) => creatorIds[index % creatorIds.length];
  const classes: RouteClass[] = [
    {
      name: 'feed, signed out',
      share: 0.3,
      requests: () => [{ requests: [{ method: 'GET', path: '/api/feed/posts' }] }],
    },
    {
      name: 'feed, signed in',
      share: 0.15,
      requests: (people) =>
        people.map(({ cookie }) => ({
          cookie,
          requests: [{ method: 'GET', path: '/api/feed/posts' }],
        })),
    },
    {
      name: 'profiles and storefronts',
      share: 0.2,
      requests: () => [
        {
          requests: creatorIds.flatMap((id) => [
            { method: 'GET', path: `/api/users/${id}/profile` },
            { method: 'GET', path: `/api/users/${id}/posts` },
            { method: 'GET', path: `/api/users/${id}/storefront-content` },
          ]),
        },
      ],
    },
    {
      name: 'a post and its comments',
      share: 0.15,
      requests: () => [
        {
          requests: postIds.flatMap((id) => [
            { method: 'GET', path: `/api/posts/${id}` },
            { method: 'GET', path: `/api/posts/${id}/comments` },
          ]),
        },
      ],
    },
    {
      name: 'writes: like, unlike, follow, unfollow',
      share: 0.2,
      requests: (people) =>
        people.map(({ cookie, userId }, index) => {
          const other = creator(index + 1) === userId ? creator(index + 2) : creator(index + 1);
          return {
            cookie,
            requests: [
              { method: 'POST', path: `/api/posts/${post(index)}/like` },
              { method: 'DELETE', path: `/api/posts/${post(index)}/like` },
              { method: 'POST', path: `/api/users/${other}/follow` },
              { method: 'DELETE', path: `/api/users/${other}/follow` },
            ],
          };
        }),
    },
  ];
  const plan = classes.map((routeClass) => {
    const groups = routeClass.requests(signedIn);
    const connections = spread(Math.round(CONNECTIONS * routeClass.share), groups.length);
    return {
      name: routeClass.name,
      groups: groups.map((group, index) => ({ ...group, connections: connections[index] })),
    };
  });
  const results = await runClasses(app, plan);
  await app.stop();

  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  const total = results.reduce((sum, result) => sum + result.requests, 0);
  const row = (result: ClassResult) =>
    `| ${result.name} | ${result.connections} | ${Math.round(result.perSecond)} | ${result.p50Ms.toFixed(1)} (${(result.p50Ms / bareResult.p50Ms).toFixed(1)}×) | ${result.p99Ms.toFixed(1)} (${(result.p99Ms / bareResult.p99Ms).toFixed(1)}×) | ${result.failures} |`;
  const report = [
    `# Mixed load: ${CONNECTIONS} connections for ${SECONDS} s`,
    '',
    `${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ${databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}`,
    '',
    'Latency in ms; in brackets, as a multiple of the bare route under the same connections.',
    '',
    '| route class | connections | requests/s | p50 | p99 | errors |',
    '|---|---|---|---|---|---|',
    row(bareResult),
    ...results.map(row),
    `| **all of the app** | ${CONNECTIONS} | ${Math.round(total / SECONDS)} | | | ${failures} |`,
    '',
  ].join('\n');
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.resolve(`bench/results/mixed-load-${stamp}.md`);
  writeFileSync(file, report);
  console.log(report);
  if (failures > 0) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
}

await main();
