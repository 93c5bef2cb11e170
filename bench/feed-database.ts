import path from 'node:path';
import { isPostgresUrl } from '../server/db/connect';

/** The size the feed benchmark is specified at (the issue: 100k users, 1M posts). */
export const FEED_SCALE = { users: 100_000, posts: 1_000_000 } as const;

export const DEFAULT_FEED_DB = path.join('bench', '.data', 'feed.db');

export interface FeedDatabase {
  url: string;
  /** Printed instead of the URL, so a Postgres password never reaches the console. */
  label: string;
  engine: 'sqlite' | 'postgres';
  /** The SQLite file, when the engine is SQLite. */
  file: string | null;
}

/**
 * Which database the seed and the benchmark use: `DATABASE_URL=postgres://...` selects
 * PostgreSQL; otherwise a SQLite file, from the first argument or `bench/.data/feed.db`.
 */
export function feedDatabase(argv = process.argv.slice(2), env = process.env): FeedDatabase {
  const url = env.DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    const parsed = new URL(url);
    return {
      url,
      label: `postgres://${parsed.host}${parsed.pathname}`,
      engine: 'postgres',
      file: null,
    };
  }
  const positional = argv.find((arg) => !arg.startsWith('-'));
  const file = path.resolve(
    positional ?? (url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : DEFAULT_FEED_DB),
  );
  return {
    url: `sqlite:${file}`,
    label: path.relative(process.cwd(), file),
    engine: 'sqlite',
    file,
  };
}
