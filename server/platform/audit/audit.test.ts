import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReply } from '../../../contract/audit';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { upsertSetting } from '../settings/settings.queries';
import { recordAudit } from './audit';

const ADMIN = 'audit-chief@example.test';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signUp(t, { email: ADMIN });
});
afterAll(() => t.close());

async function allEntries(query = '') {
  const reply = await admin.client.get<AuditReply>(`/api/admin/audit${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('recordAudit', () => {
  it('writes a row with the actor, the target and JSON details, and never a secret', async () => {
    await recordAudit(
      t.ctx.db,
      { id: admin.user.id, email: admin.user.email },
      'user.role_changed',
      { type: 'user', id: 42 },
      { from: 'fan', to: 'artist', password_hash: 'scrypt$abc', nested: { api_key: 'sk-1' } },
    );
    const { entries } = await allEntries('?action=user.role_changed');
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: admin.user.id,
        actor_email: ADMIN,
        action: 'user.role_changed',
        target_type: 'user',
        target_id: '42',
        details: {
          from: 'fan',
          to: 'artist',
          password_hash: '[redacted]',
          nested: { api_key: '[redacted]' },
        },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('records the system as a null actor, and a change of the whole platform as no target', async () => {
    await recordAudit(t.ctx.db, null, 'subscription.renewed_batch', null, { count: 3 });
    const { entries } = await allEntries('?action=subscription.renewed_batch');
    expect(entries[0]).toMatchObject({
      actor_id: null,
      actor_email: null,
      target_type: null,
      target_id: null,
      details: { count: 3 },
    });
  });

  it('is rolled back with the change it records, and committed with it', async () => {
    const failed = await t.ctx.db
      .transaction()
      .execute(async (trx) => {
        await upsertSetting(trx, 'app_name', '"Rolled Back"', new Date().toISOString());
        await recordAudit(trx, null, 'audit_test.rolled_back', { type: 'settings', id: 'general' });
        throw new Error('the change failed after its audit row');
      })
      .catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((await allEntries('?action=audit_test.rolled_back')).entries).toEqual([]);
    const setting = await t.ctx.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'app_name')
      .executeTakeFirst();
    expect(setting).toBeUndefined();

    await t.ctx.db.transaction().execute(async (trx) => {
      await upsertSetting(trx, 'app_name', '"Committed"', new Date().toISOString());
      await recordAudit(trx, null, 'audit_test.committed', { type: 'settings', id: 'general' });
    });
    expect((await allEntries('?action=audit_test.committed')).entries).toHaveLength(1);
    await t.ctx.db.deleteFrom('app_settings').execute();
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, a page at a time, without repeating or skipping a row', async () => {
    for (let index = 0; index < 5; index++) {
      await recordAudit(t.ctx.db, null, 'audit_test.paged', { type: 'thing', id: index });
    }
    const first = await allEntries('?action=audit_test.paged&limit=2');
    expect(first.entries.map((entry) => entry.target_id)).toEqual(['4', '3']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await allEntries(`?action=audit_test.paged&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.target_id)).toEqual(['2', '1']);
    const third = await allEntries(`?action=audit_test.paged&limit=2&cursor=${second.nextCursor}`);
    expect(third.entries.map((entry) => entry.target_id)).toEqual(['0']);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by actor and by target', async () => {
    const other = await signUp(t);
    await recordAudit(t.ctx.db, other.user, 'audit_test.filtered', { type: 'post', id: 7 });
    await recordAudit(t.ctx.db, other.user, 'audit_test.filtered', { type: 'post', id: 8 });
    await recordAudit(t.ctx.db, admin.user, 'audit_test.filtered', { type: 'post', id: 7 });

    const byActor = await allEntries(`?actor_id=${other.user.id}`);
    expect(byActor.entries.map((entry) => entry.target_id)).toEqual(['8', '7']);
    const byTarget = await allEntries('?target_type=post&target_id=7');
    expect(byTarget.entries.map((entry) => entry.actor_id)).toEqual([admin.user.id, other.user.id]);
    const byType = await allEntries('?target_type=post');
    expect(byType.entries).toHaveLength(3);
  });

  it('refuses a filter or cursor it cannot use with 400', async () => {
    const bad = ['?target_id=7', '?actor_id=someone', '?cursor=not-a-cursor', '?limit=0'];
    for (const query of bad) {
      const reply = await admin.client.get(`/api/admin/audit${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.error, query).toEqual(expect.any(String));
    }
  });

  it('is for administrators only: 401 anonymous, 403 members', async () => {
    expect((await t.client().get('/api/admin/audit')).status).toBe(401);
    const member = await signUp(t);
    expect((await member.client.get('/api/admin/audit')).status).toBe(403);
  });
});
