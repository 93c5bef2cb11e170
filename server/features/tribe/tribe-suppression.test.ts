import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSubscriber, ImportSubscribersReply } from '../../../contract/tribe';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Creator = Awaited<ReturnType<typeof signUp>>;

async function listOf(artist: Creator) {
  return (await artist.client.get<{ subscribers: EmailSubscriber[] }>('/api/email/subscribers'))
    .body.subscribers;
}

function confirmationsTo(email: string) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', 'like', 'Confirm you want to hear from%')
    .execute();
}

describe('a subscriber deleted after leaving the list', () => {
  it('stays suppressed: not added by hand, imported or mailed again, until they confirm a new join', async () => {
    const artist = await signUp(t);
    for (const email of ['left@example.test', 'bounced@example.test', 'active@example.test']) {
      expect((await artist.client.post('/api/email/subscribers', { email })).status).toBe(201);
    }
    const token = await t.ctx.db
      .selectFrom('tribe_subscribers')
      .select('token')
      .where('creator_id', '=', artist.user.id)
      .where('email', '=', 'left@example.test')
      .executeTakeFirstOrThrow();
    await t.client().post(`/api/email/unsubscribe/${token.token}`);
    await t.ctx.db
      .updateTable('tribe_subscribers')
      .set({ status: 'bounced' })
      .where('creator_id', '=', artist.user.id)
      .where('email', '=', 'bounced@example.test')
      .execute();
    for (const subscriber of await listOf(artist)) {
      expect((await artist.client.delete(`/api/email/subscribers/${subscriber.id}`)).status).toBe(
        200,
      );
    }
    expect(await listOf(artist)).toEqual([]);
    // Only a hash of the address is kept.
    const kept = await t.ctx.db
      .selectFrom('tribe_suppressions')
      .selectAll()
      .where('creator_id', '=', artist.user.id)
      .execute();
    expect(kept.map((row) => row.reason).sort()).toEqual(['bounced', 'unsubscribed']);
    expect(JSON.stringify(kept)).not.toContain('@example.test');

    const byHand = await artist.client.post('/api/email/subscribers', {
      email: 'Left@Example.test',
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body).toEqual({
      error: 'This address is unsubscribed: it is not subscribed again',
    });
    // Deleting someone still on the list suppresses nothing.
    expect(
      (await artist.client.post('/api/email/subscribers', { email: 'active@example.test' })).status,
    ).toBe(201);

    const imported = await artist.client.post<ImportSubscribersReply>(
      '/api/email/subscribers/import',
      { csv: 'email\nleft@example.test\nbounced@example.test\nnew@example.test', dry_run: false },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.rows.map((row) => [row.email, row.outcome])).toEqual([
      ['left@example.test', 'suppressed'],
      ['bounced@example.test', 'suppressed'],
      ['new@example.test', 'added'],
    ]);
    expect((await listOf(artist)).map((s) => s.email).sort()).toEqual([
      'active@example.test',
      'new@example.test',
    ]);

    // A bounced mailbox gets no confirmation; who unsubscribed may join again, with consent.
    const visitor = t.client();
    for (const email of ['bounced@example.test', 'left@example.test']) {
      expect((await visitor.post(`/api/email/join/${artist.user.id}`, { email })).status).toBe(202);
    }
    expect(await confirmationsTo('bounced@example.test')).toEqual([]);
    const [confirmation] = await confirmationsTo('left@example.test');
    const joinToken = /#token=([A-Za-z0-9_-]+)/.exec(confirmation.text_body)?.[1];
    expect((await visitor.post('/api/email/confirm', { token: joinToken })).status).toBe(200);
    expect((await listOf(artist)).find((s) => s.email === 'left@example.test')?.status).toBe(
      'active',
    );
    const lifted = await t.ctx.db
      .selectFrom('tribe_suppressions')
      .select('reason')
      .where('creator_id', '=', artist.user.id)
      .execute();
    expect(lifted).toEqual([{ reason: 'bounced' }]);
  });
});
