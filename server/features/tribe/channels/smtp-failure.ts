/**
 * What an SMTP error (as nodemailer reports it) says about one campaign message. Only a
 * mailbox refused for good (550, 551 or 553 to RCPT TO or DATA, and not a policy refusal,
 * 5.7.x) bounces the address. A refusal of any other kind (4xx, a login refused with 535, a
 * sender or relay refused) is about the server or its configuration: the message was plainly
 * not taken, so it can be sent again, and the address is left alone. So can a connection that
 * never opened. A connection lost once the message was under way may have delivered it, so
 * that one is not sent again.
 */
import type { SendOutcome } from './channel';
import { errorText } from './channel';

type Failure = Extract<SendOutcome, { ok: false }>;

interface SmtpError {
  code?: string;
  /** The system error under a connection error (ECONNREFUSED, ENOTFOUND…). */
  originalCode?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/** No such mailbox (550), not local (551), mailbox name not allowed (553). */
const MAILBOX_REFUSED = new Set([550, 551, 553]);
/** The connection never opened, or the login or TLS failed before any message was sent. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const NOTHING_SENT = new Set(['EAUTH', 'ENOAUTH', 'EDNS', 'ETLS']);

export function smtpFailure(error: unknown): Failure {
  const smtp = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const text = errorText(error);
  const code = smtp.responseCode;
  const aboutRecipient = smtp.command === 'RCPT TO' || smtp.command === 'DATA';
  const policy = /\b5\.7\.\d{1,3}\b/.test(smtp.response ?? '');
  if (code !== undefined && MAILBOX_REFUSED.has(code) && aboutRecipient && !policy) {
    return { ok: false, permanent: true, error: text, undeliverable: 'bounced' };
  }
  const answered = code !== undefined && code >= 400;
  const neverSent =
    NOTHING_SENT.has(smtp.code ?? '') || NEVER_CONNECTED.has(smtp.originalCode ?? '');
  return { ok: false, permanent: false, error: text, retry: answered || neverSent };
}
