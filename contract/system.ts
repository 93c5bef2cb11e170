/**
 * System status and integrations (spec part 2, sections 2 "System Status", 3 "System status",
 * 7 `GET /api/admin/system-status`): live measures of this server, and each external service
 * Backline talks to, what is configured and whether it answers. Secrets are never in a reply:
 * only whether each is set.
 */
import { z } from 'zod';

/** A core service's health: green, yellow, red (spec: "healthy ... green, warning yellow, error ... red"). */
export const ServiceHealth = z.enum(['healthy', 'warning', 'error']);
export type ServiceHealth = z.infer<typeof ServiceHealth>;

/** An integration as System Status lists it; `not_configured` is grey. */
export const IntegrationStatus = z.enum(['connected', 'warning', 'error', 'not_configured']);
export type IntegrationStatus = z.infer<typeof IntegrationStatus>;

/** Every integration, in the order the admin console lists them. */
export const INTEGRATION_NAMES = [
  'smtp',
  'sms',
  'push',
  'storage',
  'oidc',
  'model',
  'tiktok',
  'youtube',
  'twitter',
  'instagram',
  'stripe',
] as const;
export const IntegrationName = z.enum(INTEGRATION_NAMES, {
  error: `must be one of ${INTEGRATION_NAMES.join(', ')}`,
});
export type IntegrationName = z.infer<typeof IntegrationName>;

/** How the admin console names each integration. */
export const INTEGRATION_LABELS: Record<IntegrationName, string> = {
  smtp: 'E-mail (SMTP)',
  sms: 'Text messages (SMS)',
  push: 'Web Push',
  storage: 'File storage',
  oidc: 'Sign-in with OpenID Connect',
  model: 'AI model',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  stripe: 'Stripe payments',
};

/** `GET /api/admin/system-status`: `system_status`. */
export const SystemStatus = z.object({
  database: z.object({
    status: ServiceHealth,
    /** A timed `select 1` from this process; null when the database did not answer. */
    response_time_ms: z.number().nullable(),
    engine: z.enum(['sqlite', 'postgres']),
  }),
  api: z.object({
    status: ServiceHealth,
    /**
     * The median duration of this process's API requests in the last minute (measured from
     * the request's arrival to its reply); null when there were none.
     */
    response_time_ms: z.number().nullable(),
    /** How many requests the median is of. */
    sample_size: z.number().int(),
  }),
  storage: z.object({
    status: ServiceHealth,
    driver: z.enum(['local', 's3']),
    /** Local: the disk's used share. S3: null (a bucket has no fixed size). */
    usage_percentage: z.number().nullable(),
    used_bytes: z.number().nullable(),
    total_bytes: z.number().nullable(),
    /** What was measured, or what went wrong, in words. */
    detail: z.string(),
  }),
  metrics: z.object({
    uptime_hours: z.number(),
    /** API requests this process answered in the last 60 seconds. */
    requests_per_minute: z.number().int(),
    /** Server errors (5xx) among those requests, in percent with 2 decimals. */
    error_rate_percentage: z.number(),
    /** Refusals (4xx) among them: part of normal use (signed out, not found), shown apart. */
    client_error_rate_percentage: z.number(),
    /** This process's resident memory against the memory it may use (cgroup limit or RAM). */
    memory_usage_percentage: z.number(),
    window_seconds: z.number().int(),
  }),
  integrations: z.record(IntegrationName, IntegrationStatus),
  /** Web processes that reported in the last 90 seconds; the figures above are this one's. */
  processes: z.object({ live: z.number().int(), this_process: z.string() }),
  checked_at: z.string(),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const SystemStatusReply = z.object({ system_status: SystemStatus });
export type SystemStatusReply = z.infer<typeof SystemStatusReply>;

/** One external service: what is configured (never a secret's value) and how to set it up. */
export const Integration = z.object({
  name: IntegrationName,
  label: z.string(),
  /** What it is for, in a sentence. */
  description: z.string(),
  configured: z.boolean(),
  /** Non-secret facts: host, from address, bucket, issuer, model, client id... */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Each secret setting by its environment name: whether it is set, never its value. */
  secrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
  /** The environment settings that configure it. */
  configure_with: z.array(z.string()),
  /** "Send a test" (a real message to an address or number) rather than "Check". */
  sends_test: z.enum(['email', 'sms']).nullable(),
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationsReply = z.object({ integrations: z.array(Integration) });
export type IntegrationsReply = z.infer<typeof IntegrationsReply>;

export const IntegrationParams = z.object({ name: IntegrationName });

/** `POST /api/admin/integrations/{name}/check`: where a test message goes (default: you). */
export const IntegrationCheckRequest = z
  .object({
    to: z
      .string()
      .trim()
      .max(254, 'must be at most 254 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .default({ to: undefined });
export type IntegrationCheckRequest = z.input<typeof IntegrationCheckRequest>;

export const CheckOutcome = z.enum(['ok', 'warning', 'error', 'not_configured']);
export type CheckOutcome = z.infer<typeof CheckOutcome>;

export const IntegrationCheckReply = z.object({
  name: IntegrationName,
  status: CheckOutcome,
  /** What happened, in words for the administrator. */
  message: z.string(),
  checked_at: z.string(),
  duration_ms: z.number(),
});
export type IntegrationCheckReply = z.infer<typeof IntegrationCheckReply>;
