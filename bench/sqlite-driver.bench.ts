/**
 * Micro-benchmark of the SQLite driver under Kysely: the feed query (`selectPostPage`, the
 * function the route runs) on the seeded database, through
 *
 *   1. Kysely's own SqliteDialect on a plain better-sqlite3 handle: the limit is a bound
 *      parameter, a statement is prepared per query;
 *   2. InlineLimitSqliteDialect (server/db/sqlite-dialect.ts) on a plain handle: integer limits
 *      written into the SQL, a statement prepared per query;
 *   3. the same, with prepared statements kept by SQL text (server/db/sqlite-statements.ts);
 *   4. for reference, the page's SQL on better-sqlite3 directly, prepared once (no Kysely).
 *
 * Every variant must return the same rows (same keys in the same order, same values); the run
 * checks that before timing. One thread, no HTTP. Variants are interleaved and rotated over
 * rounds; the figure is the median µs per page over all runs.
 *
 *   node --import tsx bench/sqlite-driver.bench.ts [file.db]    (default bench/.data/feed.db)
 *
 * Settings (environment): BENCH_ROUNDS (5), BENCH_RUNS (300 pages per variant and round).
 */
import { existsSync } from 'node:fs';
import type { Statement } from 'better-sqlite3';
import { SQLite } from '../server/db/sqlite-driver';
import type { CompiledQuery, Dialect, LogEvent } from 'kysely';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../server/db/schema';
import { InlineLimitSqliteDialect } from '../server/db/sqlite-dialect';
import { keepingStatements } from '../server/db/sqlite-statements';
import { selectPostPage } from '../server/features/posts/posts.queries';
import { feedDatabase } from './feed-database';
import { feedKeysAt, inspectionDatabase } from './feed-queries';
import type { PageSpec } from './feed-queries';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DEEP_POSITION = 900_000;
const PAGE_SIZE = 20;

function openHandle(file: string) {
  return new SQLite(file, { readonly: true, fileMustExist: true });
}

interface Variant {
  name: string;
  runPage(page: PageSpec): Promise<unknown[]> | unknown[];
  close(): Promise<void> | void;
}

function kyselyVariant(name: string, dialect: Dialect): Variant {
  const db = new Kysely<Database>({ dialect });
  return {
    name,
    runPage: (page) =>
      selectPostPage(db, 'sqlite', {
        viewer: { id: page.viewerId, now: NOW },
        limit: page.limit,
        cursor: page.cursor,
        skipHidden: true,
      }),
    close: () => db.destroy(),
  };
}

/** A fixed clock, so every variant compiles the same SQL with the same parameters. */
const NOW = new Date().toISOString();

