/** Constants of the specification, kept once so the form and the server refuse the same things. */
export const AccessLimits = {
  trialDays: 7,
  trialWarningDays: 2,
  defaultBetaEndDate: '2025-09-22',
} as const;

export const ProPlans = {
  price_monthly: { label: 'Monthly', amountCents: 1900, interval: 'month' },
  price_yearly: { label: 'Yearly', amountCents: 19000, interval: 'year' },
} as const;

export const AuthLimits = {
  minPassword: 10,
  maxPassword: 200,
  maxEmail: 254,
  maxDisplayName: 80,
  /** Sign-in and sign-up attempts in one window, per e-mail address and per IP address. */
  attemptsPerEmail: 10,
  attemptsPerIp: 30,
  attemptWindowSeconds: 15 * 60,
  codeLifetimeSeconds: 5 * 60,
  stateLifetimeSeconds: 15 * 60,
} as const;

export const UserLimits = {
  maxBio: 500,
  maxLocation: 100,
  maxWebsite: 200,
} as const;

export const PostLimits = {
  maxTitle: 200,
  maxContent: 20_000,
  /** The highest pay-per-view price, in cents ($1,000). */
  maxPriceCents: 100_000,
  dashboardRecent: 5,
  previewLength: 120,
  truncateAt: 500,
  pageSize: 20,
  maxPageSize: 50,
} as const;

export const CommentLimits = {
  maxContent: 2_000,
  pageSize: 30,
} as const;

export const ReportLimits = {
  maxReason: 500,
} as const;

export const AvatarLimits = {
  /** The largest picture accepted for upload (5 MB on the 1024 base). */
  maxBytes: 5 * 1024 * 1024,
  /** Avatars are stored as a square WebP this many pixels a side. */
  size: 512,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

export const StorefrontLimits = {
  maxTierName: 60,
  maxTierDescription: 500,
  maxFeatures: 12,
  maxFeature: 120,
  /** The highest monthly tier price, in cents ($500). */
  maxTierPriceCents: 50_000,
  maxTiers: 10,
  maxBio: 1_000,
  maxDisplayName: 80,
  maxWebsite: 200,
  contentPageSize: 24,
} as const;

/** The storefront's category tabs, in order. */
export const STOREFRONT_CATEGORIES = [
  'All Content',
  'Music',
  'Visual Art',
  'Exclusive',
  'Live Sessions',
] as const;

/** The platform settings of the admin console (spec part 2, sections 2, 3 and 9). */
export const SettingsLimits = {
  defaultAppName: 'Backline',
  maxAppName: 60,
  /** The spec's display default, in MB. */
  defaultMaxFileSizeMb: 100,
  /** 10 GiB: far below what the S3 store's 10,000 parts of 5 MiB can hold. */
  maxFileSizeMbCeiling: 10 * 1024,
} as const;

export const VaultLimits = {
  /** The admin setting's default, in MB, when none is stored. */
  defaultMaxFileSizeMb: SettingsLimits.defaultMaxFileSizeMb,
  maxDescription: 500,
  maxFilename: 255,
} as const;

export const MerchLimits = {
  maxName: 120,
  maxDescription: 2_000,
  maxCategory: 60,
  maxVariants: 30,
  maxPriceCents: 1_000_000,
  maxImageBytes: 5 * 1024 * 1024,
  maxQuantity: 20,
} as const;

export const TeamLimits = {
  inviteLifetimeDays: 14,
  maxMembers: 500,
} as const;

export const DcypherLimits = {
  maxTheme: 60,
  /** Generations per person per minute. */
  perMinute: 12,
  historyPageSize: 20,
} as const;
