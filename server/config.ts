import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AccessLimits } from '../contract/limits';
import {
  isValidTokenKey,
  socialConfigFrom,
  socialEnvShape,
} from './features/social/social-settings';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalUrl = z
  .url({ error: 'must be a URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The address people use: http(s), no path beyond `/` (links are built by appending to it). */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .refine(
    (value) => !URL.canParse(value) || (new URL(value).pathname === '/' && !/[?#]/.test(value)),
    {
      error: 'must be an address without a path, e.g. https://backline.example.com',
    },
  )
  .optional()
  .or(z.literal('').transform(() => undefined));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2025-09-22' });

/** Every setting of the process, read from the environment once. The README lists them. */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: publicUrl,
    DATA_DIR: z.string().default('./data'),
    WEB_DIST_DIR: z.string().default('./dist/web'),
    // Empty means unset, as for every other setting (the e2e harness blanks it this way).
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    DEMO_DATA: flag(true),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    BETA_END_DATE: isoDate.default(AccessLimits.defaultBetaEndDate),
    // OWASP ASVS 4.0.3, 3.3.2 at level 2: re-authenticate after 12 hours, or 30 idle minutes.
    SESSION_IDLE_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int()
      .min(1)
      .max(30 * 24 * 60)
      .default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int()
      .min(1)
      .max(365 * 24)
      .default(12),
    TRUST_PROXY: flag(false),
    PROCESS_ROLE: z
      .enum(['web', 'worker', 'both'], { error: 'must be web, worker or both' })
      .default('both'),
    JOB_CONCURRENCY: z.coerce
      .number({ error: 'must be a number of jobs' })
      .int()
      .min(1)
      .max(100)
      .default(4),
    JOB_POLL_INTERVAL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(50)
      .max(60_000)
      .default(1_000),
    /** How long a claimed job stays its worker's without a heartbeat (renewed every third of it). */
    JOB_LEASE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1)
      .max(3_600)
      .default(60),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0)
      .max(3_600)
      .default(20),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_PRESET: z.enum(['google', 'generic']).default('google'),
    OIDC_LABEL: z.string().optional(),
    PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    /** Stripe signs the events of connected accounts (Connect) with its own endpoint's secret. */
    STRIPE_CONNECT_WEBHOOK_SECRET: z.string().trim().optional(),
    /** Where the Stripe API is reached; set only to point the client at a stand-in (tests). */
    STRIPE_API_HOST: z.string().trim().optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** The platform's share of each creator sale, in percent (paid to the platform by Stripe Connect). */
    STRIPE_PLATFORM_FEE_PERCENT: z.coerce
      .number({ error: 'must be a number of percent' })
      .min(0)
      .max(50)
      .default(5),
    S3_BUCKET: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || 'auto'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag(true),
    /** The bucket's public address (an R2 public bucket's r2.dev or custom domain, a CDN); the storage diagnostic HEADs its test file there. Without it, the endpoint's own address of the object. */
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().trim().min(3).default('Backline <no-reply@backline.local>'),
    CAMPAIGN_SEND_RATE: z.coerce
      .number({ error: 'must be a number of messages per second' })
      .int()
      .min(1)
      .max(100_000)
      .default(2_000),
    CAMPAIGN_SEND_CONCURRENCY: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(100)
      .default(8),
    CAMPAIGN_MAX_FAILURES_IN_A_ROW: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(10_000)
      .default(25),
    EMAIL_WEBHOOK_SECRET: z
      .string()
      .min(16, { error: 'must be at least 16 characters' })
      .optional(),
    SMS_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_ACCOUNT_SID: z.string().trim().optional(),
    SMS_AUTH_TOKEN: z.string().optional(),
    SMS_FROM: z.string().trim().optional(),
    LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LLM_MODEL: z.string().trim().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(500)
      .max(300_000)
      .default(20_000),
    ...socialEnvShape,
  })
  .superRefine((env, ctx) => {
    for (const name of ['SOCIAL_TOKEN_KEY', 'SOCIAL_TOKEN_OLD_KEYS'] as const) {
      const keys = (env[name] ?? '').split(',').filter(Boolean);
      if (keys.some((key) => !isValidTokenKey(key.trim()))) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
        });
      }
    }
    const socialClients = [
      env.TIKTOK_CLIENT_KEY,
      env.YOUTUBE_CLIENT_ID,
      env.TWITTER_CLIENT_ID,
      env.INSTAGRAM_CLIENT_ID,
    ];
    if (env.NODE_ENV === 'production' && socialClients.some(Boolean) && !env.SOCIAL_TOKEN_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOCIAL_TOKEN_KEY'],
        message: 'is required in production once a social platform is configured',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required in production: set it to the address people use, e.g. https://backline.example.com (links in e-mail are built from it, and requests for any other host are refused)',
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'is required when LLM_BASE_URL is set',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    if (env.DATABASE_URL && !/^(postgres(ql)?:\/\/|sqlite:|file:)/.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'must start with postgres://, postgresql://, sqlite: or file:',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_CONNECT_WEBHOOK_SECRET',
      ] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER is stripe',
          });
        }
      }
    }
    if (env.S3_ENDPOINT && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3_ENDPOINT is set',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with the other S3 access key setting',
      });
    }
  });

export type Env = z.input<typeof ConfigSchema>;

