import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PermanentJobError } from '../jobs/define-job';
import type { JobQueue } from '../jobs/job-queue';
import { deliverMail } from './jobs/deliver-mail';
import { insertMessage, markMessage, noteDeliveryError, selectMessage } from './mailer.queries';
import { senderOf } from './sender';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailerSettings {
  smtpUrl: string | null;
  from: string;
}

/** `queued`: SMTP delivery is a job (retried until it works); `outbox`: stored only. */
export type MailDelivery = 'queued' | 'outbox';

/**
 * E-mail. Every message is written to the outbox table (administrators can read it). With
 * SMTP_URL set, a `mail.deliver` job is queued beside it, in the same transaction, and the
 * worker speaks SMTP, retrying with backoff; the row ends `sent`, or `failed` when the job
 * gives up. Without SMTP the outbox is the delivery: self-hosters see what would have gone out.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly settings: MailerSettings,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  /**
   * Writes the message, and its delivery job when there is SMTP, through `db`: pass the
   * caller's transaction, so the e-mail exists exactly when what it announces does.
   */
  async queue(
    db: Kysely<Database>,
    mail: OutgoingMail,
  ): Promise<{ id: number; delivery: MailDelivery }> {
    const { id } = await insertMessage(db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      transport: this.mode,
      status: this.transport ? 'queued' : 'stored',
      now: this.now().toISOString(),
    });
    if (!this.transport) return { id, delivery: 'outbox' };
    await this.jobs.enqueue(db, deliverMail, { outboxId: id }, { uniqueKey: `mail:${id}` });
    return { id, delivery: 'queued' };
  }

  /**
   * Sends one outbox message by SMTP and marks it sent (the `mail.deliver` job), from
   * `appName` at MAIL_FROM's address. A message already sent is not sent again; a failure is
   * noted on the row and thrown, for a retry.
   */
  async deliver(db: Kysely<Database>, outboxId: number, appName: string): Promise<void> {
    const message = await selectMessage(db, outboxId);
    if (!message) throw new PermanentJobError('The message is no longer in the outbox');
    if (message.status === 'sent') return;
    if (!this.transport) throw new PermanentJobError('No SMTP server is configured (SMTP_URL)');
    try {
      await this.transport.sendMail({
        from: senderOf(this.settings.from, appName),
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body ?? undefined,
      });
    } catch (error) {
      await noteDeliveryError(db, outboxId, errorText(error));
      throw error;
    }
    await markMessage(db, outboxId, {
      status: 'sent',
      error: null,
      sentAt: this.now().toISOString(),
    });
  }

  /**
   * A transport of its own for checks, with short timeouts, so an administrator's check
   * answers soon whatever the server does; null without SMTP.
   */
  private checkTransport(timeoutMs: number): Transporter | null {
    if (!this.settings.smtpUrl) return null;
    return nodemailer.createTransport({
      url: this.settings.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  /** Connects and authenticates to the SMTP server without sending anything. */
  async verify(timeoutMs: number): Promise<void> {
    const transport = this.checkTransport(timeoutMs);
    if (!transport) throw new Error('No SMTP server is configured (SMTP_URL)');
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
  }

  /**
   * Sends `mail` now, not through the job (an administrator's "Send a test" waits for the
   * server's answer), and keeps it in the outbox as sent or failed. Without SMTP it is only
   * stored, as every message then is.
   */
  async sendNow(
    db: Kysely<Database>,
    mail: OutgoingMail,
    appName: string,
    timeoutMs: number,
  ): Promise<{ id: number; delivery: 'sent' | 'outbox' }> {
    const transport = this.checkTransport(timeoutMs);
    const { id } = await insertMessage(db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      transport: this.mode,
      status: transport ? 'queued' : 'stored',
      now: this.now().toISOString(),
    });
    if (!transport) return { id, delivery: 'outbox' };
    try {
      await transport.sendMail({
        from: senderOf(this.settings.from, appName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      await this.markFailed(db, id, errorText(error));
      throw error;
    } finally {
      transport.close();
    }
    await markMessage(db, id, { status: 'sent', error: null, sentAt: this.now().toISOString() });
    return { id, delivery: 'sent' };
  }

  /** The delivery job gave up: the outbox shows the message failed, and why. */
  async markFailed(db: Kysely<Database>, outboxId: number, error: string): Promise<void> {
    await markMessage(db, outboxId, { status: 'failed', error: error.slice(0, 500), sentAt: null });
  }

  close() {
    this.transport?.close();
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
