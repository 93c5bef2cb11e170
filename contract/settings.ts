/**
 * Platform settings (spec part 2, section 3: "grouped by category: general (app_name,
 * max_file_size_mb, maintenance_mode); features (map of flag name to boolean)"), plus `limits`
 * (what one person may do per hour or day, and store), the public part the web app reads, and
 * the admin console's read and update.
 */
import { z } from 'zod';
import { SettingsLimits } from './limits';

const { maxAppName, maxFileSizeMbCeiling } = SettingsLimits;

/** Each general setting with its rule; the server reads a stored value that breaks it as the default. */
export const GeneralSettings = z.object({
  app_name: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(maxAppName, `must be at most ${maxAppName} characters`)
    // It goes into e-mail subjects and the sender's name: one line, no control characters.
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'must be on one line, without control characters'),
  max_file_size_mb: z
    .number({ error: 'must be a number of MB' })
    .int('must be a whole number of MB')
    .min(1, 'must be at least 1 MB')
    .max(maxFileSizeMbCeiling, `must be at most ${maxFileSizeMbCeiling} MB`),
  maintenance_mode: z.boolean({ error: 'must be true or false' }),
});
export type GeneralSettings = z.infer<typeof GeneralSettings>;
export type GeneralSettingKey = keyof GeneralSettings;

const { maxLimitPerWindow, maxStorageQuotaMb } = SettingsLimits;

