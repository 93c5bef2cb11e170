/**
 * How each integration is really tried: SMTP is connected to (or sent a test message), the SMS
 * provider's account is read (or a text sent), the store writes, reads and deletes a small
 * object, the OpenID provider's discovery document is fetched, the model lists its models (or
 * answers a one-word completion), each social platform's token endpoint is shown the client
 * with a made-up code, Stripe answers an authenticated read, and the Web Push keys sign a
 * header. Each takes the time it may use; none ever puts a secret in its message.
 */
import webpush from 'web-push';
import Stripe from 'stripe';
import type { SocialPlatform } from '../../../contract/social';
import type { CheckOutcome } from '../../../contract/system';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { ChatModel } from '../../platform/llm/chat-model';
import { getAppName } from '../../platform/settings/settings.service';
import { generateCodeVerifier } from 'arctic';
import { PlatformAuthError, PlatformRateLimitError } from '../social/platforms/platform-client';
import { platformClient } from '../social/platforms/social-platforms';
import { storageStatus } from '../studio/storage/storage-health.service';
import { sendCampaignSms } from '../tribe/channels/sms-channel';
import { vapidKeys } from '../tribe/channels/push-channel';

export interface ProbeResult {
  status: Exclude<CheckOutcome, 'not_configured'>;
  message: string;
}

const ok = (message: string): ProbeResult => ({ status: 'ok', message });
const warning = (message: string): ProbeResult => ({ status: 'warning', message });
const failed = (message: string): ProbeResult => ({ status: 'error', message });

/** An error in words: a timeout says so, anything else its own message. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'it timed out';
    return error.message;
  }
  return String(error);
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

// SMTP -----------------------------------------------------------------------------------

export async function probeSmtp(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult> {
  const host = hostOf(ctx.config.mail.smtpUrl ?? '');
  try {
    await ctx.mailer.verify(timeoutMs);
    return ok(`Connected to ${host} and it accepted the login`);
  } catch (error) {
    return failed(`Could not connect to ${host}: ${describeError(error)}`);
  }
}

export async function sendSmtpTest(
  ctx: ServiceContext,
  actor: Actor,
  to: string,
  timeoutMs: number,
): Promise<ProbeResult> {
  const appName = await getAppName(ctx);
  const sentAt = ctx.now().toISOString();
  const mail = {
    to,
    subject: `${appName}: test e-mail`,
    text: `This is a test e-mail from the ${appName} admin console, sent by ${actor.email} at ${sentAt}. If you can read it, e-mail from ${appName} reaches this address.`,
  };
  try {
    const { delivery } = await ctx.mailer.sendNow(ctx.db, mail, appName, timeoutMs);
    if (delivery === 'outbox') {
      return warning(
        `No SMTP server is configured (set SMTP_URL and MAIL_FROM): the test e-mail to ${to} was kept in the outbox below instead of being sent.`,
      );
    }
    return ok(
      `${hostOf(ctx.config.mail.smtpUrl ?? '')} accepted the test e-mail to ${to}. Check that inbox (and its spam folder).`,
    );
  } catch (error) {
    return failed(`The SMTP server did not take the test e-mail: ${describeError(error)}`);
  }
}

// SMS ------------------------------------------------------------------------------------

/** Reads the account (Twilio's Messages API shape): proves the address and credentials. */
export async function probeSms(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult> {
  const provider = ctx.config.sms;
  if (!provider) return failed('No SMS provider is configured');
  try {
    const response = await fetch(
      `${provider.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}.json`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    await response.body?.cancel();
    if (response.ok) return ok(`${hostOf(provider.apiUrl)} accepted the account credentials`);
    if (response.status === 401 || response.status === 403) {
      return failed(
        `${hostOf(provider.apiUrl)} refused the account credentials (HTTP ${response.status}): check SMS_ACCOUNT_SID and SMS_AUTH_TOKEN`,
      );
    }
    return failed(`${hostOf(provider.apiUrl)} answered HTTP ${response.status}`);
  } catch (error) {
    return failed(`Could not reach ${hostOf(provider.apiUrl)}: ${describeError(error)}`);
  }
}

export async function sendSmsTest(ctx: ServiceContext, to: string): Promise<ProbeResult> {
  const appName = await getAppName(ctx);
  const outcome = await sendCampaignSms(ctx, {
    to,
    body: `${appName}: a test text from the admin console. If you got it, texts reach this number.`,
  });
  if (!outcome.ok) return failed(`The SMS provider did not take the test text: ${outcome.error}`);
  if (!ctx.config.sms) {
    return warning(
      `No SMS provider is configured (set SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM): the test text to ${to} was kept in the outbox below instead of being sent.`,
    );
  }
  return ok(`${hostOf(ctx.config.sms.apiUrl)} accepted the test text to ${to}`);
}

// Web Push -------------------------------------------------------------------------------

/** The subject push services are told (the same as campaigns use). */
export function pushSubject(ctx: ServiceContext): string {
  return ctx.config.publicUrl.startsWith('https:')
    ? ctx.config.publicUrl
    : 'mailto:no-reply@backline.local';
}

export async function probePush(ctx: ServiceContext): Promise<ProbeResult> {
  try {
    const keys = await vapidKeys(ctx);
    // Signing a header for a push service proves the pair is well formed and belongs together.
    webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      pushSubject(ctx),
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    if (!ctx.config.publicUrl.startsWith('https:')) {
      return warning(
        'The VAPID keys are valid. PUBLIC_URL is not https, so push services are given a placeholder contact; browsers only subscribe on https sites.',
      );
    }
    return ok('The VAPID keys are valid: a push service header was signed with them');
  } catch (error) {
    return failed(`The VAPID keys are not usable: ${describeError(error)}`);
  }
}

// Object store ---------------------------------------------------------------------------

export async function probeStorage(ctx: ServiceContext): Promise<ProbeResult> {
  try {
    const status = await storageStatus(ctx);
    if (status.working) return ok('Wrote, read back and deleted a small object');
    return failed(status.issues.at(-1) ?? 'The store did not keep a small object');
  } catch (error) {
    return failed(`The store failed: ${describeError(error)}`);
  }
}

// OpenID Connect -------------------------------------------------------------------------

export async function probeOidc(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult> {
  const oidc = ctx.config.oidc;
  if (!oidc) return failed('No OpenID Connect provider is configured');
  const issuer = oidc.issuer.replace(/\/$/, '');
  const url = `${issuer}/.well-known/openid-configuration`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`${hostOf(url)} answered HTTP ${response.status} for its discovery document`);
    }
    const document = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (
      !document ||
      typeof document.authorization_endpoint !== 'string' ||
      typeof document.token_endpoint !== 'string'
    ) {
      return failed('The discovery document has no authorization and token endpoints');
    }
    const named = typeof document.issuer === 'string' ? document.issuer.replace(/\/$/, '') : '';
    if (named !== issuer) {
      return warning(
        `The discovery document names the issuer "${named}", not OIDC_ISSUER "${issuer}": sign-in will refuse its tokens`,
      );
    }
    return ok(
      `The discovery document answered: sign-in goes to ${hostOf(document.authorization_endpoint)}`,
    );
  } catch (error) {
    return failed(`Could not read ${url}: ${describeError(error)}`);
  }
}

