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
 * window (429 past it). Each such row also lapses (server/expiring-rows.ts). `limit` is the
 * default of the `limits` setting an administrator can change (`LimitsSettings`); the window
 * is fixed.
 */
export const AnonymousWriteLimits = {
  /** Starting a sign-in (`GET /api/oauth/{provider}/redirect_url` stores its state). */
  signInStart: { limit: 100, windowSeconds: 15 * 60 },
  signUp: { limit: 30, windowSeconds: 60 * 60 },
  passwordReset: { limit: 10, windowSeconds: 60 * 60 },
  /** Shares and views counted for signed-out readers. */
  share: { limit: 60, windowSeconds: 60 * 60 },
  view: { limit: 600, windowSeconds: 60 * 60 },
  /** Joining a creator's fan list (each join sends a confirmation e-mail). */
  listJoin: { limit: 20, windowSeconds: 60 * 60 },
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
  /** Reports (of posts and comments together) one person may send an hour. */
  perHour: 20,
} as const;

/** The admin moderation queue (spec part 2, section 9). */
export const ModerationLimits = {
  pageSize: 25,
  maxPageSize: 100,
  /** Moderated content is shown truncated to this many characters. */
  truncateAt: 500,
  maxFlagReason: 500,
  /** The report reasons shown with an item, newest first. */
  reasonsShown: 5,
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
  /**
   * The `limits` category's defaults: what one person may do per hour (or day) and store, and
   * how many attempts sign-in and signed-out visitors get per window (each window is fixed:
   * `AuthLimits.failureWindowSeconds`, `AnonymousWriteLimits[kind].windowSeconds`).
   */
  defaultLimits: {
    posts_per_hour: 30,
    comments_per_hour: 120,
    shares_per_hour: 120,
    invitations_per_day: 50,
    uploads_per_hour: 60,
    storage_quota_mb: 5 * 1024,
    sign_in_failures_per_address_and_ip: AuthLimits.failuresPerAddressAndIp,
    sign_in_failures_per_ip: AuthLimits.failuresPerIp,
    password_checks_per_user: AuthLimits.passwordChecksPerUser,
    account_emails_per_address: AuthLimits.emailsPerAddressPerHour,
    sign_in_starts_per_ip: AnonymousWriteLimits.signInStart.limit,
    sign_ups_per_ip: AnonymousWriteLimits.signUp.limit,
    password_resets_per_ip: AnonymousWriteLimits.passwordReset.limit,
    signed_out_shares_per_ip: AnonymousWriteLimits.share.limit,
    signed_out_views_per_ip: AnonymousWriteLimits.view.limit,
    list_joins_per_ip: AnonymousWriteLimits.listJoin.limit,
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
  ordersPage: 20,
  maxOrdersPage: 50,
  maxTrackingNote: 300,
} as const;

export const TeamLimits = {
  inviteLifetimeDays: 14,
  maxMembers: 500,
  /** Pending invitations shown on a person's dashboard at most (newest first). */
  maxReceivedShown: 20,
} as const;

export const DcypherLimits = {
  maxTheme: 60,
  /** Generations per person per minute. */
  perMinute: 12,
  historyPageSize: 20,
} as const;

/** Find Your Tribe: the fan list, templates and campaigns. */
export const TribeLimits = {
  /** The Your Campaigns list shows the first 5 (spec), with a way to see all. */
  campaignListShown: 5,
  channels: ['email', 'sms', 'push'] as const,
  subscriberStatuses: ['active', 'pending', 'unsubscribed', 'bounced', 'complained'] as const,
  subscriberSources: ['manual', 'form', 'import'] as const,
  templateType: 'custom',
  maxEmail: 254,
  maxName: 120,
  maxPhone: 20,
  maxTitle: 200,
  maxContent: 50_000,
  maxSubject: 200,
  maxTemplateName: 120,
  maxTemplateHtml: 200_000,
  /** An SMS longer than this is refused before it is queued (10 segments of 160). */
  maxSmsContent: 1_600,
  maxImportRows: 50_000,
  /** The double opt-in link lapses after this many days. */
  confirmLinkDays: 7,
  /** Confirmation attempts per IP address and hour (a guessed link is refused, and counted). */
  confirmsPerIpPerHour: 30,
  /**
   * Unknown unsubscribe and tracking links per IP address and hour. Only misses count, so a
   * known link is always honoured: mail providers send many people's one-click unsubscribes
   * and image fetches from the same addresses, and a refused unsubscribe would break the law.
   */
  unknownEmailLinksPerIpPerHour: 100,
  /** An open within this many seconds of delivery is a link scanner's, not a person's. */
  scannerOpenSeconds: 10,
  /** Analytics compare this many days with the same number before them. */
  analyticsDays: 30,
} as const;

/** Backline Studio (spec part 2, section 9). */
export const StudioLimits = {
  /** Character limits per platform; a thread's posts are each at most the twitter limit. */
  platformCharacterLimits: { tiktok: 2200, instagram: 2200, youtube: 5000, twitter: 280 },
  threadPostLimit: 280,
  defaultPlatform: 'tiktok',
  /** Trending topics show at most this many hashtags. */
  maxTopicHashtags: 5,
  /** Score bands: 80 and above, 60 to 79, below 60. */
  highScore: 80,
  goodScore: 60,
  /** Generations per person per minute. */
  generationsPerMinute: 20,
  historyPageSize: 20,
  maxTitle: 120,
  maxCaptions: 4000,
  defaultVolume: 0.9,
  masterVolume: 0.8,
  /** Upload progress entries disappear this long after completing. */
  uploadEntryLingerMs: 2000,
  mediaCheckTimeoutMs: 5000,
  storageStatusTimeoutMs: 15000,
  playerTickMs: 100,
} as const;

export const SocialLimits = {
  /** The content library's page size, and the largest page a client may ask for. */
  pageSize: 20,
  maxPageSize: 50,
  /** How long a connect handshake (state and PKCE verifier) waits for the provider's return. */
  handshakeMinutes: 10,
  /** Tokens that lapse within this many minutes are refreshed by the scheduled job. */
  refreshAheadMinutes: 15,
  /**
   * Instagram's long-lived tokens (60 days) are refreshed a week ahead: they cannot be renewed
   * once lapsed, so a worker that is down for a while must not cost the connection.
   */
  instagramRefreshAheadDays: 7,
  /** Entries of the Hub's recent activity. */
  recentActivity: 10,
  /** Pages one sync reads at most (a safety stop against a platform that never ends). */
  maxSyncPages: 200,
  /** The spec's platform character limits, which a Post Now's text must keep. */
  characterLimits: { tiktok: 2200, instagram: 2200, youtube: 5000, twitter: 280 },
  /** Posts a Post Now thread may have (X's own limit for a thread). */
  maxThreadPosts: 25,
} as const;

/** System Status and the integration checks of the admin console (spec part 2, sections 2 and 9). */
export const SystemLimits = {
  /** The spec's diagnostics: API latency over 2000 ms is slow (warning). */
  slowApiMs: 2000,
  /** A `select 1` slower than this is a warning. */
  slowDatabaseMs: 500,
  /** Disk use from which storage is a warning, and an error. */
  storageWarningPercent: 80,
  storageErrorPercent: 95,
  /** Share of server errors (5xx) from which the API is a warning, and an error. */
  errorRateWarningPercent: 1,
  errorRateErrorPercent: 10,
  /** Requests per minute, error rate and the median latency are of this window. */
  metricsWindowSeconds: 60,
  /** Each check gives up after this (the spec's 10 seconds for URL tests). */
  checkTimeoutMs: 10_000,
  /** The integration probes behind System Status: shorter, so the page answers soon. */
  statusProbeTimeoutMs: 5_000,
  /** How long System Status reuses an integration's probe, so the page does not hammer providers. */
  probeCacheSeconds: 60,
  /** A web process that has not reported for this long is no longer counted. */
  processStaleSeconds: 90,
} as const;
