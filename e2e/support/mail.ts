/**
 * The e-mail the app under test sent. Without SMTP the outbox table is where mail is
 * delivered (administrators read it at GET /api/admin/outbox); the tests read it from the
 * app's database file, read-only, which also works before any administrator exists.
 */
import { SQLite as Database } from '../../server/db/sqlite-driver';
import { inject } from 'vitest';

export interface SentMail {
  id: number;
  subject: string;
  text: string;
}

function newestTo(to: string, afterId: number): SentMail | null {
  const database = new Database(inject('databaseFile'), { readonly: true, fileMustExist: true });
  try {
    const row = database
      .prepare(
        'select id, subject, text_body as text from outbox_messages where to_address = ? and id > ? order by id desc limit 1',
      )
      .get(to.toLowerCase(), afterId) as SentMail | undefined;
    return row ?? null;
  } finally {
    database.close();
  }
}

/** The newest message to `to` (newer than `afterId`), waiting a little for it to be written. */
export async function waitForMail(
  to: string,
  { afterId = 0, subject }: { afterId?: number; subject?: string | RegExp } = {},
): Promise<SentMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = newestTo(to, afterId);
    const matches =
      mail &&
      (subject === undefined ||
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
    if (mail && matches) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} (${String(subject ?? '')})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The id of the newest message to `to`, 0 if none: for "a message sent after this". */
export function lastMailId(to: string): number {
  return newestTo(to, 0)?.id ?? 0;
}

/** The first link to `page` (e.g. "/auth/confirm") in a message's text. */
export function linkIn(mail: SentMail, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in "${mail.subject}"`);
  return match[0];
}
