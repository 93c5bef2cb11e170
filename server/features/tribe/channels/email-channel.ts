/**
 * Campaign e-mail: over a pooled SMTP transport (SMTP_URL; connections kept open and reused,
 * so thousands of messages do not open thousands of connections), or into the outbox when no
 * SMTP server is configured. Every message carries RFC 8058 one-click unsubscribe headers.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ServiceContext } from '../../../context';
import { insertMessage } from '../../../platform/mailer/mailer.queries';
import { senderOf } from '../../../platform/mailer/sender';
import { getAppName } from '../../../platform/settings/settings.service';
import type { SendOutcome } from './channel';
import { smtpFailure } from './smtp-failure';

export interface CampaignEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe address (POST), for the List-Unsubscribe header. */
  unsubscribeUrl: string;
  /** Stable per delivery, so a mail server or a test can tell one delivery's message. */
  messageId: string;
}

const pools = new Map<string, Transporter>();

function pooled(smtpUrl: string, connections: number): Transporter {
  const key = `${smtpUrl}#${connections}`;
  let transport = pools.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: connections,
      maxMessages: Infinity,
    });
    pools.set(key, transport);
  }
  return transport;
}

/** Closes the pooled connections (a process stopping, a test ending). */
export function closeCampaignTransports() {
  for (const transport of pools.values()) transport.close();
  pools.clear();
}

export async function sendCampaignEmail(
  ctx: ServiceContext,
  mail: CampaignEmail,
): Promise<SendOutcome> {
  const smtpUrl = ctx.config.mail.smtpUrl;
  if (!smtpUrl) {
    await insertMessage(ctx.db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: 'outbox',
      status: 'stored',
      now: ctx.now().toISOString(),
    });
    return { ok: true };
  }
  const from = senderOf(ctx.config.mail.from, await getAppName(ctx));
  try {
    await pooled(smtpUrl, ctx.config.campaigns.concurrency).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { ok: true };
  } catch (error) {
    return smtpFailure(error);
  }
}
