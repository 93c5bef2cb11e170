import SQLite from 'better-sqlite3';
import type { Generated } from 'kysely';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingSqliteDatabase } from './sqlite-statement-cache';

interface Tables {
  tracks: { id: Generated<number>; title: string; plays: Generated<number> };
}

let raw: SQLite.Database;
let db: Kysely<Tables>;

function open() {
  raw = new SQLite(':memory:');
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cachingSqliteDatabase(raw) }) });
  raw.exec(
    'create table tracks (id integer primary key, title text not null, plays integer not null default 0)',
  );
}

afterEach(async () => {
  await db.destroy();
});

describe('cachingSqliteDatabase', () => {
  it('returns the same rows as better-sqlite3, statement after statement', async () => {
    open();
    await db
      .insertInto('tracks')
      .values([{ title: 'Paper Moon' }, { title: 'Glass Houses' }])
      .execute();
    for (let round = 0; round < 3; round += 1) {
      const rows = await db.selectFrom('tracks').selectAll().orderBy('id').execute();
      expect(rows).toEqual(raw.prepare('select * from tracks order by id').all());
    }
  });

  it('keeps returning values and the same value for a repeated column name', async () => {
    open();
    const inserted = await db
      .insertInto('tracks')
      .values({ title: 'Night Swim', plays: 3 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 1, title: 'Night Swim', plays: 3 });
    const { rows } = await sql<{
      title: string;
    }>`select title, 'shadow' as title from tracks`.execute(db);
    expect(rows).toEqual(raw.prepare(`select title, 'shadow' as title from tracks`).all());
  });

  it('sees schema changes made through Kysely', async () => {
    open();
    await db.insertInto('tracks').values({ title: 'Demo' }).execute();
    const before = await sql`select * from tracks`.execute(db);
    expect(Object.keys(before.rows[0] as object)).toEqual(['id', 'title', 'plays']);
    await sql`alter table tracks add column mood text`.execute(db);
    const after = await sql`select * from tracks`.execute(db);
    expect(Object.keys(after.rows[0] as object)).toEqual(['id', 'title', 'plays', 'mood']);
  });

  it('rolls a failed transaction back', async () => {
    open();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('tracks').values({ title: 'Lost take' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.selectFrom('tracks').selectAll().execute()).toEqual([]);
  });
});
