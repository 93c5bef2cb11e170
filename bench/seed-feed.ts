/**
 * Seeds the feed benchmark's database: 100,000 people and 1,000,000 posts with likes and
 * comments, through the real migrations, then bulk inserts (a raw better-sqlite3 handle or a
 * pg client; Kysely per row would take many minutes).
 *
 *   node --import tsx bench/seed-feed.ts [file.db]          SQLite (default bench/.data/feed.db)
 *   DATABASE_URL=postgres://... node --import tsx bench/seed-feed.ts
 *
 * The data is deterministic (seeded random), counters agree with the rows they count
 * (users.post_count, posts.like_count, posts.comment_count), and a database that already
 * holds the 1M posts is left alone.
 */
import { existsSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Statement } from 'better-sqlite3';
import { SQLite } from '../server/db/sqlite-driver';
import pg from 'pg';
import { connectDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { FeedDatabase } from './feed-database';
import { FEED_SCALE, feedDatabase } from './feed-database';
import {
  CONTENT_TYPES,
  LOCATIONS,
  SeededRandom,
  commentText,
  creatorBio,
  personName,
  postText,
  postTitle,
} from './feed-text';

const DAY_MS = 86_400_000;
/** A fixed end, so every run builds the same rows; two years of history before it. */
const SEED_END = Date.parse('2026-11-01T00:00:00.000Z');
const SEED_START = SEED_END - 730 * DAY_MS;
const POSTS_PER_BATCH = 25_000;
const PPV_PRICES = [99, 199, 299, 499, 799, 999, 1499, 1999, 2999, 4999];
const ROLES = ['fan', 'artist', 'creator', 'producer'] as const;
const FAN = 0;

type Cell = string | number | null;
type Row = Cell[];

interface Table {
  name: string;
  /** Column name and PostgreSQL type, in the order of each row's cells. */
  columns: readonly (readonly [string, string])[];
}

const USERS: Table = {
  name: 'users',
  columns: [
    ['id', 'integer'],
    ['email', 'text'],
    ['display_name', 'text'],
    ['google_user_data', 'text'],
    ['role', 'text'],
    ['is_verified', 'integer'],
    ['bio', 'text'],
    ['location', 'text'],
    ['website', 'text'],
    ['avatar_key', 'text'],
    ['status', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['last_login_at', 'timestamptz'],
    ['login_count', 'integer'],
    ['post_count', 'integer'],
  ],
};

const POSTS: Table = {
  name: 'posts',
  columns: [
    ['id', 'integer'],
    ['creator_id', 'integer'],
    ['title', 'text'],
    ['content', 'text'],
    ['visibility', 'text'],
    ['price_cents', 'integer'],
    ['content_type', 'text'],
    ['like_count', 'integer'],
    ['comment_count', 'integer'],
    ['share_count', 'integer'],
    ['view_count', 'integer'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
};

const POST_LIKES: Table = {
  name: 'post_likes',
  columns: [
    ['post_id', 'integer'],
    ['user_id', 'integer'],
    ['created_at', 'timestamptz'],
  ],
};

const COMMENTS: Table = {
  name: 'comments',
  columns: [
    ['post_id', 'integer'],
    ['author_id', 'integer'],
    ['content', 'text'],
    ['created_at', 'timestamptz'],
  ],
};

/** Where the rows go: one implementation per engine, each with its fastest bulk path. */
interface SeedSink {
  insert(batches: { table: Table; rows: Row[] }[]): Promise<void>;
  /** Runs after the last batch: sequences, statistics, checkpoints. */
  finish(): Promise<void>;
  /** users whose post_count differs from their posts (0 when consistent). */
  countInconsistentUsers(): Promise<number>;
  close(): Promise<void>;
}

function sqliteSink(file: string): SeedSink {
  const sqlite = new SQLite(file);
  // Safe only because a failed seed is thrown away and redone: the file is a benchmark fixture.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -524288');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('foreign_keys = ON');
  const statements = new Map<string, Statement>();
  const statementFor = (table: Table) => {
    let statement = statements.get(table.name);
    if (!statement) {
      const columns = table.columns.map(([name]) => name);
      statement = sqlite.prepare(
        `insert into ${table.name} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      statements.set(table.name, statement);
    }
    return statement;
  };
  const insertAll = sqlite.transaction((batches: { table: Table; rows: Row[] }[]) => {
    for (const { table, rows } of batches) {
      const statement = statementFor(table);
      for (const row of rows) statement.run(row);
    }
  });
  return {
    insert: async (batches) => void insertAll(batches),
    finish: async () => void sqlite.pragma('wal_checkpoint(TRUNCATE)'),
    countInconsistentUsers: async () =>
      (
        sqlite
          .prepare(
            `select count(*) as n from users
             where post_count <> (select count(*) from posts where posts.creator_id = users.id)`,
          )
          .get() as { n: number }
      ).n,
    close: async () => void sqlite.close(),
  };
}

async function postgresSink(url: string): Promise<SeedSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  // One statement per table and batch: each column travels as one array parameter.
  const insertRows = (table: Table, rows: Row[]) => {
    const columns = table.columns.map(([name]) => name).join(', ');
    const arrays = table.columns.map((_, index) => rows.map((row) => row[index]));
    const unnest = table.columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
    return client.query(
      `insert into ${table.name} (${columns}) select * from unnest(${unnest})`,
      arrays,
    );
  };
  return {
    insert: async (batches) => {
      await client.query('begin');
      try {
        for (const { table, rows } of batches) {
          for (let start = 0; start < rows.length; start += 5_000) {
            await insertRows(table, rows.slice(start, start + 5_000));
          }
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    finish: async () => {
      // Explicit ids were inserted; move the identity sequences past them.
      for (const table of ['users', 'posts', 'comments']) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      // What autovacuum would do on its own soon after a load this size.
      await client.query('vacuum analyze');
    },
    countInconsistentUsers: async () => {
      const result = await client.query<{ n: number }>(
        `select count(*)::int as n from users
         where post_count <> (select count(*) from posts where posts.creator_id = users.id)`,
      );
      return result.rows[0].n;
    },
    close: () => client.end(),
  };
}

const iso = (time: number) => new Date(time).toISOString();

/** Who exists: ids in sign-up order, roles, and which creators post how much. */
function planPeople(random: SeededRandom) {
  const count = FEED_SCALE.users;
  const joinedAt = new Float64Array(count);
  for (let i = 0; i < count; i++)
    joinedAt[i] = SEED_START + random.next() * (SEED_END - SEED_START);
  joinedAt.sort();
  const role = new Uint8Array(count);
  const suspended = new Uint8Array(count);
  // Most posting comes from a few creators: activity is log-normal.
  const activity = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const draw = random.next();
    role[i] = draw < 0.1 ? 1 : draw < 0.15 ? 2 : draw < 0.2 ? 3 : FAN;
    suspended[i] = random.chance(0.003) ? 1 : 0;
    if (role[i] !== FAN) activity[i] = Math.exp(1.2 * random.gauss());
  }
  return { count, joinedAt, role, suspended, activity };
}

type People = ReturnType<typeof planPeople>;

/** When each post was written and by whom, in time order (ids follow time, as they would). */
function planPosts(random: SeededRandom, people: People) {
  const creators = [...people.role.keys()].filter((i) => people.role[i] !== FAN);
  const cumulative = new Float64Array(creators.length);
  let total = 0;
  creators.forEach((person, index) => {
    total += people.activity[person];
    cumulative[index] = total;
  });
  const pickCreator = () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return creators[low];
  };

  const count = FEED_SCALE.posts;
  const author = new Int32Array(count);
  const writtenAt = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const person = pickCreator();
    const joined = people.joinedAt[person];
    author[i] = person;
    writtenAt[i] = Math.floor(joined + random.next() * (SEED_END - joined));
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => writtenAt[a] - writtenAt[b] || a - b);
  const postCount = new Int32Array(people.count);
  for (let i = 0; i < count; i++) postCount[author[i]] += 1;
  return { count, author, writtenAt, order, postCount };
}

function userRows(random: SeededRandom, people: People, postCount: Int32Array): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < people.count; i++) {
    const id = i + 1;
    const creator = people.role[i] !== FAN;
    const name = personName(random, creator);
    const joined = people.joinedAt[i];
    const fromGoogle = random.chance(0.08);
    const googleUserData = fromGoogle
      ? JSON.stringify({
          name: `${name.first} ${name.last}`,
          given_name: name.first,
          picture: `https://lh3.googleusercontent.com/a/bench-${id.toString(36)}=s96-c`,
        })
      : null;
    // A few people never set a name: the feed falls back to the provider's name or the e-mail.
    const displayName = random.chance(fromGoogle ? 0.5 : 0.04) ? null : name.display;
    const updated = joined + random.next() * (SEED_END - joined);
    const lastLogin = random.chance(0.9)
      ? iso(updated + random.next() * (SEED_END - updated))
      : null;
    rows.push([
      id,
      `${name.first}.${name.last}.${id}@example.com`.toLowerCase(),
      displayName,
      googleUserData,
      ROLES[people.role[i]],
      creator && random.chance(0.12) ? 1 : 0,
      creator && random.chance(0.7) ? creatorBio(random) : null,
      random.chance(creator ? 0.6 : 0.2) ? random.pick(LOCATIONS) : null,
      creator && random.chance(0.3) ? `https://${name.last.toLowerCase()}${id}.example` : null,
      random.chance(creator ? 0.55 : 0.15) ? `avatars/${id}.webp` : null,
      people.suspended[i] ? 'suspended' : 'active',
      iso(joined),
      iso(updated),
      lastLogin,
      lastLogin ? random.int(1, 400) : 0,
      postCount[i],
    ]);
  }
  return rows;
}

/** Distinct people for the likes of one post (never the author). */
function likers(random: SeededRandom, count: number, author: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const person = random.int(0, FEED_SCALE.users - 1);
    if (person !== author) chosen.add(person + 1);
  }
  return [...chosen];
}

/** The rows of posts [from, to) in time order, with their likes and comments. */
function postBatch(
  random: SeededRandom,
  people: People,
  plan: ReturnType<typeof planPosts>,
  from: number,
  to: number,
) {
  const posts: Row[] = [];
  const likes: Row[] = [];
  const comments: Row[] = [];
  for (let rank = from; rank < to; rank++) {
    const index = plan.order[rank];
    const id = rank + 1;
    const author = plan.author[index];
    const written = plan.writtenAt[index];
    const draw = random.next();
    const visibility = draw < 0.7 ? 'public' : draw < 0.9 ? 'subscribers' : 'ppv';
    const reach = Math.sqrt(people.activity[author]) * Math.exp(2.6 + 1.1 * random.gauss());
    const views = Math.max(0, Math.round(reach));
    const likeCount = Math.min(250, Math.round(views * random.next() * 0.05));
    const commentCount = Math.round(likeCount * random.next() * 0.35);
    const soon = (span: number) =>
      iso(written + random.next() * Math.min(span, SEED_END - written));
    posts.push([
      id,
      author + 1,
      random.chance(0.6) ? postTitle(random) : null,
      postText(random, 80, 600),
      visibility,
      visibility === 'ppv' ? random.pick(PPV_PRICES) : 0,
      random.chance(0.5) ? random.pick(CONTENT_TYPES) : null,
      likeCount,
      commentCount,
      Math.round(views * random.next() * 0.02),
      views,
      iso(written),
      random.chance(0.08) ? soon(30 * DAY_MS) : iso(written),
    ]);
    for (const person of likers(random, likeCount, author)) {
      likes.push([id, person, soon(14 * DAY_MS)]);
    }
    for (let c = 0; c < commentCount; c++) {
      comments.push([id, random.int(1, FEED_SCALE.users), commentText(random), soon(14 * DAY_MS)]);
    }
  }
  return { posts, likes, comments };
}

/** How many posts the database holds, or null when it has no schema yet. */
async function existingPosts(database: FeedDatabase): Promise<number | null> {
  if (database.engine === 'sqlite') {
    if (!database.file || !existsSync(database.file)) return null;
    const sqlite = new SQLite(database.file, { readonly: true });
    try {
      const table = sqlite
        .prepare(`select 1 from sqlite_master where type = 'table' and name = 'posts'`)
        .get();
      if (!table) return null;
      return (sqlite.prepare('select count(*) as n from posts').get() as { n: number }).n;
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const table = await client.query(`select to_regclass('posts') as posts`);
    if (!table.rows[0].posts) return null;
    const result = await client.query<{ n: number }>('select count(*)::int as n from posts');
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}

function removeSqliteFiles(file: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

export async function seedFeed(database: FeedDatabase): Promise<'seeded' | 'already seeded'> {
  const startedAt = performance.now();
  let lap = startedAt;
  const timing = (label: string) => {
    const now = performance.now();
    console.log(`  ${label.padEnd(34)} ${((now - lap) / 1000).toFixed(1).padStart(6)} s`);
    lap = now;
  };

  const found = await existingPosts(database);
  if (found === FEED_SCALE.posts) {
    console.log(
      `${database.label} already holds ${found.toLocaleString('en-US')} posts; not seeding again.`,
    );
    return 'already seeded';
  }
  if (found !== null && found > 0) {
    if (database.engine === 'postgres') {
      throw new Error(
        `${database.label} holds ${found} posts, not ${FEED_SCALE.posts}: seed into an empty database.`,
      );
    }
    console.log(`${database.label} holds an incomplete seed (${found} posts); starting over.`);
  }
  if (database.file) removeSqliteFiles(database.file);

  console.log(`Seeding ${database.label} (${database.engine}):`);
  const handle = connectDatabase(database.url);
  await migrateToLatest(handle);
  await handle.close();
  timing('migrations');

  const random = new SeededRandom(20261122);
  const people = planPeople(random);
  const plan = planPosts(random, people);
  timing('plan (who posts when)');

  const sink = database.file ? sqliteSink(database.file) : await postgresSink(database.url);
  try {
    await sink.insert([{ table: USERS, rows: userRows(random, people, plan.postCount) }]);
    timing(`${FEED_SCALE.users.toLocaleString('en-US')} users`);

    let likeTotal = 0;
    let commentTotal = 0;
    for (let from = 0; from < plan.count; from += POSTS_PER_BATCH) {
      const batch = postBatch(
        random,
        people,
        plan,
        from,
        Math.min(plan.count, from + POSTS_PER_BATCH),
      );
      likeTotal += batch.likes.length;
      commentTotal += batch.comments.length;
      await sink.insert([
        { table: POSTS, rows: batch.posts },
        { table: POST_LIKES, rows: batch.likes },
        { table: COMMENTS, rows: batch.comments },
      ]);
    }
    const count = (n: number) => n.toLocaleString('en-US');
    timing(
      `${count(plan.count)} posts, ${count(likeTotal)} likes, ${count(commentTotal)} comments`,
    );

    await sink.finish();
    timing(database.engine === 'sqlite' ? 'checkpoint' : 'sequences, vacuum analyze');

    const inconsistent = await sink.countInconsistentUsers();
    if (inconsistent > 0) throw new Error(`${inconsistent} users have a wrong post_count`);
    timing('check users.post_count');
  } finally {
    await sink.close();
  }
  console.log(
    `  ${'total'.padEnd(34)} ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`,
  );
  return 'seeded';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await seedFeed(feedDatabase());
}
