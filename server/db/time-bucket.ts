import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from './connect';

export type Bucket = 'hour' | 'day';

/**
 * The bucket a timestamp falls in, as text: `YYYY-MM-DDTHH` for hours, `YYYY-MM-DD` for days
 * (UTC). The format is written into the SQL (no parameter), so the same expression can be
 * grouped on.
 */
export function bucketOf(dialect: Dialect, column: string, bucket: Bucket): RawBuilder<string> {
  if (dialect === 'postgres') {
    const format = bucket === 'hour' ? 'YYYY-MM-DD"T"HH24' : 'YYYY-MM-DD';
    return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(format)})`;
  }
  return sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(bucket === 'hour' ? 13 : 10)})`;
}
