import SQLite from 'better-sqlite3';
import type { Generated } from 'kysely';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryTemplates } from './query-template';
import { InlineLimitSqliteDialect } from './sqlite-dialect';

interface Tables {
  tracks: { id: Generated<number>; artist: string; title: string; plays: number };
}

let db: Kysely<Tables>;

beforeEach(async () => {
  db = new Kysely<Tables>({
    dialect: new InlineLimitSqliteDialect({ database: new SQLite(':memory:') }),
  });
  await sql`create table tracks (id integer primary key, artist text not null, title text not null, plays integer not null)`.execute(
    db,
  );
  await db
    .insertInto('tracks')
    .values([
      { artist: 'Maya', title: 'Paper Moon', plays: 40 },
      { artist: 'Maya', title: 'Glass Houses', plays: 12 },
      { artist: 'Dex', title: 'Night Bus', plays: 40 },
      { artist: 'Maya', title: 'Outro', plays: 3 },
    ])
    .execute();
});

afterEach(async () => {
  await db.destroy();
});

interface Shape {
  byArtist: boolean;
  limit: number;
}

function trackTemplates() {
  const build = vi.fn(
    (
      kysely: Kysely<Tables>,
      _dialect: string,
      shape: Shape,
      values: { artist: string; minPlays: number },
    ) => {
      let query = kysely
        .selectFrom('tracks')
        .select('title')
        .where('plays', '>=', values.minPlays)
        // The same value twice, and a fixed value the template keeps.
        .where(sql<boolean>`${values.minPlays} >= 0 and title != ${'Interlude'}`);
      if (shape.byArtist) query = query.where('artist', '=', values.artist);
      return query.orderBy('id').limit(shape.limit);
    },
  );
  return { build, templates: new QueryTemplates((shape: Shape) => JSON.stringify(shape), build) };
}

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('QueryTemplates', () => {
  it('runs each shape with the values of each call', async () => {
    const { templates } = trackTemplates();
    const byMaya = { byArtist: true, limit: 10 };
    expect(
      titles(await templates.execute(db, 'sqlite', byMaya, { artist: 'Maya', minPlays: 10 })),
    ).toEqual(['Paper Moon', 'Glass Houses']);
    expect(
      titles(await templates.execute(db, 'sqlite', byMaya, { artist: 'Dex', minPlays: 0 })),
    ).toEqual(['Night Bus']);
    expect(
      titles(
        await templates.execute(
          db,
          'sqlite',
          { byArtist: false, limit: 2 },
          { artist: '', minPlays: 20 },
        ),
      ),
    ).toEqual(['Paper Moon', 'Night Bus']);
  });

  it('builds and compiles a shape once, and again for another shape or dialect', async () => {
    const { build, templates } = trackTemplates();
    const values = { artist: 'Maya', minPlays: 0 };
    await templates.execute(db, 'sqlite', { byArtist: true, limit: 5 }, values);
    await templates.execute(db, 'sqlite', { byArtist: true, limit: 5 }, { ...values, minPlays: 9 });
    expect(build).toHaveBeenCalledTimes(1);
    await templates.execute(db, 'sqlite', { byArtist: true, limit: 6 }, values);
    await templates.execute(db, 'postgres', { byArtist: true, limit: 5 }, values);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('runs inside a transaction', async () => {
    const { templates } = trackTemplates();
    const rows = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tracks')
        .values({ artist: 'Dex', title: 'Last Train', plays: 90 })
        .execute();
      return templates.execute(
        trx,
        'sqlite',
        { byArtist: true, limit: 5 },
        {
          artist: 'Dex',
          minPlays: 50,
        },
      );
    });
    expect(titles(rows)).toEqual(['Last Train']);
  });
});
