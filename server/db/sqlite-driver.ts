import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/*
 * Why two majors of better-sqlite3: 12.x wraps its objects in the raw node::ObjectWrap, whose
 * destructor on Node 24 asserts a live environment and aborts the process when a statement is
 * collected at shutdown or in a worker's teardown. 13.x is built on Node-API 10 and fixes that,
 * but Node 20 lacks Node-API 10 (it segfaults there). package.json installs 13.x as an optional
 * dependency under the name better-sqlite3-napi, which npm skips on Node 20 by its engines
 * field; here the newer one is taken whenever the running Node offers Node-API 10.
 */
const require = createRequire(import.meta.url);

function loadDriver(): typeof BetterSqlite3 {
  if (Number(process.versions.napi) >= 10) {
    try {
      return require('better-sqlite3-napi') as typeof BetterSqlite3;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  return require('better-sqlite3') as typeof BetterSqlite3;
}

/** The better-sqlite3 Database class that runs on this Node. */
export const SQLite = loadDriver();
export type SqliteDatabase = BetterSqlite3.Database;
