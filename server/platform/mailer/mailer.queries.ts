import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

export function insertMessage(
  db: Kysely<Database>,
  message: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    transport: string;
    status: 'stored' | 'queued';
    now: string;
  },
) {
  return db
    .insertInto('outbox_messages')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      transport: message.transport,
      status: message.status,
      created_at: message.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function markMessage(
  db: Kysely<Database>,
  id: number,
  outcome: { status: 'sent' | 'failed'; error: string | null; sentAt: string | null },
) {
  return db
    .updateTable('outbox_messages')
    .set({ status: outcome.status, error: outcome.error, sent_at: outcome.sentAt })
    .where('id', '=', id)
    .execute();
}

export function selectMessage(db: Kysely<Database>, id: number) {
  return db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A delivery attempt failed; the message stays queued for the next one. */
export function noteDeliveryError(db: Kysely<Database>, id: number, error: string) {
  return db
    .updateTable('outbox_messages')
    .set({ error })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** How a text message kept without an SMS provider is marked (`sms-channel.ts`). */
export const SMS_OUTBOX_TRANSPORT = 'sms-outbox';

export function selectMessagePage(
  db: Kysely<Database>,
  dialect: Dialect,
  options: {
    limit: number;
    cursor: readonly [string, number] | null;
    to?: string;
    channel?: 'email' | 'sms';
  },
) {
  let query = db.selectFrom('outbox_messages').selectAll();
  if (options.to) query = query.where('to_address', '=', options.to);
  if (options.channel === 'sms') query = query.where('transport', '=', SMS_OUTBOX_TRANSPORT);
  if (options.channel === 'email') query = query.where('transport', '!=', SMS_OUTBOX_TRANSPORT);
  if (options.cursor) {
    const cursor = options.cursor;
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
}
