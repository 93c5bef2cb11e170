/**
 * The CSV export of a creator's list, newest first, written as it is read: the list is walked
 * in keyset pages and each page is handed to the reply before the next is read, so memory
 * stays flat for lists of any size, and a reader who goes away stops the walk.
 */
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import type { SubscriberRow } from './subscribers.queries';
import { selectSubscribersPage } from './subscribers.queries';

/** Rows read per query: a hundred thousand fans take a hundred queries. */
export const EXPORT_PAGE_ROWS = 1000;

const columns = [
  'email',
  'name',
  'phone',
  'status',
  'source',
  'subscribed_at',
  'consent_at',
  'consent_source',
];

function csvOf(rows: NonNullable<SubscriberRow>[], header: boolean) {
  return stringify(
    rows.map((row) => [
      row.email,
      row.name ?? '',
      row.phone ?? '',
      row.status,
      row.source,
      row.subscribed_at,
      row.consent_at ?? '',
      row.consent_source ?? '',
    ]),
    {
      header,
      // Names come from fans: a cell starting =, +, -, @, a tab or CR would run as a formula
      // in a spreadsheet, so it is prefixed with a single quote (OWASP "CSV injection").
      escape_formulas: true,
      columns,
    },
  );
}

export async function* exportSubscribers(
  ctx: ServiceContext,
  actor: Actor,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string> {
  let cursor: readonly [string, number] | null = null;
  let header = true;
  for (;;) {
    const rows = await selectSubscribersPage(ctx.db, ctx.dialect, actor.id, {
      limit: pageRows,
      cursor,
    });
    const page = rows.slice(0, pageRows);
    // The header goes out with the first page, or alone for an empty list.
    if (page.length > 0 || header) yield csvOf(page, header);
    header = false;
    if (rows.length <= pageRows) return;
    const last = page[page.length - 1];
    cursor = [last.created_at, last.id];
  }
}
