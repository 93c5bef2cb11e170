import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxReply } from '../../../contract/outbox';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'postmaster@example.test' });
});
afterAll(() => t.close());

describe('GET /api/admin/outbox', () => {
  it('shows administrators every stored message, newest first, filtered by recipient', async () => {
    // Signing up e-mails a confirmation link: the administrator's own message comes first.
    const admin = await signUp(t, { email: 'postmaster@example.test' });
    await t.ctx.mailer.queue(t.ctx.db, {
      to: 'one@example.test',
      subject: 'First',
      text: 'hello one',
    });
    await t.ctx.mailer.queue(t.ctx.db, {
      to: 'two@example.test',
      subject: 'Second',
      text: 'hello two',
    });
    const all = await admin.client.get<OutboxReply>('/api/admin/outbox');
    expect(all.status).toBe(200);
    expect(all.body.messages.map((message) => message.subject)).toEqual([
      'Second',
      'First',
      'Confirm your e-mail address for Backline',
    ]);
    expect(all.body.messages[0]).toMatchObject({
      to: 'two@example.test',
      text: 'hello two',
      transport: 'outbox',
      status: 'stored',
    });
    const filtered = await admin.client.get<OutboxReply>('/api/admin/outbox?to=ONE@example.test');
    expect(filtered.body.messages.map((message) => message.subject)).toEqual(['First']);
  });

  it('refuses anonymous callers (401) and other members (403)', async () => {
    expect((await t.client().get('/api/admin/outbox')).status).toBe(401);
    const member = await signUp(t);
    expect((await member.client.get('/api/admin/outbox')).status).toBe(403);
  });
});
