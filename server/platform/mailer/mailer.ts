import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertMessage, markMessage } from './mailer.queries';

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

/**
 * Sends e-mail. Every message is first written to the outbox table (administrators can read
 * it); with SMTP_URL set it is then delivered by SMTP and marked sent or failed. Without
 * SMTP the outbox is the delivery: self-hosters see what would have gone out.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: MailerSettings,
    private readonly now: () => Date,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(mail: OutgoingMail): Promise<{ id: number; delivered: boolean }> {
    const { id } = await insertMessage(this.db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      transport: this.mode,
      now: this.now().toISOString(),
    });
    if (!this.transport) return { id, delivered: false };
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markMessage(this.db, id, {
        status: 'sent',
        error: null,
        sentAt: this.now().toISOString(),
      });
      return { id, delivered: true };
    } catch (error) {
      await markMessage(this.db, id, {
        status: 'failed',
        error: (error as Error).message.slice(0, 500),
        sentAt: null,
      });
      throw new MailDeliveryError(mail.to, error);
    }
  }

  close() {
    this.transport?.close();
  }
}

export class MailDeliveryError extends Error {
  constructor(
    readonly to: string,
    cause: unknown,
  ) {
    super(`Could not deliver e-mail to ${to}: ${(cause as Error)?.message ?? 'unknown error'}`);
    this.name = 'MailDeliveryError';
  }
}
