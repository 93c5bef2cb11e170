import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListMembers, signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { EXPORT_PAGE_ROWS, exportSubscribers } from './subscriber-export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = 'email,name,phone,status,source,subscribed_at,consent_at,consent_source';

/**
 * `count` fans of `creatorId`, inserted straight into the table. Their join times repeat (a
 * few per second, as an import makes them), so pages end in the middle of a run of equal times.
 */
async function seedList(creatorId: number, prefix: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 7))).toISOString();
    return {
      creator_id: creatorId,
      email: `${prefix}-${i}@example.test`,
      name: i % 3 === 0 ? `=Fan ${i}` : `Fan ${i}`,
      phone: null,
      status: 'active',
      source: 'import',
      token: `${prefix}-token-${i}`,
      consent_at: at,
      consent_source: 'import',
      subscribed_at: at,
      status_changed_at: at,
      created_at: at,
    };
  });
  await insertListMembers(t, rows);
}

/** The list as the export must give it: newest first, then highest id first. */
async function expectedEmails(creatorId: number) {
  const rows = await t.ctx.db
    .selectFrom('tribe_subscribers')
    .select('email')
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.email);
}

function actorOf(user: { id: number; email: string }) {
  return { id: user.id, email: user.email, role: 'artist', status: 'active', isAdmin: false };
}

async function collect(chunks: AsyncGenerator<string>) {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return parts;
}

describe('the subscriber CSV export', () => {
  it('streams a list longer than a page: every fan once, in order, one header, no one else’s', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    const count = EXPORT_PAGE_ROWS * 2 + 345;
    await seedList(artist.user.id, `mine-${artist.user.id}`, count);
    await seedList(other.user.id, `theirs-${other.user.id}`, 50);

    const exported = await artist.client.get('/api/email/subscribers/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const lines = exported.text.trimEnd().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.filter((line) => line === HEADER)).toHaveLength(1);
    const rows = parse(exported.text, { columns: true }) as { email: string; name: string }[];
    expect(rows.map((row) => row.email)).toEqual(await expectedEmails(artist.user.id));
    expect(new Set(rows.map((row) => row.email)).size).toBe(count);
    expect(exported.text).not.toContain('theirs-');
    // Formula protection holds on every page, not only the first.
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ email: `mine-${artist.user.id}-0@example.test`, name: "'=Fan 0" });
  });

  it('reads the list a page at a time and ends on a full last page', async () => {
    const artist = await signUp(t);
    await seedList(artist.user.id, `paged-${artist.user.id}`, 9);
    const parts = await collect(exportSubscribers(t.ctx, actorOf(artist.user), 3));
    // The header with the first page, then one piece per page, nothing after a full last page.
    expect(parts).toHaveLength(3);
    expect(parts[0].startsWith(`${HEADER}\n`)).toBe(true);
    const rows = parse(parts.join(''), { columns: true }) as { email: string }[];
    expect(rows.map((row) => row.email)).toEqual(await expectedEmails(artist.user.id));
  });

  it('gives the header alone for an empty list, and nothing to the signed-out', async () => {
    const artist = await signUp(t);
    const exported = await artist.client.get('/api/email/subscribers/export');
    expect(exported.status).toBe(200);
    expect(exported.text).toBe(`${HEADER}\n`);
    const anonymous = await t.client().get('/api/email/subscribers/export');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
  });
});
