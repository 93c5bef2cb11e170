import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect';
import { createTestDatabase } from '../../test/test-database';
import { MailDeliveryError, Mailer } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let database: DatabaseHandle;
let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const now = () => new Date();

describe('Mailer', () => {
  it('stores every message in the outbox when no SMTP server is set', async () => {
    const mailer = new Mailer(
      database.db,
      { smtpUrl: null, from: 'Backline <no-reply@backline.local>' },
      now,
    );
    const result = await mailer.send({
      to: 'fan@example.test',
      subject: 'Hello',
      text: 'Welcome aboard',
    });
    expect(result.delivered).toBe(false);
    const row = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'fan@example.test',
      subject: 'Hello',
      text_body: 'Welcome aboard',
      transport: 'outbox',
      status: 'stored',
    });
  });

  it('delivers through a real SMTP server and marks the message sent', async () => {
    const mailer = new Mailer(
      database.db,
      { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Backline <no-reply@backline.local>' },
      now,
    );
    const result = await mailer.send({
      to: 'invitee@example.test',
      subject: 'You are invited',
      text: 'Accept here: http://x/accept',
    });
    mailer.close();
    expect(result.delivered).toBe(true);
    const message = received.find((mail) => mail.to.includes('invitee@example.test'));
    expect(message?.from).toBe('no-reply@backline.local');
    expect(message?.raw).toContain('Subject: You are invited');
    expect(message?.raw).toContain('Accept here: http://x/accept');
    const row = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent' });
    expect(row.sent_at).not.toBeNull();
  });

  it('records a failed delivery and says so', async () => {
    const mailer = new Mailer(
      database.db,
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@backline.local' },
      now,
    );
    await expect(
      mailer.send({ to: 'lost@example.test', subject: 'x', text: 'y' }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    mailer.close();
    const row = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_address', '=', 'lost@example.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
  });
});
