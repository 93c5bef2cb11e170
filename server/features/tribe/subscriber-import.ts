/**
 * CSV import of a creator's list. An import is checked row by row (each row's
 * outcome is reported by its line), can be previewed without adding anything, and never
 * touches an address already on the list: one that unsubscribed, bounced or complained stays
 * so (re-importing a list never resubscribes anyone).
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { formatFileSize } from '../../../contract/format';
import { TribeLimits } from '../../../contract/limits';
import { AddSubscriberRequest } from '../../../contract/tribe';
import type { ImportSubscribersReply, ImportSubscribersRequest } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { randomToken } from '../../platform/auth/tokens';
import { badRequest } from '../../platform/http/errors';
import { getMaxUploadBytes } from '../../platform/settings/settings.service';
import { PayloadTooLargeError } from '../../platform/storage/object-store';
import { suppressedText, suppressionsOf } from './suppressions.service';
import { insertSubscribersIgnoringKnown, selectKnownEmails } from './subscribers.queries';

type Row = ImportSubscribersReply['rows'][number];

function readCsv(csv: string): Record<string, string>[] {
  try {
    return parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw badRequest(`csv: ${error instanceof Error ? error.message : 'This is not a CSV file'}`);
  }
}

export async function importSubscribers(
  ctx: ServiceContext,
  actor: Actor,
  request: z.output<typeof ImportSubscribersRequest>,
): Promise<ImportSubscribersReply> {
  // A CSV file is an upload too: the server's largest file size (the admin's) applies.
  const maxBytes = await getMaxUploadBytes(ctx);
  if (Buffer.byteLength(request.csv) > maxBytes) {
    throw new PayloadTooLargeError(
      maxBytes,
      `csv: The file is larger than the limit of ${formatFileSize(maxBytes)}`,
    );
  }
  const records = readCsv(request.csv);
  if (records.length === 0) throw badRequest('csv: The file has no rows under its header');
  if (!Object.hasOwn(records[0], 'email')) {
    throw badRequest('csv: The first row must name the columns, with one called "email"');
  }
  if (records.length > TribeLimits.maxImportRows) {
    throw badRequest(
      `csv: At most ${TribeLimits.maxImportRows.toLocaleString('en-US')} rows at a time`,
    );
  }

  const rows: Row[] = [];
  const valid: { line: number; email: string; name: string | null; phone: string | null }[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2; // the header is line 1
    const parsed = AddSubscriberRequest.safeParse({
      email: record.email ?? '',
      name: record.name || null,
      phone: record.phone || null,
    });
    if (!parsed.success) {
      rows.push({
        line,
        email: record.email ?? '',
        outcome: 'invalid',
        error: parsed.error.issues.map((issue) => issue.message).join('; '),
      });
      return;
    }
    if (seen.has(parsed.data.email)) {
      rows.push({
        line,
        email: parsed.data.email,
        outcome: 'duplicate',
        error: 'Already earlier in this file',
      });
      return;
    }
    seen.add(parsed.data.email);
    valid.push({
      line,
      email: parsed.data.email,
      name: parsed.data.name,
      phone: parsed.data.phone,
    });
  });

  const known = new Map<string, string>();
  for (let start = 0; start < valid.length; start += 500) {
    const chunk = valid.slice(start, start + 500).map((row) => row.email);
    for (const row of await selectKnownEmails(ctx.db, actor.id, chunk))
      known.set(row.email, row.status);
  }
  // Addresses deleted from the list after they left it are still suppressed.
  for (let start = 0; start < valid.length; start += 500) {
    const chunk = valid.slice(start, start + 500).filter((row) => !known.has(row.email));
    const reasons = await suppressionsOf(
      ctx.db,
      actor.id,
      chunk.map((row) => row.email),
    );
    for (const [email, reason] of reasons) known.set(email, reason);
  }
  const toAdd = valid.filter((row) => !known.has(row.email));
  for (const row of valid) {
    const status = known.get(row.email);
    if (status === undefined)
      rows.push({ line: row.line, email: row.email, outcome: 'added', error: null });
    else if (status === 'active' || status === 'pending') {
      rows.push({ line: row.line, email: row.email, outcome: 'already_on_list', error: null });
    } else {
      rows.push({
        line: row.line,
        email: row.email,
        outcome: 'suppressed',
        error: suppressedText(status),
      });
    }
  }

  if (!request.dry_run && toAdd.length > 0) {
    const now = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      for (let start = 0; start < toAdd.length; start += 500) {
        await insertSubscribersIgnoringKnown(
          trx,
          toAdd.slice(start, start + 500).map((row) => ({
            creator_id: actor.id,
            email: row.email,
            name: row.name,
            phone: row.phone,
            status: 'active',
            source: 'import',
            token: randomToken(24),
            consent_at: now,
            consent_source: 'import',
            subscribed_at: now,
            status_changed_at: now,
            created_at: now,
          })),
        );
      }
    });
  }
  rows.sort((a, b) => a.line - b.line);
  const invalid = rows.filter((row) => row.outcome === 'invalid').length;
  return {
    dry_run: request.dry_run,
    added: toAdd.length,
    skipped: rows.length - toAdd.length - invalid,
    invalid,
    rows,
  };
}
