/**
 * The feed's SQL seen from inside: the query plan of the exact statement the server runs
 * (captured from Kysely, not retyped), and how long each step of a page takes in one
 * thread: the query, the presenter, the response serializer.
 */
import { SQLite } from '../server/db/sqlite-driver';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { InlineLimitSqliteDialect } from '../server/db/sqlite-dialect';
import { keepingStatements } from '../server/db/sqlite-statements';
import { PostsReply } from '../contract/posts';
import type { Database } from '../server/db/schema';
import { presentPost } from '../server/features/posts/posts.presenter';
import { selectPostPage } from '../server/features/posts/posts.queries';
import type { PostListRow } from '../server/features/posts/posts.queries';
import { encodeCursor, pageOf } from '../server/platform/http/cursor';
import type { FeedDatabase } from './feed-database';

export interface PageSpec {
  viewerId: number | null;
  cursor: readonly [string, number] | null;
  limit: number;
}

export interface PlanReport {
  sql: string;
  plan: string;
  /** The feed index serves the ORDER BY: no temporary sort, no scan of the whole table. */
  usesFeedIndex: boolean;
}

export interface StepTimings {
  /** Medians in microseconds. */
  queryMicros: number;
  /** SQLite only: the same SQL on better-sqlite3 directly, one prepared statement. */
  rawPreparedOnceMicros: number | null;
  presentMicros: number;
  /** What every reply goes through, in production as in tests (zod `safeEncode` + `JSON.stringify`). */
  serializeMicros: number;
  jsonStringifyMicros: number;
  rows: number;
}

/** A Kysely of its own on the benchmark database, recording the SQL each query compiles to. */
export function inspectionDatabase(database: FeedDatabase) {
  let last: CompiledQuery | null = null;
  const log = (event: LogEvent) => {
    if (event.level === 'query') last = event.query;
  };
  const sqlite =
    database.engine === 'sqlite'
      ? new SQLite(database.file ?? '', { readonly: true, fileMustExist: true })
      : null;
  const db = sqlite
    ? // As the server has it (server/db/connect.ts): statements kept, integer limits in the SQL.
      new Kysely<Database>({
        dialect: new InlineLimitSqliteDialect({ database: keepingStatements(sqlite) }),
        log,
      })
    : new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: database.url, max: 1 }),
        }),
        log,
      });
  return {
    db,
    sqlite,
    engine: database.engine,
    lastQuery: () => last,
    close: () => db.destroy(),
  };
}

type Inspection = ReturnType<typeof inspectionDatabase>;

/** The (created_at, id) keys of the row at `position` (0-based) in feed order. */
export async function feedKeysAt(
  inspection: Inspection,
  position: number,
): Promise<[string, number]> {
  const row = await inspection.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.creator_id')
    .select(['posts.created_at', 'posts.id'])
    .where('users.status', '=', 'active')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(1)
    .offset(position)
    .executeTakeFirstOrThrow();
  return [row.created_at, row.id];
}

/** The cursor the server would hand out for the row at `position`. */
export async function feedCursorAt(inspection: Inspection, position: number) {
  const keys = await feedKeysAt(inspection, position);
  return { keys, cursor: encodeCursor(keys) };
}

function selectPage(inspection: Inspection, page: PageSpec) {
  return selectPostPage(inspection.db, inspection.engine, {
    viewer: { id: page.viewerId, now: new Date().toISOString() },
    limit: page.limit,
    cursor: page.cursor,
    skipHidden: true,
  });
}

export async function explainPage(inspection: Inspection, page: PageSpec): Promise<PlanReport> {
  await selectPage(inspection, page);
  const query = inspection.lastQuery();
  if (!query) throw new Error('the page query was not captured');
  if (inspection.engine === 'sqlite') {
    const result = await inspection.db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const depth = new Map<number, number>([[0, -1]]);
    const lines = result.rows.map((row) => {
      const level = (depth.get(row.parent) ?? -1) + 1;
      depth.set(row.id, level);
      return `${'   '.repeat(level)}${row.detail}`;
    });
    const plan = lines.join('\n');
    return {
      sql: query.sql,
      plan,
      usesFeedIndex:
        /posts USING (COVERING )?INDEX posts_feed_idx/.test(plan) && !/TEMP B-TREE/.test(plan),
    };
  }
  const result = await inspection.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers, costs off) ${query.sql}`, [...query.parameters]),
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  return {
    sql: query.sql,
    plan,
    usesFeedIndex:
      /posts_feed_idx/.test(plan) && !/\bSort\b/.test(plan) && !/Seq Scan on posts/.test(plan),
  };
}

/** Runs `step` until `maxRuns` or `maxMs`, whichever comes first; the median run in µs. */
async function medianMicros(step: () => unknown, maxRuns = 400, maxMs = 2_000): Promise<number> {
  const runs: number[] = [];
  const deadline = performance.now() + maxMs;
  while (runs.length < maxRuns && performance.now() < deadline) {
    const start = performance.now();
    await step();
    runs.push((performance.now() - start) * 1000);
  }
  runs.sort((a, b) => a - b);
  return runs[runs.length >> 1];
}

/** Each step of one feed page, alone, in this thread (no HTTP, no concurrency). */
export async function timePageSteps(inspection: Inspection, page: PageSpec): Promise<StepTimings> {
  const rows: PostListRow[] = await selectPage(inspection, page);
  const query = inspection.lastQuery();
  const { page: pageRows, nextCursor } = pageOf(rows, page.limit, (row) => [
    row.created_at,
    row.id,
  ]);
  const present = () => pageRows.map((row) => presentPost(row, null));
  const reply = { posts: present(), nextCursor };
  const routeSchema = {
    schema: PostsReply,
    method: 'GET',
    url: '/api/feed/posts',
  } as Parameters<typeof serializerCompiler>[0];
  const serialize = serializerCompiler(routeSchema);
  // Warm the JIT on each step before timing it.
  for (let i = 0; i < 50; i++) {
    serialize(reply);
    JSON.stringify(reply);
    present();
  }
  const raw = inspection.sqlite;
  let rawPreparedOnceMicros: number | null = null;
  if (raw && query) {
    const parameters = [...query.parameters];
    const statement = raw.prepare(query.sql);
    rawPreparedOnceMicros = await medianMicros(() => statement.all(parameters));
  }
  return {
    queryMicros: await medianMicros(() => selectPage(inspection, page)),
    rawPreparedOnceMicros,
    presentMicros: await medianMicros(present),
    serializeMicros: await medianMicros(() => serialize(reply)),
    jsonStringifyMicros: await medianMicros(() => JSON.stringify(reply)),
    rows: pageRows.length,
  };
}
