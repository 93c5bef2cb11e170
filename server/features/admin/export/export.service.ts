/**
 * The admin data export (GET /api/admin/export): one JSON document, written as it is read.
 * Each table is walked in keyset batches and each batch is handed to the reply before the
 * next is read, so memory stays flat however many rows there are, and a reader who goes away
 * stops the walk (the stream is destroyed and the generator ends).
 *
 * The file:
 *   {"export": {type, time_range, from, to, generated_at, generated_by},
 *    "analytics": {...},            (analytics and full: the dashboard's figures for the range)
 *    "users": [ {...}, ... ],       (one row per line; see export.queries.ts for the columns)
 *    ... }
 */
import type { AdminAnalytics, ExportType, TimeRange } from '../../../../contract/admin';
import { exportFileName } from '../../../../contract/admin';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { recordAudit } from '../../../platform/audit/audit';
import type { Range } from '../admin.queries';
import { platformAnalytics, rangeOf } from '../admin.service';
import type { ExportCursor, ExportTable } from './export.queries';
import { exportTables, selectExportBatch } from './export.queries';

/** Rows read per query: big enough that a million rows take a thousand queries, small in memory. */
export const EXPORT_BATCH_ROWS = 1000;

/** The tables of each export type, in the order they appear in the file. */
const tablesOf: Record<ExportType, ExportTable[]> = {
  users: [exportTables.users],
  content: [exportTables.posts, exportTables.comments, exportTables.generations],
  analytics: [
    exportTables.payments,
    exportTables.feature_access_log,
    exportTables.pro_subscriptions,
    exportTables.tier_subscriptions,
  ],
  full: [
    exportTables.users,
    exportTables.posts,
    exportTables.comments,
    exportTables.generations,
    exportTables.payments,
    exportTables.feature_access_log,
    exportTables.pro_subscriptions,
    exportTables.tier_subscriptions,
  ],
};

export interface PreparedExport {
  fileName: string;
  /** The document, in pieces, read from the database as they are asked for. */
  chunks: AsyncGenerator<string>;
}

/**
 * Records the export in the audit log, computes what comes before the rows (so a failure
 * there is still a clean error reply), and returns the file's name and its pieces.
 */
export async function prepareExport(
  ctx: ServiceContext,
  actor: Actor,
  type: ExportType,
  timeRange: TimeRange,
): Promise<PreparedExport> {
  const now = ctx.now();
  const range = rangeOf(timeRange, now);
  const analytics =
    type === 'analytics' || type === 'full' ? await platformAnalytics(ctx, timeRange) : null;
  await recordAudit(ctx.db, actor, 'admin.exported', null, { type, time_range: timeRange });
  const header = {
    type,
    time_range: timeRange,
    from: range.from,
    to: now.toISOString(),
    generated_at: now.toISOString(),
    generated_by: actor.email,
  };
  return {
    fileName: exportFileName(type, timeRange, now),
    chunks: exportDocument(ctx, { header, analytics, tables: tablesOf[type], range }),
  };
}

async function* exportDocument(
  ctx: ServiceContext,
  document: {
    header: Record<string, string>;
    analytics: AdminAnalytics | null;
    tables: ExportTable[];
    range: Range;
  },
): AsyncGenerator<string> {
  yield `{"export":${JSON.stringify(document.header)}`;
  if (document.analytics) yield `,\n"analytics":${JSON.stringify(document.analytics)}`;
  for (const spec of document.tables) {
    yield `,\n${JSON.stringify(spec.name)}:[`;
    let after: ExportCursor | null = null;
    let separator = '\n';
    for (;;) {
      const rows = await selectExportBatch(
        ctx.db,
        ctx.dialect,
        spec,
        document.range,
        after,
        EXPORT_BATCH_ROWS,
      );
      if (rows.length === 0) break;
      yield separator + rows.map((row) => JSON.stringify(row)).join(',\n');
      separator = ',\n';
      if (rows.length < EXPORT_BATCH_ROWS) break;
      const last = rows[rows.length - 1];
      after = { time: String(last[spec.timeColumn]), id: Number(last.id) };
    }
    yield '\n]';
  }
  yield '}\n';
}
