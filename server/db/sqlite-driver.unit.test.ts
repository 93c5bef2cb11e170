import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SQLite } from './sqlite-driver';

const require = createRequire(import.meta.url);
const hasNodeApi10 = Number(process.versions.napi) >= 10;

describe('the SQLite driver', () => {
  it.runIf(hasNodeApi10)(
    'is better-sqlite3 13 where Node-API 10 exists (12 aborts on Node 24)',
    () => {
      expect(SQLite).toBe(require('better-sqlite3-napi'));
    },
  );

  it.runIf(!hasNodeApi10)('is better-sqlite3 12 where Node-API 10 is missing (Node 20)', () => {
    expect(SQLite).toBe(require('better-sqlite3'));
  });

  it('opens a database and runs statements', () => {
    const database = new SQLite(':memory:');
    database.exec('create table note (body text)');
    database.prepare('insert into note values (?)').run('hello');
    expect(database.prepare('select body from note').get()).toEqual({ body: 'hello' });
    database.close();
  });
});
