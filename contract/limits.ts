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
  /** OWASP ASVS 4.0.3, 2.1.1: a password of at least 12 characters. */
  minPassword: 12,
  /** ASVS 2.1.2: at least 64 characters are allowed, more than 128 refused. */
  maxPassword: 128,
  /** Sign-in accepts what was ever allowed (passwords set before the 128 limit). */
  maxSignInPassword: 200,
  maxEmail: 254,
  maxDisplayName: 80,
  /**
   * Failed sign-ins (and failed password checks) in one window, per e-mail address and IP
   * address together, and per IP address. Successes are not counted, and no limit is per
   * address alone, so nobody can lock an account out from elsewhere.
   */
  failuresPerAddressAndIp: 5,
  failuresPerIp: 30,
  failureWindowSeconds: 15 * 60,
  /** Wrong current passwords when changing it, per signed-in person and window. */
  passwordChecksPerUser: 5,
  codeLifetimeSeconds: 5 * 60,
  stateLifetimeSeconds: 15 * 60,
  /** How long the link of a sign-up confirmation works. */
  signUpLinkHours: 24,
  /** How long a password-reset link works. */
  resetLinkMinutes: 60,
  /**
   * Account e-mails (confirmations, "you already have an account", resets) one address gets
   * per hour; past it the request is answered as usual and no e-mail goes out, so nobody can
   * flood someone's inbox through Backline.
   */
  emailsPerAddressPerHour: 3,
} as const;

/**
 * Requests that anyone may send and that write rows: how many one IP address may send per
 * window (429 past it). Each such row also lapses (server/expiring-rows.ts).
 */
export const AnonymousWriteLimits = {
  /** Starting a sign-in (`GET /api/oauth/{provider}/redirect_url` stores its state). */
  signInStart: { limit: 100, windowSeconds: 15 * 60 },
  signUp: { limit: 30, windowSeconds: 60 * 60 },
  passwordReset: { limit: 10, windowSeconds: 60 * 60 },
  /** Shares and views counted for signed-out readers. */
  share: { limit: 60, windowSeconds: 60 * 60 },
  view: { limit: 600, windowSeconds: 60 * 60 },
} as const;
export type AnonymousWriteKind = keyof typeof AnonymousWriteLimits;

/** How long rows of signed-out activity are kept. */
export const LapseLimits = {
  signedOutShareDays: 30,
  /** Views are counted once per viewer per UTC day; older days' rows only take space. */
  viewDays: 2,
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
  /** The `limits` category's defaults: what one person may do per hour (or day), and store. */
  defaultLimits: {
    posts_per_hour: 30,
    comments_per_hour: 120,
    shares_per_hour: 120,
    invitations_per_day: 50,
    uploads_per_hour: 60,
    storage_quota_mb: 5 * 1024,
  },
  maxLimitPerWindow: 100_000,
  /** 10 TiB. */
  maxStorageQuotaMb: 10 * 1024 * 1024,
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
