/**
 * The admin console's core (spec part 2, sections 2, 3, 7 and 9, "Admin"): platform analytics
 * for a time range, the most active users, user management (role, suspend / activate) and the
 * data export. Every route under /api/admin is for administrators only.
 */
import { z } from 'zod';
import { UserRole } from './users';

/** The spec's time ranges: analytics default to 7d, the export to 30d. */
export const TIME_RANGES = ['24h', '7d', '30d', '90d'] as const;
export const TimeRange = z.enum(TIME_RANGES, {
  error: 'time_range must be one of 24h, 7d, 30d or 90d',
});
export type TimeRange = z.infer<typeof TimeRange>;

export const TimeRangeLabels: Record<TimeRange, string> = {
  '24h': 'Last 24 Hours',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
  '90d': 'Last 90 Days',
};

/** How long each range reaches back from now. */
export const TimeRangeHours: Record<TimeRange, number> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  '90d': 90 * 24,
};

export const AdminLimits = {
  defaultAnalyticsRange: '7d',
  defaultExportRange: '30d',
  /** The users list's page size (spec: users page size 50). */
  usersPageSize: 50,
  maxUsersPageSize: 100,
  /** How many people the Most Active Users table shows. */
  topUsers: 10,
  maxSearch: 254,
} as const;

// ---------------------------------------------------------------------------------- analytics

export const AdminAnalyticsQuery = z.object({
  time_range: TimeRange.default(AdminLimits.defaultAnalyticsRange),
});
export type AdminAnalyticsQuery = z.infer<typeof AdminAnalyticsQuery>;

export const FeatureUsage = z.object({
  feature_name: z.string(),
  /** People who used it in the range. */
  unique_users: z.number().int(),
  /** Times it was used in the range (opened or clicked; refusals are not use). */
  total_usage: z.number().int(),
});
export type FeatureUsage = z.infer<typeof FeatureUsage>;

