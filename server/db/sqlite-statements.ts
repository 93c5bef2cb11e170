import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * The better-sqlite3 handle as Kysely's SQLite dialect is given it, keeping the most recently
 * used prepared statements by their SQL text.
 *
 * Why: Kysely's SQLite driver calls `prepare(sql)` for every query it runs, and preparing the
 * feed's query costs about a third of running it (bench/sqlite-driver.bench.ts). Kysely sends
 * values as parameters, so a query of the same shape is the same SQL text.
 *
 * Nothing watches the schema: SQLite prepares a kept statement again by itself when the schema
 * changed since (a migration), rows included. A statement being iterated (`iterate()`, which
 * Kysely's `stream()` uses) is busy until the iteration ends: the same SQL meanwhile gets a
 * fresh statement, not kept.
 */
export function keepingStatements(handle: BetterSqlite, max = 200): SqliteDatabase {
  const statements = new LRUCache<string, Statement>({ max });
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = handle.prepare(sql);
      if (!kept) statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      handle.close();
    },
  };
}
