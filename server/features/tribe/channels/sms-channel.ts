/**
 * Campaign texts through an HTTP provider with Twilio's Messages API (Twilio itself, or any
 * service that speaks it: SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM), or into
 * the outbox when none is configured.
 */
import type { ServiceContext } from '../../../context';
import { SMS_OUTBOX_TRANSPORT, insertMessage } from '../../../platform/mailer/mailer.queries';
import type { SendOutcome } from './channel';
import { errorText } from './channel';

export async function sendCampaignSms(
  ctx: ServiceContext,
  sms: { to: string; body: string },
): Promise<SendOutcome> {
  const provider = ctx.config.sms;
  if (!provider) {
    await insertMessage(ctx.db, {
      to: sms.to,
      subject: 'SMS',
      text: sms.body,
      html: null,
      transport: SMS_OUTBOX_TRANSPORT,
      status: 'stored',
      now: ctx.now().toISOString(),
    });
    return { ok: true };
  }
  try {
    const response = await fetch(
      `${provider.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, From: provider.from, Body: sms.body }),
        signal: AbortSignal.timeout(15_000),
      },
    );
    if (response.ok) return { ok: true };
    const detail = (await response.text()).slice(0, 300);
    // 4xx: this number or message is refused (invalid, opted out); 5xx and 429: try later.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    return {
      ok: false,
      permanent,
      error: `SMS provider answered ${response.status}: ${detail}`,
      retry: !permanent,
    };
  } catch (error) {
    return { ok: false, permanent: false, error: errorText(error) };
  }
}
