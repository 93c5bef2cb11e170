import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SQLite } from './sqlite-driver';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { InlineLimitSqliteDialect } from './sqlite-dialect';
import { keepingStatements } from './sqlite-statements';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the schema this handle works in, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Both drivers hand back the same JavaScript values: timestamps as ISO strings, counts as numbers.
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function sqliteFile(url: string): string {
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return file === '' ? ':memory:' : file;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  maxConnections?: number;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', schema: options.searchPath, close: () => db.destroy() };
  }

  const file = sqliteFile(url);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Pragmas go through `sqlite` directly, never through Kysely. Prepared statements are kept
  // for reuse, and integer limits are written into the SQL so SQLite does not prepare a
  // statement again on each run (see both files).
  const db = new Kysely<Database>({
    dialect: new InlineLimitSqliteDialect({ database: keepingStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