// Language model -------------------------------------------------------------------------

export async function probeModel(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult> {
  const llm = ctx.config.llm;
  if (!llm) return failed('No language model is configured');
  const timeout = Math.min(llm.timeoutMs, timeoutMs);
  const base = llm.baseUrl.replace(/\/$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/models`, {
      headers: {
        accept: 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    return failed(
      `${hostOf(base)} did not answer within ${seconds(timeout)}: ${describeError(error)}`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return failed(
      `${hostOf(base)} refused the API key (HTTP ${response.status}): check LLM_API_KEY`,
    );
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    const ids = Array.isArray(body?.data)
      ? body.data.flatMap((model: unknown) =>
          model && typeof model === 'object' && 'id' in model && typeof model.id === 'string'
            ? [model.id]
            : [],
        )
      : null;
    if (ids && !ids.includes(llm.model)) {
      return warning(
        `${hostOf(base)} answered, but its ${ids.length} models do not include "${llm.model}" (LLM_MODEL)`,
      );
    }
    return ok(`${hostOf(base)} answered and offers "${llm.model}"`);
  }
  await response.body?.cancel();
  // A server without a models list (some OpenAI-compatible ones): a one-word completion.
  try {
    await new ChatModel({ ...llm, timeoutMs: timeout }).complete(
      [{ role: 'user', content: 'Reply with the single word OK.' }],
      { temperature: 0, maxTokens: 5 },
    );
    return ok(`"${llm.model}" answered a one-word completion`);
  } catch (error) {
    return failed(describeError(error));
  }
}

// Social platforms -----------------------------------------------------------------------

/**
 * Shows the platform its client with an authorization code that cannot exist. A platform
 * that knows the client refuses the code (invalid_grant); one that does not refuses the
 * client (invalid_client, unauthorized_client, "Invalid Client Secret"). Nothing is granted.
 */
export async function probeSocial(
  ctx: ServiceContext,
  platform: SocialPlatform,
): Promise<ProbeResult> {
  const client = platformClient(ctx.config, platform);
  if (!client) return failed('Not configured');
  try {
    await client.exchangeCode('backline-connection-check', generateCodeVerifier());
    return warning('The token endpoint accepted a made-up code: is it the real platform?');
  } catch (error) {
    if (error instanceof PlatformRateLimitError) {
      return warning('The platform answered, but asks us to slow down (HTTP 429)');
    }
    if (error instanceof PlatformAuthError) {
      if (/client/i.test(error.message)) {
        return failed(`The platform refused the client credentials: ${error.message}`);
      }
      return ok('The token endpoint answered and knows the client (a made-up code was refused)');
    }
    return failed(describeError(error));
  }
}

// Stripe ---------------------------------------------------------------------------------

export async function probeStripe(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult> {
  const config = ctx.config.stripe;
  if (!config) return failed('Stripe is not configured');
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 0,
    timeout: timeoutMs,
    ...(config.api && {
      host: config.api.host,
      protocol: config.api.protocol,
      ...(config.api.port !== null && { port: config.api.port }),
    }),
  });
  try {
    const balance = await stripe.balance.retrieve();
    const mode = balance.livemode ? 'live mode' : 'test mode';
    return ok(`Stripe answered an authenticated read (the balance), in ${mode}`);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError) {
      return failed('Stripe refused the secret key: check STRIPE_SECRET_KEY');
    }
    if (error instanceof Stripe.errors.StripePermissionError) {
      return warning('Stripe knows the key, but it may not read the balance (a restricted key)');
    }
    return failed(`Stripe did not answer: ${describeError(error)}`);
  }
}
