import { SQLite } from './sqlite-driver';
import type { Generated } from 'kysely';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InlineLimitSqliteDialect } from './sqlite-dialect';

interface Tables {
  tracks: { id: Generated<number>; title: string };
}

let db: Kysely<Tables>;

beforeEach(async () => {
  db = new Kysely<Tables>({
    dialect: new InlineLimitSqliteDialect({ database: new SQLite(':memory:') }),
  });
  await sql`create table tracks (id integer primary key, title text not null)`.execute(db);
  await db
    .insertInto('tracks')
    .values(['Intro', 'Paper Moon', 'Glass Houses', 'Outro'].map((title) => ({ title })))
    .execute();
});

afterEach(async () => {
  await db.destroy();
});

const titlesPage = (limit: number, offset: number) =>
  db.selectFrom('tracks').select('title').orderBy('id').limit(limit).offset(offset);

describe('InlineLimitSqliteDialect', () => {
  it('writes integer limits and offsets into the SQL, leaving other values as parameters', () => {
    const compiled = titlesPage(2, 1).where('title', '!=', 'Intro').compile();
    expect(compiled.sql).toBe(
      'select "title" from "tracks" where "title" != ? order by "id" limit 2 offset 1',
    );
    expect(compiled.parameters).toEqual(['Intro']);
  });

  it('keeps a limit that is not an integer value as a parameter or expression', () => {
    expect(
      db
        .selectFrom('tracks')
        .select('title')
        .limit(sql<number>`1 + 1`)
        .compile().sql,
    ).toBe('select "title" from "tracks" limit 1 + 1');
    expect(db.selectFrom('tracks').select('title').limit(1.5).compile()).toMatchObject({
      sql: 'select "title" from "tracks" limit ?',
      parameters: [1.5],
    });
  });

  it('returns the page the limit and offset ask for', async () => {
    expect(await titlesPage(2, 1).execute()).toEqual([
      { title: 'Paper Moon' },
      { title: 'Glass Houses' },
    ]);
    expect(await titlesPage(5, 3).execute()).toEqual([{ title: 'Outro' }]);
  });
});
