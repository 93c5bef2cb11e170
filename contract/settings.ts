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
    .max(maxAppName, `must be at most ${maxAppName} characters`),
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
 * Per-person limits on writes a script could flood, and each person's storage quota. Each
 * window is a fixed clock hour (or UTC day); past the limit the API answers 429 with when to
 * try again.
 */
export const LimitsSettings = z.object({
  posts_per_hour: perWindow('posts'),
  comments_per_hour: perWindow('comments'),
  shares_per_hour: perWindow('shares'),
  invitations_per_day: perWindow('invitations'),
  /** Vault files, avatars and product images together. */
  uploads_per_hour: perWindow('uploads'),
  /** What one person's uploads (vault, avatar, product images) may weigh together, in MB. */
  storage_quota_mb: z
    .number({ error: 'must be a number of MB' })
    .int('must be a whole number of MB')
    .min(1, 'must be at least 1 MB')
    .max(maxStorageQuotaMb, `must be at most ${maxStorageQuotaMb} MB`),
});
export type LimitsSettings = z.infer<typeof LimitsSettings>;
export type LimitsSettingKey = keyof LimitsSettings;

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