export interface LocalStorageConfig {
  driver: 'local';
  directory: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  /** Null means AWS itself; any S3-compatible service (R2, MinIO, B2, ...) sets its URL. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Where the bucket's objects are public, if it says; see S3_PUBLIC_URL. */
  publicUrl?: string | null;
  /** Null leaves credentials to the SDK's usual sources (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** Where uploaded files go: S3 when S3_BUCKET is set, otherwise DATA_DIR/objects. */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Parses the settings; a bad value fails with a message naming the setting. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid setting: ${problems.join('; ')}`);
  }
  const settings = result.data;
  const dataDir = path.resolve(settings.DATA_DIR);
  const oidc =
    settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID
      ? {
          issuer: settings.OIDC_ISSUER,
          clientId: settings.OIDC_CLIENT_ID,
          clientSecret: settings.OIDC_CLIENT_SECRET,
          provider: settings.OIDC_PRESET === 'google' ? ('google' as const) : ('oidc' as const),
          label:
            settings.OIDC_LABEL ??
            (settings.OIDC_PRESET === 'google' ? 'Google' : 'Single sign-on'),
        }
      : null;
  return {
    env: settings.NODE_ENV,
    port: settings.PORT,
    host: settings.HOST,
    /**
     * The address people use, without a trailing slash: every link in an e-mail and the sign-in
     * callback are built from it, never from a request. Outside production it defaults to this
     * process's own port on localhost.
     */
    publicUrl: settings.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${settings.PORT}`,
    /** In production, requests whose Host is not PUBLIC_URL's are refused. */
    publicHostOnly: settings.NODE_ENV === 'production',
    dataDir,
    webDistDir: path.resolve(settings.WEB_DIST_DIR),
    databaseUrl: settings.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'backline.db')}`,
    demoData: settings.DEMO_DATA,
    adminEmails: settings.ADMIN_EMAILS,
    betaEndDate: settings.BETA_END_DATE,
    sessions: {
      idleMinutes: settings.SESSION_IDLE_MINUTES,
      absoluteHours: settings.SESSION_ABSOLUTE_HOURS,
    },
    trustProxy: settings.TRUST_PROXY,
    /** What this process runs: the HTTP server, the job worker and scheduler, or both. */
    role: settings.PROCESS_ROLE,
    jobs: {
      concurrency: settings.JOB_CONCURRENCY,
      pollIntervalMs: settings.JOB_POLL_INTERVAL_MS,
      /** A killed worker's jobs run again once their lease lapses. */
      leaseMs: settings.JOB_LEASE_SECONDS * 1000,
    },
    shutdownGraceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
    logLevel: settings.LOG_LEVEL,
    oidc,
    paymentProvider: settings.PAYMENT_PROVIDER,
    stripe: stripeConfig(settings),
    storage: storageConfig(settings, dataDir),
    mail: { smtpUrl: settings.SMTP_URL ?? null, from: settings.MAIL_FROM },
    /** Find Your Tribe: how fast campaigns go out, and where SMS and bounce reports come from. */
    campaigns: {
      ratePerSecond: settings.CAMPAIGN_SEND_RATE,
      concurrency: settings.CAMPAIGN_SEND_CONCURRENCY,
      maxFailuresInARow: settings.CAMPAIGN_MAX_FAILURES_IN_A_ROW,
      webhookSecret: settings.EMAIL_WEBHOOK_SECRET ?? null,
    },
    sms:
      settings.SMS_API_URL &&
      settings.SMS_ACCOUNT_SID &&
      settings.SMS_AUTH_TOKEN &&
      settings.SMS_FROM
        ? {
            apiUrl: settings.SMS_API_URL.replace(/\/$/, ''),
            accountSid: settings.SMS_ACCOUNT_SID,
            authToken: settings.SMS_AUTH_TOKEN,
            from: settings.SMS_FROM,
          }
        : null,
    llm:
      settings.LLM_BASE_URL && settings.LLM_MODEL
        ? {
            baseUrl: settings.LLM_BASE_URL,
            model: settings.LLM_MODEL,
            apiKey: settings.LLM_API_KEY ?? null,
            timeoutMs: settings.LLM_TIMEOUT_MS,
          }
        : null,
    social: socialConfigFrom(settings),
  };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Signs the Connect endpoint's events (those of the creators' connected accounts). */
  connectWebhookSecret: string;
  /** Null reaches api.stripe.com. */
  api: { host: string; port: number | null; protocol: 'http' | 'https' } | null;
  platformFeePercent: number;
}

function stripeConfig(settings: z.output<typeof ConfigSchema>): StripeConfig | null {
  if (
    settings.PAYMENT_PROVIDER !== 'stripe' ||
    !settings.STRIPE_SECRET_KEY ||
    !settings.STRIPE_WEBHOOK_SECRET ||
    !settings.STRIPE_CONNECT_WEBHOOK_SECRET
  )
    return null;
  return {
    secretKey: settings.STRIPE_SECRET_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    connectWebhookSecret: settings.STRIPE_CONNECT_WEBHOOK_SECRET,
    api: settings.STRIPE_API_HOST
      ? {
          host: settings.STRIPE_API_HOST,
          port: settings.STRIPE_API_PORT ?? null,
          protocol: settings.STRIPE_API_PROTOCOL ?? 'https',
        }
      : null,
    platformFeePercent: settings.STRIPE_PLATFORM_FEE_PERCENT,
  };
}

function storageConfig(settings: z.output<typeof ConfigSchema>, dataDir: string): StorageConfig {
  if (!settings.S3_BUCKET) return { driver: 'local', directory: path.join(dataDir, 'objects') };
  return {
    driver: 's3',
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT ?? null,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    publicUrl: settings.S3_PUBLIC_URL ?? null,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : null,
  };
}

/** Loads `.env` from the working directory when there is one; the real environment wins. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