const perWindow = (what: string) =>
  z
    .number({ error: `must be a number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(1, `must be at least 1`)
    .max(maxLimitPerWindow, `must be at most ${maxLimitPerWindow}`);

/**
 * Per-person limits on writes a script could flood, each person's storage quota, and the
 * attempts sign-in and signed-out visitors get. Each window is fixed (a clock hour, a UTC day,
 * 15 minutes); past the limit the API answers 429 with when to try again. A change applies to
 * the next request (every process within a second).
 */
export const LimitsSettings = z.object({
  posts_per_hour: perWindow('posts'),
  comments_per_hour: perWindow('comments'),
  shares_per_hour: perWindow('shares'),
  invitations_per_day: perWindow('invitations'),
  /** Vault files, avatars, product images and studio media together. */
  uploads_per_hour: perWindow('uploads'),
  /** What one person's uploads (vault, avatar, product images, studio media) may weigh together, in MB. */
  storage_quota_mb: z
    .number({ error: 'must be a number of MB' })
    .int('must be a whole number of MB')
    .min(1, 'must be at least 1 MB')
    .max(maxStorageQuotaMb, `must be at most ${maxStorageQuotaMb} MB`),
  /** Failed password checks per e-mail address and IP address together, per 15 minutes. */
  sign_in_failures_per_address_and_ip: perWindow('attempts'),
  /** Failed password checks per IP address, per 15 minutes. */
  sign_in_failures_per_ip: perWindow('attempts'),
  /** Wrong current passwords when changing it, per person, per 15 minutes. */
  password_checks_per_user: perWindow('attempts'),
  /** Account e-mails (confirmations, resets) one address gets per hour; past it none is sent. */
  account_emails_per_address: perWindow('e-mails'),
  /** Sign-ins started per IP address, per 15 minutes. */
  sign_in_starts_per_ip: perWindow('sign-ins'),
  sign_ups_per_ip: perWindow('sign-ups'),
  password_resets_per_ip: perWindow('requests'),
  /** Shares counted for signed-out readers, per IP address and hour. */
  signed_out_shares_per_ip: perWindow('shares'),
  /** Views counted for signed-out readers, per IP address and hour. */
  signed_out_views_per_ip: perWindow('views'),
  /** Fan list joins and push subscriptions, signed out, per IP address and hour. */
  list_joins_per_ip: perWindow('joins'),
});
export type LimitsSettings = z.infer<typeof LimitsSettings>;
export type LimitsSettingKey = keyof LimitsSettings;

/** How the admin console shows each limit: its label, its window, and the group it sits in. */
export const LIMIT_SETTINGS: Record<
  LimitsSettingKey,
  { label: string; unit: string; group: 'people' | 'storage' | 'sign_in' | 'signed_out' }
> = {
  posts_per_hour: { label: 'Posts per person', unit: 'per hour', group: 'people' },
  comments_per_hour: { label: 'Comments per person', unit: 'per hour', group: 'people' },
  shares_per_hour: { label: 'Shares per person', unit: 'per hour', group: 'people' },
  invitations_per_day: { label: 'Team invitations per creator', unit: 'per day', group: 'people' },
  uploads_per_hour: { label: 'Uploads per person', unit: 'per hour', group: 'people' },
  storage_quota_mb: { label: 'Storage quota per person', unit: 'MB', group: 'storage' },
  sign_in_failures_per_address_and_ip: {
    label: 'Failed sign-ins per address and IP',
    unit: 'per 15 minutes',
    group: 'sign_in',
  },
  sign_in_failures_per_ip: {
    label: 'Failed sign-ins per IP',
    unit: 'per 15 minutes',
    group: 'sign_in',
  },
  password_checks_per_user: {
    label: 'Wrong current passwords per person',
    unit: 'per 15 minutes',
    group: 'sign_in',
  },
  account_emails_per_address: {
    label: 'Account e-mails per address',
    unit: 'per hour',
    group: 'sign_in',
  },
  sign_in_starts_per_ip: {
    label: 'Sign-ins started per IP',
    unit: 'per 15 minutes',
    group: 'signed_out',
  },
  sign_ups_per_ip: { label: 'Sign-ups per IP', unit: 'per hour', group: 'signed_out' },
  password_resets_per_ip: {
    label: 'Password resets per IP',
    unit: 'per hour',
    group: 'signed_out',
  },
  signed_out_shares_per_ip: {
    label: 'Signed-out shares per IP',
    unit: 'per hour',
    group: 'signed_out',
  },
  signed_out_views_per_ip: {
    label: 'Signed-out views per IP',
    unit: 'per hour',
    group: 'signed_out',
  },
  list_joins_per_ip: {
    label: 'Fan list joins per IP',
    unit: 'per hour',
    group: 'signed_out',
  },
};

/** Flag name (snake_case) to on or off. */
export const FeatureSettings = z.record(z.string(), z.boolean());
export type FeatureSettings = z.infer<typeof FeatureSettings>;

export const SettingsCategory = z.enum(['general', 'features', 'limits']);
export type SettingsCategory = z.infer<typeof SettingsCategory>;

export const PlatformSettings = z.object({
  general: GeneralSettings,
  features: FeatureSettings,
  limits: LimitsSettings,
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

/** `GET /api/settings/public`: what anyone's browser needs to draw the app. No secrets. */
export const PublicSettings = z.object({
  app_name: z.string(),
  maintenance_mode: z.boolean(),
  features: FeatureSettings,
});
export type PublicSettings = z.infer<typeof PublicSettings>;

/** A feature flag as the admin console lists it. */
export const FeatureFlagInfo = z.object({
  name: z.string(),
  default: z.boolean(),
  description: z.string(),
});
export type FeatureFlagInfo = z.infer<typeof FeatureFlagInfo>;

/** `GET` and `PUT /api/admin/settings`. */
export const AdminSettingsReply = z.object({
  settings: PlatformSettings,
  feature_flags: z.array(FeatureFlagInfo),
});
export type AdminSettingsReply = z.infer<typeof AdminSettingsReply>;

const unknownKeys = (category: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' && issue.keys
    ? `${issue.keys.map((key) => `"${key}"`).join(', ')} is not a ${category} setting`
    : undefined;

function unknownCategory(issue: { code?: string; input?: unknown }) {
  if (issue.code !== 'invalid_union') return undefined;
  const { input } = issue;
  const given =
    input !== null && typeof input === 'object' && 'category' in input ? input.category : undefined;
  const categories = SettingsCategory.options.join(' or ');
  return given === undefined
    ? `is required (${categories})`
    : `${JSON.stringify(given)} is not a settings category (${categories})`;
}

/**
 * `PUT /api/admin/settings`: one category at a time, any subset of its settings. Which
 * feature flags exist is the server's to say, so it names an unknown one.
 */
export const UpdateSettingsRequest = z.discriminatedUnion(
  'category',
  [
    z.object({
      category: z.literal('general'),
      settings: z.strictObject(GeneralSettings.partial().shape, { error: unknownKeys('general') }),
    }),
    z.object({
      category: z.literal('limits'),
      settings: z.strictObject(LimitsSettings.partial().shape, { error: unknownKeys('limits') }),
    }),
    z.object({
      category: z.literal('features'),
      settings: z.record(z.string(), z.boolean({ error: 'must be true or false' })),
    }),
  ],
  { error: unknownCategory },
);
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;
