import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { startSmtpSink } from '../../test/smtp-sink';
import type { SmtpSink } from '../../test/smtp-sink';

const HOUR_MS = 60 * 60_000;

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

function outboxRow(t: TestApp, id: number) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function deliveryJob(t: TestApp, outboxId: number) {
  return t.ctx.db
    .selectFrom('jobs')
    .selectAll()
    .where('unique_key', '=', `mail:${outboxId}`)
    .executeTakeFirst();
}

/** Moves the test clock past any retry delay (at most an hour and a quarter). */
function afterBackoff(t: TestApp) {
  t.setNow(new Date(t.ctx.now().getTime() + 2 * HOUR_MS));
}

describe('Mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message in the outbox and queues no delivery', async () => {
    const result = await t.ctx.mailer.queue(t.ctx.db, {
      to: 'fan@example.test',
      subject: 'Hello',
      text: 'Welcome aboard',
    });
    expect(result.delivery).toBe('outbox');
    expect(await outboxRow(t, result.id)).toMatchObject({
      to_address: 'fan@example.test',
      subject: 'Hello',
      text_body: 'Welcome aboard',
      transport: 'outbox',
      status: 'stored',
    });
    expect(await deliveryJob(t, result.id)).toBeUndefined();
  });
});

describe('Mailer with SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Backline <no-reply@backline.local>',
    });
  });
  afterAll(() => t.close());

  it('writes the message and its delivery job in the caller’s transaction; the worker sends it once', async () => {
    const { id, delivery } = await t.ctx.db.transaction().execute((trx) =>
      t.ctx.mailer.queue(trx, {
        to: 'invitee@example.test',
        subject: 'You are invited',
        text: 'Accept here: http://x/accept',
      }),
    );
    expect(delivery).toBe('queued');
    expect(await outboxRow(t, id)).toMatchObject({
      transport: 'smtp',
      status: 'queued',
      sent_at: null,
    });
    expect(await deliveryJob(t, id)).toMatchObject({ kind: 'mail.deliver', status: 'queued' });
    expect(smtp.received.filter((mail) => mail.to.includes('invitee@example.test'))).toHaveLength(
      0,
    );

    expect(await t.runJobs()).toBe(1);
    const sent = smtp.received.filter((mail) => mail.to.includes('invitee@example.test'));
    expect(sent).toHaveLength(1);
    expect(sent[0].from).toBe('no-reply@backline.local');
    expect(sent[0].raw).toContain('Subject: You are invited');
    expect(sent[0].raw).toContain('Accept here: http://x/accept');
    const row = await outboxRow(t, id);
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(row.sent_at).not.toBeNull();
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'done', attempts: 1 });

    expect(await t.runJobs()).toBe(0);
    expect(smtp.received.filter((mail) => mail.to.includes('invitee@example.test'))).toHaveLength(
      1,
    );
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await t.ctx.mailer.queue(trx, { to: 'never@example.test', subject: 'x', text: 'y' });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const rows = await t.ctx.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', 'never@example.test')
      .execute();
    expect(rows).toHaveLength(0);
    expect(await t.runJobs()).toBe(0);
  });

  it('retries with backoff while the server refuses, then delivers exactly once', async () => {
    smtp.refuseNext(2);
    const { id } = await t.ctx.mailer.queue(t.ctx.db, {
      to: 'patient@example.test',
      subject: 'Later',
      text: 'z',
    });

    expect(await t.runJobs()).toBe(1);
    expect(await outboxRow(t, id)).toMatchObject({
      status: 'queued',
      error: expect.stringContaining('try again later'),
    });
    const first = await deliveryJob(t, id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    // Not due yet: the retry waits.
    expect(await t.runJobs()).toBe(0);

    afterBackoff(t);
    expect(await t.runJobs()).toBe(1);
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'queued', attempts: 2 });

    afterBackoff(t);
    expect(await t.runJobs()).toBe(1);
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', error: null });
    expect(smtp.received.filter((mail) => mail.to.includes('patient@example.test'))).toHaveLength(
      1,
    );
    t.setNow(null);
  });
});

describe('Mailer with an SMTP server that never answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('marks the message failed, with the error, once its job is dead', async () => {
    const { id } = await t.ctx.mailer.queue(t.ctx.db, {
      to: 'lost@example.test',
      subject: 'x',
      text: 'y',
    });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect(await outboxRow(t, id)).toMatchObject({ status: 'queued' });
      expect(await t.runJobs()).toBe(1);
      afterBackoff(t);
    }
    const job = await deliveryJob(t, id);
    expect(job).toMatchObject({ status: 'dead', attempts: 12 });
    expect(job?.last_error).toMatch(/ECONNREFUSED/);
    const row = await outboxRow(t, id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(await t.runJobs()).toBe(0);
  });
});
