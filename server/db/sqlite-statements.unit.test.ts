import { SQLite, type SqliteDatabase } from './sqlite-driver';
import type { Generated } from 'kysely';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlineLimitSqliteDialect } from './sqlite-dialect';
import { keepingStatements } from './sqlite-statements';

interface Tables {
  tracks: { id: Generated<number>; title: string };
}

let handle: SqliteDatabase;
let prepare: ReturnType<typeof vi.spyOn>;
let db: Kysely<Tables>;

function connect(max?: number) {
  db = new Kysely<Tables>({
    dialect: new InlineLimitSqliteDialect({ database: keepingStatements(handle, max) }),
  });
}

beforeEach(async () => {
  handle = new SQLite(':memory:');
  handle.exec('create table tracks (id integer primary key, title text not null)');
  handle.exec(`insert into tracks (title) values ('Intro'), ('Paper Moon'), ('Outro')`);
  prepare = vi.spyOn(handle, 'prepare');
  connect();
});

afterEach(async () => {
  await db.destroy();
});

const titleOf = (id: number) =>
  db.selectFrom('tracks').select('title').where('id', '=', id).executeTakeFirst();

describe('keepingStatements', () => {
  it('prepares a query once and runs it again with other values', async () => {
    expect(await titleOf(1)).toEqual({ title: 'Intro' });
    expect(await titleOf(2)).toEqual({ title: 'Paper Moon' });
    expect(await titleOf(3)).toEqual({ title: 'Outro' });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('answers with the schema as it is now: SQLite prepares a kept statement again itself', async () => {
    const everything = () => db.selectFrom('tracks').selectAll().where('id', '=', 1).execute();
    expect(await everything()).toEqual([{ id: 1, title: 'Intro' }]);
    await sql`alter table tracks add column plays integer not null default 7`.execute(db);
    expect(await everything()).toEqual([{ id: 1, title: 'Intro', plays: 7 }]);
  });

  it('prepares a fresh statement while the kept one is being iterated', () => {
    // Kysely's connection lock never lets this happen through Kysely; the handle allows it.
    const database = keepingStatements(handle);
    const titles = 'select title from tracks order by id';
    const streaming = database.prepare(titles).iterate([]);
    expect(streaming.next().value).toEqual({ title: 'Intro' });
    expect(database.prepare(titles).all([])).toHaveLength(3);
    expect(streaming.next().value).toEqual({ title: 'Paper Moon' });
    streaming.return?.();
    expect(database.prepare(titles)).toBe(database.prepare(titles));
  });

  it('keeps the most recently used statements, up to its limit', async () => {
    await db.destroy();
    handle = new SQLite(':memory:');
    handle.exec('create table tracks (id integer primary key, title text not null)');
    prepare = vi.spyOn(handle, 'prepare');
    connect(2);
    const shapes = [
      () => db.selectFrom('tracks').select('id').execute(),
      () => db.selectFrom('tracks').select('title').execute(),
      () => db.selectFrom('tracks').selectAll().execute(),
    ];
    for (const run of shapes) await run();
    expect(prepare).toHaveBeenCalledTimes(3);
    await shapes[2](); // kept
    await shapes[0](); // the eldest, let go when the third came
    expect(prepare).toHaveBeenCalledTimes(4);
  });
});
