/**
 * What the admin export reads, table by table: only the columns listed here (an allowlist,
 * checked against the schema's types), a batch at a time in keyset order, so an export of any
 * size holds one batch in memory. Password hashes, sign-in subjects, session, reset and
 * invitation tokens, OAuth tokens, provider references and secrets, webhook secrets and push
 * keys live in columns and tables that are simply not listed.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../../db/connect';
import { rowAfter } from '../../../db/keyset';
import type { Database } from '../../../db/schema';
import type { Range } from '../admin.queries';

type ColumnOf<Name extends keyof Database> = keyof Database[Name] & string;

export interface ExportTable<Name extends keyof Database = keyof Database> {
  /** The table, and the section of the file its rows go in. */
  name: Name;
  columns: readonly ColumnOf<Name>[];
  /** The time that puts a row in the range (listed in `columns` too). */
  timeColumn: ColumnOf<Name>;
  /**
   * `time`: walked in (time, id) order on an index of those columns, so a short range reads
   * only its rows. `id`: walked by primary key and filtered, for small tables with no index on
   * their time.
   */
  walk: 'time' | 'id';
}

function table<Name extends keyof Database>(spec: ExportTable<Name>): ExportTable {
  return spec as unknown as ExportTable;
}

export const exportTables = {
  users: table({
    name: 'users',
    columns: [
      'id',
      'email',
      'display_name',
      'role',
      'status',
      'is_verified',
      'bio',
      'location',
      'website',
      'created_at',
      'updated_at',
      'last_login_at',
      'login_count',
      'post_count',
      'follower_count',
      'following_count',
    ],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  posts: table({
    name: 'posts',
    columns: [
      'id',
      'creator_id',
      'title',
      'content',
      'visibility',
      'price_cents',
      'content_type',
      'like_count',
      'comment_count',
      'share_count',
      'view_count',
      'created_at',
      'updated_at',
      'hidden_at',
    ],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  comments: table({
    name: 'comments',
    columns: ['id', 'post_id', 'author_id', 'content', 'created_at'],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  generations: table({
    name: 'generations',
    columns: [
      'id',
      'user_id',
      'content_type',
      'prompt',
      'content',
      'engine',
      'is_flagged',
      'created_at',
      'saved_at',
    ],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  payments: table({
    name: 'payments',
    columns: [
      'id',
      'payer_id',
      'payee_id',
      'kind',
      'reference_id',
      'description',
      'amount_cents',
      'currency',
      'provider',
      'test_mode',
      'refund_of',
      'created_at',
    ],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  feature_access_log: table({
    name: 'feature_access_log',
    columns: ['id', 'user_id', 'feature_name', 'access_type', 'is_premium_feature', 'created_at'],
    timeColumn: 'created_at',
    walk: 'time',
  }),
  pro_subscriptions: table({
    name: 'pro_subscriptions',
    columns: [
      'id',
      'user_id',
      'plan',
      'status',
      'current_period_start',
      'current_period_end',
      'created_at',
      'canceled_at',
    ],
    timeColumn: 'created_at',
    walk: 'id',
  }),
  tier_subscriptions: table({
    name: 'tier_subscriptions',
    columns: [
      'id',
      'subscriber_id',
      'creator_id',
      'tier_id',
      'price_cents',
      'status',
      'started_at',
      'current_period_end',
      'canceled_at',
    ],
    timeColumn: 'started_at',
    walk: 'id',
  }),
} as const;

export type ExportRow = Record<string, string | number | null>;

/** Any table, typed loosely: the specs above were checked against the schema when declared. */
type LooseDatabase = Record<string, Record<string, string | number | null>>;

/** Where the previous batch ended: its last row's time and id. */
export interface ExportCursor {
  time: string;
  id: number;
}

/** The next `limit` rows of `spec` in the range after `after`, in walk order. */
export function selectExportBatch(
  db: Kysely<Database>,
  dialect: Dialect,
  spec: ExportTable,
  range: Range,
  after: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  const loose = db as unknown as Kysely<LooseDatabase>;
  const time = spec.timeColumn;
  // Walking by time, the batch starts at the last row's time: a plain lower bound on the
  // indexed column, so the engine seeks there (SQLite does not seek on the row value alone
  // and would scan from the range's start each time, making the walk quadratic).
  const start = spec.walk === 'time' && after ? after.time : range.from;
  let query = loose
    .selectFrom(spec.name as string)
    .select([...spec.columns])
    .where(sql.ref<string>(time), '>=', start)
    .where(sql.ref<string>(time), '<', range.to);
  if (spec.walk === 'time') {
    if (after) {
      query = query.where(() =>
        rowAfter(dialect, sql.ref<string>(time), sql.ref<number>('id'), [after.time, after.id]),
      );
    }
    query = query.orderBy(time).orderBy('id');
  } else {
    if (after) query = query.where('id', '>', after.id);
    query = query.orderBy('id');
  }
  return query.limit(limit).execute();
}
