/**
 * Every external service Backline talks to, in one list: what configures it (the environment
 * settings, server/config.ts), what can be shown of its configuration (hosts, addresses,
 * bucket, issuer, model, client ids) and what cannot (each secret only as set or not set),
 * and how it is tried (integration-probes.ts).
 */
import type { IntegrationName } from '../../../contract/system';
import { INTEGRATION_LABELS } from '../../../contract/system';
import type { SocialPlatform } from '../../../contract/social';
import type { Config } from '../../config';
import type { ServiceContext } from '../../context';
import { getAppName } from '../../platform/settings/settings.service';
import { CREDENTIAL_SETTINGS } from '../social/social-settings';
import { redirectUriOf } from '../social/platforms/social-platforms';
import { vapidKeys } from '../tribe/channels/push-channel';
import type { ProbeResult } from './integration-probes';
import {
  probeModel,
  probeOidc,
  probePush,
  probeSms,
  probeSmtp,
  probeSocial,
  probeStorage,
  probeStripe,
  pushSubject,
} from './integration-probes';

export interface Fact {
  label: string;
  value: string;
}

export interface IntegrationDefinition {
  name: IntegrationName;
  label: string;
  description: string;
  configureWith: readonly string[];
  sendsTest: 'email' | 'sms' | null;
  configured(config: Config): boolean;
  facts(ctx: ServiceContext): Promise<Fact[]>;
  secrets(config: Config): { name: string; set: boolean }[];
  /** Tries it (only called when configured); `timeoutMs` is what it may take. */
  probe(ctx: ServiceContext, timeoutMs: number): Promise<ProbeResult>;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** An address as it may be shown: no user name, password, query or fragment. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/$/, '')}`;
  } catch {
    return '(not a valid URL)';
  }
}

/** An identifier that is not a secret but need not be shown whole: its ends only. */
function masked(value: string): string {
  return value.length <= 8 ? '••••' : `${value.slice(0, 4)}…${value.slice(-4)}`;
}

function mailFromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

function social(platform: SocialPlatform): IntegrationDefinition {
  const [idSetting, secretSetting] = CREDENTIAL_SETTINGS[platform];
  return {
    name: platform,
    label: INTEGRATION_LABELS[platform],
    description: `Creators connect their ${INTEGRATION_LABELS[platform]} account to sync their posts and figures.`,
    configureWith: [idSetting, secretSetting, 'SOCIAL_TOKEN_KEY'],
    sendsTest: null,
    configured: (config) => config.social[platform].credentials !== null,
    facts: async (ctx) => {
      const settings = ctx.config.social[platform];
      const facts: Fact[] = [];
      if (settings.credentials)
        facts.push({ label: 'Client ID', value: settings.credentials.clientId });
      facts.push(
        { label: 'Authorization at', value: hostOf(settings.authorizeUrl) },
        { label: 'API at', value: hostOf(settings.apiUrl) },
        { label: 'Redirect URI to register', value: redirectUriOf(ctx.config, platform) },
      );
      return facts;
    },
    secrets: (config) => [
      { name: secretSetting, set: config.social[platform].credentials !== null },
      { name: 'SOCIAL_TOKEN_KEY', set: config.social.tokenKey !== null },
    ],
    probe: (ctx) => probeSocial(ctx, platform),
  };
}

export const integrations: readonly IntegrationDefinition[] = [
  {
    name: 'smtp',
    label: INTEGRATION_LABELS.smtp,
    description:
      'Account e-mails, invitations and campaigns. Without SMTP every message is kept in the outbox instead.',
    configureWith: ['SMTP_URL', 'MAIL_FROM'],
    sendsTest: 'email',
    configured: (config) => config.mail.smtpUrl !== null,
    facts: async (ctx) => {
      const { smtpUrl, from } = ctx.config.mail;
      const facts: Fact[] = [];
      if (smtpUrl) {
        const url = new URL(smtpUrl);
        facts.push(
          { label: 'Server', value: url.host },
          {
            label: 'Security',
            value:
              url.protocol === 'smtps:'
                ? 'TLS from the start (smtps)'
                : 'STARTTLS when offered (smtp)',
          },
          { label: 'Signs in', value: url.username ? 'yes' : 'no' },
        );
      }
      facts.push(
        { label: 'From address', value: mailFromAddress(from) },
        { label: 'Sender name', value: await getAppName(ctx) },
      );
      return facts;
    },
    secrets: (config) => [
      {
        name: 'SMTP_URL password',
        set: config.mail.smtpUrl ? Boolean(new URL(config.mail.smtpUrl).password) : false,
      },
    ],
    probe: probeSmtp,
  },
  {
    name: 'sms',
    label: INTEGRATION_LABELS.sms,
    description:
      'Campaign texts, through any provider with Twilio’s Messages API. Without one, texts are kept in the outbox.',
    configureWith: ['SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'],
    sendsTest: 'sms',
    configured: (config) => config.sms !== null,
    facts: async (ctx) => {
      const sms = ctx.config.sms;
      if (!sms) return [];
      return [
        { label: 'API at', value: hostOf(sms.apiUrl) },
        { label: 'Account', value: masked(sms.accountSid) },
        { label: 'Sends from', value: sms.from },
      ];
    },
    secrets: (config) => [{ name: 'SMS_AUTH_TOKEN', set: config.sms !== null }],
    probe: probeSms,
  },
  {
    name: 'push',
    label: INTEGRATION_LABELS.push,
    description:
      'Campaign notifications to fans’ browsers. The VAPID key pair is made on first use and kept with the settings.',
    configureWith: ['PUBLIC_URL (https)'],
    sendsTest: null,
    configured: () => true,
    facts: async (ctx) => {
      const keys = await vapidKeys(ctx);
      return [
        { label: 'Public key', value: `${keys.publicKey.slice(0, 16)}…` },
        { label: 'Contact given to push services', value: pushSubject(ctx) },
      ];
    },
    secrets: () => [{ name: 'VAPID private key (in the database)', set: true }],
    probe: (ctx) => probePush(ctx),
  },
  {
    name: 'storage',
    label: INTEGRATION_LABELS.storage,
    description: 'Uploads: vault files, avatars, product images, studio media.',
    configureWith: [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ],
    sendsTest: null,
    configured: () => true,
    facts: async (ctx) => {
      const storage = ctx.config.storage;
      if (storage.driver === 'local') {
        return [
          { label: 'Driver', value: 'Local disk' },
          { label: 'Directory', value: storage.directory },
        ];
      }
      return [
        { label: 'Driver', value: 'S3-compatible bucket' },
        { label: 'Bucket', value: storage.bucket },
        { label: 'Endpoint', value: storage.endpoint ? safeUrl(storage.endpoint) : 'AWS S3' },
        { label: 'Region', value: storage.region },
        { label: 'Path-style addresses', value: storage.forcePathStyle ? 'yes' : 'no' },
        {
          label: 'Access key',
          value: storage.credentials
            ? masked(storage.credentials.accessKeyId)
            : 'from the environment (instance role, AWS_*)',
        },
      ];
    },
    secrets: (config) =>
      config.storage.driver === 's3'
        ? [{ name: 'S3_SECRET_ACCESS_KEY', set: config.storage.credentials !== null }]
        : [],
    probe: (ctx) => probeStorage(ctx),
  },
  {
    name: 'oidc',
    label: INTEGRATION_LABELS.oidc,
    description:
      'Sign in with Google or any OpenID provider, beside e-mail and password (which always works).',
    configureWith: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_PRESET'],
    sendsTest: null,
    configured: (config) => config.oidc !== null,
    facts: async (ctx) => {
      const oidc = ctx.config.oidc;
      if (!oidc) return [];
      return [
        { label: 'Issuer', value: oidc.issuer },
        { label: 'Client ID', value: oidc.clientId },
        { label: 'Button label', value: oidc.label },
        { label: 'Redirect URI to register', value: `${ctx.config.publicUrl}/auth/callback` },
      ];
    },
    secrets: (config) => [{ name: 'OIDC_CLIENT_SECRET', set: Boolean(config.oidc?.clientSecret) }],
    probe: probeOidc,
  },
  {
    name: 'model',
    label: INTEGRATION_LABELS.model,
    description:
      'An OpenAI-compatible model for D-Cypher and the studio’s copy; without one the built-in writers are used.',
    configureWith: ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS'],
    sendsTest: null,
    configured: (config) => config.llm !== null,
    facts: async (ctx) => {
      const llm = ctx.config.llm;
      if (!llm) return [];
      return [
        { label: 'API at', value: safeUrl(llm.baseUrl) },
        { label: 'Model', value: llm.model },
        { label: 'Time-out', value: `${llm.timeoutMs / 1000} s` },
      ];
    },
    secrets: (config) => [{ name: 'LLM_API_KEY', set: Boolean(config.llm?.apiKey) }],
    probe: probeModel,
  },
  social('tiktok'),
  social('youtube'),
  social('twitter'),
  social('instagram'),
  {
    name: 'stripe',
    label: INTEGRATION_LABELS.stripe,
    description:
      'Real payments, subscriptions and creator payouts. Without it, payments run in the built-in test mode.',
    configureWith: [
      'PAYMENT_PROVIDER=stripe',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'STRIPE_PLATFORM_FEE_PERCENT',
    ],
    sendsTest: null,
    configured: (config) => config.stripe !== null,
    facts: async (ctx) => {
      const stripe = ctx.config.stripe;
      if (!stripe) return [{ label: 'Payments', value: 'Test mode (built in): no money moves' }];
      const mode = /^(sk|rk)_live_/.test(stripe.secretKey) ? 'live' : 'test';
      return [
        { label: 'Payments', value: 'Stripe' },
        { label: 'Key mode', value: mode },
        { label: 'Platform fee', value: `${stripe.platformFeePercent}%` },
        {
          label: 'Webhook endpoint',
          value: `${ctx.config.publicUrl}/api/payments/webhooks/stripe`,
        },
        {
          label: 'Connect webhook endpoint',
          value: `${ctx.config.publicUrl}/api/payments/webhooks/stripe/connect`,
        },
        ...(stripe.api ? [{ label: 'API at', value: stripe.api.host }] : []),
      ];
    },
    secrets: (config) => [
      { name: 'STRIPE_SECRET_KEY', set: config.stripe !== null },
      { name: 'STRIPE_WEBHOOK_SECRET', set: config.stripe !== null },
      { name: 'STRIPE_CONNECT_WEBHOOK_SECRET', set: config.stripe !== null },
    ],
    probe: probeStripe,
  },
];

export function integrationNamed(name: IntegrationName): IntegrationDefinition {
  const found = integrations.find((integration) => integration.name === name);
  if (!found) throw new Error(`No integration named ${name}`);
  return found;
}

/**
 * Every secret value the configuration holds, so a message from a probe (an error a library
 * wrote) can be scrubbed of any that slipped in.
 */
export function secretValues(config: Config): string[] {
  const values = [
    config.mail.smtpUrl,
    config.mail.smtpUrl ? decodeURIComponent(new URL(config.mail.smtpUrl).password) : null,
    config.sms?.authToken,
    config.storage.driver === 's3' ? config.storage.credentials?.secretAccessKey : null,
    config.oidc?.clientSecret,
    config.llm?.apiKey,
    config.stripe?.secretKey,
    config.stripe?.webhookSecret,
    config.stripe?.connectWebhookSecret,
    config.social.tokenKey,
    ...config.social.oldTokenKeys,
    ...(['tiktok', 'youtube', 'twitter', 'instagram'] as const).map(
      (platform) => config.social[platform].credentials?.clientSecret,
    ),
  ];
  return values.filter((value): value is string => typeof value === 'string' && value.length >= 4);
}

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('[redacted]'), text);
}