/** Backline Pro by plan, or a creator's tier. */
export const SubscriptionType = z.enum(['pro_monthly', 'pro_yearly', 'tier']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

/**
 * `active`: paid through a period not yet over, and renews; `canceled`: paid through a period
 * not yet over, and will not renew; `expired`: its last period is over.
 */
export const SubscriptionState = z.enum(['active', 'canceled', 'expired']);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const SubscriptionStat = z.object({
  subscription_type: SubscriptionType,
  status: SubscriptionState,
  count: z.number().int(),
  /** What these subscriptions brought in during the range, refunds netted out. */
  total_revenue_cents: z.number().int(),
});
export type SubscriptionStat = z.infer<typeof SubscriptionStat>;

/** One bucket of the charts: an hour for 24h, a UTC day otherwise. */
export const AnalyticsPoint = z.object({
  /** The bucket's start, ISO-8601 UTC. */
  at: z.string(),
  signups: z.number().int(),
  /** Ledger money in the bucket, refunds netted out (a refund counts when it was made). */
  revenue_cents: z.number().int(),
  /** People who used a feature or generated content in the bucket. */
  active_users: z.number().int(),
});
export type AnalyticsPoint = z.infer<typeof AnalyticsPoint>;

export const AdminAnalytics = z.object({
  time_range: TimeRange,
  /** The range: [from, to). */
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day']),
  /** Every account, now. */
  totalUsers: z.number().int(),
  /** Accounts made in the range. */
  newUsers: z.number().int(),
  /** Subscriptions (Pro and tiers) paid through a period not yet over, now. */
  activeSubscriptions: z.number().int(),
  /** Of those, the ones that renew. */
  renewingSubscriptions: z.number().int(),
  /** Ledger money of the last 30 days in cents, refunds netted out. */
  monthlyRevenue: z.number().int(),
  /** Ledger money of the range in cents, refunds netted out. */
  rangeRevenue: z.number().int(),
  /** People in their 7-day trial now (signed up less than 7 days ago, not on Pro). */
  trialUsers: z.number().int(),
  featureUsage: z.array(FeatureUsage),
  subscriptionStats: z.array(SubscriptionStat),
  series: z.array(AnalyticsPoint),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;

// ---------------------------------------------------------------------------------- top users

export const TopUserSubscription = z.enum(['paid', 'trial', 'none']);
export type TopUserSubscription = z.infer<typeof TopUserSubscription>;

export const TopUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: UserRole,
  subscription_type: TopUserSubscription,
  total_generations: z.number().int(),
  created_at: z.string(),
});
export type TopUser = z.infer<typeof TopUser>;

export const TopUsersReply = z.object({ users: z.array(TopUser) });
export type TopUsersReply = z.infer<typeof TopUsersReply>;

// ---------------------------------------------------------------------------------- users

const pageNumber = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(1_000_000, 'page is too large')
  .default(1);

export const AdminUsersQuery = z.object({
  page: pageNumber,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AdminLimits.maxUsersPageSize, `limit must be at most ${AdminLimits.maxUsersPageSize}`)
    .default(AdminLimits.usersPageSize),
  /** Part of an e-mail address, any case. */
  search: z
    .string()
    .trim()
    .max(AdminLimits.maxSearch, `search must be at most ${AdminLimits.maxSearch} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z
    .union([UserRole, z.literal('')], {
      error: 'role must be fan, artist, creator, producer or admin',
    })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

/** The account's standing: `active`, `suspended`, or empty for anything else. */
export const AccountStanding = z.enum(['active', 'suspended', '']);
export type AccountStanding = z.infer<typeof AccountStanding>;

export const AdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: UserRole,
  /** Has signed in at most once. */
  is_new_user: z.boolean(),
  subscription_status: AccountStanding,
  total_generations: z.number().int(),
  total_logins: z.number().int(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const AdminUsersReply = z.object({ users: z.array(AdminUser), pagination: Pagination });
export type AdminUsersReply = z.infer<typeof AdminUsersReply>;

export const AdminUserReply = z.object({ user: AdminUser });
export type AdminUserReply = z.infer<typeof AdminUserReply>;

export const ChangeRoleRequest = z.object({
  role: UserRole,
});
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;

export const SubscriptionAction = z.enum(['suspend', 'activate'], {
  error: 'action must be suspend or activate',
});
export type SubscriptionAction = z.infer<typeof SubscriptionAction>;

export const ChangeSubscriptionRequest = z.object({ action: SubscriptionAction });
export type ChangeSubscriptionRequest = z.infer<typeof ChangeSubscriptionRequest>;

// ---------------------------------------------------------------------------------- export

export const EXPORT_TYPES = ['full', 'users', 'content', 'analytics'] as const;
export const ExportType = z.enum(EXPORT_TYPES, {
  error: 'type must be one of full, users, content or analytics',
});
export type ExportType = z.infer<typeof ExportType>;

/** What each export holds, as the Export modal describes it. */
export const ExportTypeDescriptions: Record<ExportType, { label: string; text: string }> = {
  full: {
    label: 'Full export',
    text: 'Everything below in one file: users, content, and analytics with the payments ledger.',
  },
  users: {
    label: 'Users',
    text: 'Accounts that signed up in the range: e-mail, name, role, standing, sign-in and follower counts. Never passwords or tokens.',
  },
  content: {
    label: 'Content',
    text: 'Posts, comments and generated content (D-Cypher and Backline Studio) made in the range.',
  },
  analytics: {
    label: 'Analytics',
    text: 'The dashboard figures for the range, the payments ledger (refunds included), feature usage events and subscriptions.',
  },
};

export const ExportQuery = z.object({
  type: ExportType.default('full'),
  time_range: TimeRange.default(AdminLimits.defaultExportRange),
});
export type ExportQuery = z.input<typeof ExportQuery>;

/** `backline-export-{type}-{range}-{timestamp}.json`, the timestamp safe in a file name. */
export function exportFileName(type: ExportType, range: TimeRange, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `backline-export-${type}-${range}-${stamp}.json`;
}