/** Variant 4: the SQL each page compiles to, captured once, on a statement prepared once. */
async function rawVariant(file: string, pages: PageSpec[]): Promise<Variant> {
  let last: CompiledQuery | null = null;
  const capture = new Kysely<Database>({
    dialect: new InlineLimitSqliteDialect({ database: openHandle(file) }),
    log: (event: LogEvent) => {
      if (event.level === 'query') last = event.query;
    },
  });
  const handle = openHandle(file);
  const compiled = new Map<PageSpec, { statement: Statement; parameters: unknown[] }>();
  for (const page of pages) {
    await selectPostPage(capture, 'sqlite', {
      viewer: { id: page.viewerId, now: NOW },
      limit: page.limit,
      cursor: page.cursor,
      skipHidden: true,
    });
    const query = last as CompiledQuery | null;
    if (!query) throw new Error('the page query was not captured');
    compiled.set(page, {
      statement: handle.prepare(query.sql),
      parameters: [...query.parameters],
    });
  }
  await capture.destroy();
  return {
    name: 'better-sqlite3 alone, prepared once (no Kysely)',
    runPage: (page) => {
      const { statement, parameters } = compiled.get(page)!;
      return statement.all(parameters);
    },
    close: () => {
      handle.close();
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Rows as text with their keys in order: equal text, equal rows (values and key order). */
function fingerprint(rows: unknown[]): string {
  return JSON.stringify(rows.map((row) => Object.entries(row as Record<string, unknown>)));
}

async function main() {
  const database = feedDatabase();
  if (database.engine !== 'sqlite' || !database.file || !existsSync(database.file)) {
    throw new Error('needs the seeded SQLite feed database: npm run bench:feed seeds it');
  }
  const file = database.file;

  console.log(`Finding the deep page's cursor (the row at feed position ${DEEP_POSITION})...`);
  const inspection = inspectionDatabase(database);
  const deepKeys = await feedKeysAt(inspection, DEEP_POSITION);
  // A signed-in viewer: any user id gives the entitlement subqueries their work.
  const viewer = await inspection.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'fan')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await inspection.close();

  const pages: { label: string; page: PageSpec }[] = [
    { label: 'first page', page: { viewerId: null, cursor: null, limit: PAGE_SIZE } },
    { label: 'deep page', page: { viewerId: null, cursor: deepKeys, limit: PAGE_SIZE } },
    {
      label: 'first page, signed in',
      page: { viewerId: viewer.id, cursor: null, limit: PAGE_SIZE },
    },
  ];

  const variants: Variant[] = [
    kyselyVariant(
      "Kysely's SqliteDialect (limit bound as a parameter)",
      new SqliteDialect({ database: openHandle(file) }),
    ),
    kyselyVariant(
      'InlineLimitSqliteDialect (integer limit in the SQL)',
      new InlineLimitSqliteDialect({ database: openHandle(file) }),
    ),
    kyselyVariant(
      '+ statements kept by SQL text (keepingStatements)',
      new InlineLimitSqliteDialect({ database: keepingStatements(openHandle(file)) }),
    ),
    await rawVariant(
      file,
      pages.map(({ page }) => page),
    ),
  ];

  // Same rows from every variant, keys in the same order, before anything is timed.
  for (const { label, page } of pages) {
    const expected = fingerprint(await variants[0].runPage(page));
    for (const variant of variants.slice(1)) {
      if (fingerprint(await variant.runPage(page)) !== expected) {
        throw new Error(`${variant.name}: rows of the ${label} differ from Kysely's`);
      }
    }
  }
  console.log('All variants return identical rows (keys, order, values).\n');

  const timings = new Map<string, number[]>();
  const key = (variant: Variant, label: string) => `${variant.name}\u0000${label}`;
  for (let round = 0; round < ROUNDS; round++) {
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const variant of order) {
      for (const { label, page } of pages) {
        for (let i = 0; i < 30; i++) await variant.runPage(page); // warm-up
        const runs = timings.get(key(variant, label)) ?? [];
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now();
          await variant.runPage(page);
          runs.push((performance.now() - start) * 1000);
        }
        timings.set(key(variant, label), runs);
      }
    }
  }

  const base = (label: string) => median(timings.get(key(variants[0], label))!);
  const header = `| variant | ${pages.map((p) => `${p.label} µs`).join(' | ')} | ${pages.map((p) => `${p.label} vs 1`).join(' | ')} |`;
  const lines = [
    header,
    `|---|${pages.map(() => '---:|').join('')}${pages.map(() => '---:|').join('')}`,
  ];
  for (const variant of variants) {
    const micros = pages.map(({ label }) => median(timings.get(key(variant, label))!));
    const ratios = pages.map(({ label }, i) => (micros[i] / base(label)).toFixed(2));
    lines.push(
      `| ${variant.name} | ${micros.map((m) => m.toFixed(0)).join(' | ')} | ${ratios.join(' | ')} |`,
    );
  }
  console.log(
    `${database.label}: median µs per page (${PAGE_SIZE + 1} rows), ${ROUNDS} rounds × ${RUNS} pages per variant, rotated\n`,
  );
  console.log(lines.join('\n'));
  for (const variant of variants) await variant.close();
}

await main();
