import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The `database` Kysely's SqliteDialect is given: the better-sqlite3 handle behind a cache of
 * prepared statements, reading rows the fast way.
 *
 * Why: Kysely's SQLite driver calls `prepare(sql)` for every query, and better-sqlite3 then
 * builds each row as an object by setting its properties one by one. On the feed (21 rows of
 * 22 columns) those two were most of the database driver's 38% of the server's CPU. Kysely
 * compiles a query shape to the same SQL text every time (values are parameters), so a small
 * LRU by SQL text catches nearly every query; rows are read as arrays (`raw(true)`) and turned
 * into objects by a function generated once per statement from its columns: one object literal
 * of a fixed shape per row.
 *
 * Semantics kept: the same keys and values as better-sqlite3's default rows (column names
 * whose object would differ, a repeated name or `__proto__`, keep the default object rows);
 * statements that write are cached too, only their rows are untouched (they have none).
 *
 * Pragmas and anything else outside Kysely use the raw handle, not this wrapper. A schema
 * change run through Kysely (create, alter, drop: the migrations) empties the cache, since
 * SQLite re-prepares a statement whose tables changed and a `select *` may then have other
 * columns than its row builder. Assumed: the schema changes only through this connection (the
 * migrations run at start-up); another process altering tables under a running server is not
 * seen here.
 */
export function cachingSqliteDatabase(
  handle: BetterSqlite,
  options: { maxStatements?: number } = {},
): SqliteDatabase {
  const maxStatements = options.maxStatements ?? 500;
  const cache = new Map<string, CachedStatement>();

  return {
    prepare(sql: string): SqliteStatement {
      // One statement per SQL text is enough: Kysely's SQLite driver holds a mutex on its one
      // connection for each query and each stream, so a statement is never run twice at once.
      const hit = cache.get(sql);
      if (hit) {
        // Most recently used last: Map keeps insertion order, so the first key is the eldest.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = new CachedStatement(handle.prepare(sql));
      if (!statement.reader && SCHEMA_CHANGE.test(sql)) {
        // Kysely runs the statement right after preparing it, nothing in between: emptying
        // the cache now is emptying it after the change. DDL itself is not worth caching.
        cache.clear();
        return statement;
      }
      cache.set(sql, statement);
      if (cache.size > maxStatements) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close() {
      cache.clear();
      handle.close();
    },
  };
}

/** DDL (after any leading comments): cached statements may then have other columns. */
const SCHEMA_CHANGE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(create|alter|drop)\b/i;

type Row = Record<string, unknown>;
type RowBuilder = (values: unknown[]) => Row;
type Parameters = ReadonlyArray<unknown>;

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  /** Null: this statement keeps better-sqlite3's default object rows. */
  private readonly buildRow: RowBuilder | null = null;

  constructor(private readonly statement: Statement<unknown[], unknown>) {
    this.reader = statement.reader;
    if (this.reader) {
      this.buildRow = rowBuilder(statement.columns().map((column) => column.name));
      if (this.buildRow) statement.raw(true);
    }
  }

  all(parameters: Parameters): unknown[] {
    const rows = this.statement.all(parameters);
    const buildRow = this.buildRow;
    if (buildRow) for (let i = 0; i < rows.length; i++) rows[i] = buildRow(rows[i] as unknown[]);
    return rows;
  }

  run(parameters: Parameters) {
    return this.statement.run(parameters);
  }

  *iterate(parameters: Parameters): IterableIterator<unknown> {
    if (!this.buildRow) {
      yield* this.statement.iterate(parameters);
      return;
    }
    const buildRow = this.buildRow;
    for (const values of this.statement.iterate(parameters)) yield buildRow(values as unknown[]);
  }
}

/**
 * `(values) => ({ "id": values[0], "title": values[1], ... })` for these column names, or null
 * when an object literal would not give better-sqlite3's row: a repeated name (better-sqlite3
 * sets properties in order, so the last column of that name wins; those rows stay as they are)
 * or `__proto__` (a literal key would set the prototype).
 */
export function rowBuilder(names: readonly string[]): RowBuilder | null {
  if (names.length === 0 || new Set(names).size !== names.length) return null;
  if (names.includes('__proto__')) return null;
  // JSON.stringify makes each name a valid string literal, whatever characters it holds.
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as RowBuilder;
}
