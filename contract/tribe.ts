/** Find Your Tribe: a creator's fan list, templates, campaigns and their analytics. */
import { z } from 'zod';
import { TribeLimits } from './limits';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(TribeLimits.maxEmail, `Email must be at most ${TribeLimits.maxEmail} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

const optionalName = z
  .string()
  .trim()
  .max(TribeLimits.maxName, `Name must be at most ${TribeLimits.maxName} characters`)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** E.164: a plus, then up to 15 digits. */
const optionalPhone = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number with its country code, like +15551234567')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

export const SubscriberStatus = z.enum(TribeLimits.subscriberStatuses);
export type SubscriberStatus = z.infer<typeof SubscriberStatus>;

export const EmailSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  status: SubscriberStatus,
  source: z.string(),
  subscribed_at: z.string(),
  consent_at: z.string().nullable(),
  sms_consent: z.boolean(),
  /** Where this fan also is: follower, tier subscriber, buyer (matched by e-mail). */
  relations: z.array(z.enum(['follower', 'subscriber', 'buyer', 'team'])),
});
export type EmailSubscriber = z.infer<typeof EmailSubscriber>;

export const SubscribersReply = z.object({
  subscribers: z.array(EmailSubscriber),
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type SubscribersReply = z.infer<typeof SubscribersReply>;
export const SubscriberReply = z.object({ subscriber: EmailSubscriber });

export const AddSubscriberRequest = z.object({
  email,
  name: optionalName,
  phone: optionalPhone,
  source: z.literal('manual').default('manual'),
});
export type AddSubscriberRequest = z.input<typeof AddSubscriberRequest>;

/** The public "Join the list" form. */
export const JoinListRequest = z.object({
  email,
  name: optionalName,
  phone: optionalPhone,
  /** Texts only with this ticked, and only with a phone number. */
  sms_consent: z.boolean().default(false),
});
export type JoinListRequest = z.input<typeof JoinListRequest>;

export const JoinListReply = z.object({
  /** Always `pending`: the address is on the list once the e-mailed link is followed. */
  status: z.literal('pending'),
  message: z.string(),
});

export const TokenRequest = z.object({ token: z.string().trim().min(10).max(200) });
export const TokenParams = z.object({ token: z.string().trim().min(10).max(200) });

export const ConfirmReply = z.object({ creator_name: z.string(), status: SubscriberStatus });
export const UnsubscribeReply = z.object({ creator_name: z.string(), unsubscribed: z.boolean() });

export const EmailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  html_content: z.string(),
  template_type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;
export const TemplatesReply = z.object({ templates: z.array(EmailTemplate) });
export const TemplateReply = z.object({ template: EmailTemplate });

export const TemplateRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(
      TribeLimits.maxTemplateName,
      `Name must be at most ${TribeLimits.maxTemplateName} characters`,
    ),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(TribeLimits.maxSubject, `Subject must be at most ${TribeLimits.maxSubject} characters`),
  html_content: z
    .string()
    .trim()
    .min(1, 'HTML content is required')
    .max(TribeLimits.maxTemplateHtml, 'HTML content is too long'),
  template_type: z.literal(TribeLimits.templateType).default(TribeLimits.templateType),
});
export type TemplateRequest = z.input<typeof TemplateRequest>;

export const TestEmailRequest = z.object({
  email,
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(TribeLimits.maxSubject, `Subject must be at most ${TribeLimits.maxSubject} characters`),
  html_content: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(TribeLimits.maxTemplateHtml, 'Content is too long'),
});
export type TestEmailRequest = z.infer<typeof TestEmailRequest>;
export const TestEmailReply = z.object({ success: z.literal(true), delivery: z.string() });

export const CampaignChannel = z.enum(TribeLimits.channels);
export type CampaignChannel = z.infer<typeof CampaignChannel>;
export const CampaignSegment = z.enum(['list', 'followers', 'tier', 'buyers']);
export type CampaignSegment = z.infer<typeof CampaignSegment>;
export const CampaignStatus = z.enum(['draft', 'scheduled', 'sending', 'paused', 'sent']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

export const Campaign = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  channel: CampaignChannel,
  status: CampaignStatus,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  recipients: z.number().int(),
  /** Percent of sent messages opened by a person (machine opens left out), unique. */
  open_rate: z.number(),
  /** Percent of sent messages clicked, unique. */
  click_rate: z.number(),
  segment: CampaignSegment,
  tier_id: z.number().int().nullable(),
  template_id: z.number().int().nullable(),
  scheduled_at: z.string().nullable(),
  pause_reason: z.string().nullable(),
  job_id: z.number().int().nullable(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  machine_opens: z.number().int(),
  can: z.object({ send: z.boolean(), delete: z.boolean() }),
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignsReply = z.object({ campaigns: z.array(Campaign) });
export const CampaignReply = z.object({ campaign: Campaign });

export const CampaignRequest = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TribeLimits.maxTitle, `Title must be at most ${TribeLimits.maxTitle} characters`),
    content: z
      .string()
      .trim()
      .min(1, 'Message content is required')
      .max(TribeLimits.maxContent, 'Message content is too long'),
    channel: CampaignChannel.default('email'),
    template_id: z.number().int().positive().nullable().optional(),
    segment: CampaignSegment.default('list'),
    tier_id: z.number().int().positive().nullable().optional(),
    /** Send later (beyond the spec): an ISO time in the future. */
    scheduled_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .superRefine((campaign, ctx) => {
    if (campaign.segment === 'tier' && !campaign.tier_id) {
      ctx.addIssue({ code: 'custom', path: ['tier_id'], message: 'Choose a tier' });
    }
    if (campaign.channel === 'sms' && campaign.content.length > TribeLimits.maxSmsContent) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `A text message must be at most ${TribeLimits.maxSmsContent} characters`,
      });
    }
  });
export type CampaignRequest = z.input<typeof CampaignRequest>;

export const SendCampaignReply = z.object({
  recipients: z.number().int(),
  job_id: z.number().int().nullable(),
  campaign: Campaign,
});

const Change = z.number().nullable();
export const CampaignAnalytics = z.object({
  total_subscribers: z.number().int(),
  total_campaigns: z.number().int(),
  sent_campaigns: z.number().int(),
  avg_open_rate: z.number(),
  avg_click_rate: z.number(),
  /** Percent growth of the active list over the period. */
  growth_rate: z.number(),
  total_emails_sent: z.number().int(),
  period_days: z.number().int(),
  /** Change against the period before, computed; null when there is nothing to compare. */
  changes: z.object({
    total_subscribers: Change,
    total_campaigns: Change,
    avg_open_rate: Change,
    avg_click_rate: Change,
  }),
  machine_opens: z.number().int(),
  list_growth: z.array(z.object({ day: z.string(), subscribers: z.number().int() })),
  engagement: z.array(
    z.object({ day: z.string(), opens: z.number().int(), clicks: z.number().int() }),
  ),
});
export type CampaignAnalytics = z.infer<typeof CampaignAnalytics>;

export const AnalyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(TribeLimits.analyticsDays),
});

export const TribePreferences = z.object({ tracking_enabled: z.boolean() });
export type TribePreferences = z.infer<typeof TribePreferences>;

export const CreatorIdParams = z.object({
  creatorId: z.coerce.number({ error: 'creatorId must be a number' }).int().positive(),
});

export const BounceWebhookRequest = z.object({
  email,
  type: z.enum(['hard', 'soft', 'complaint']),
  reason: z.string().max(500).optional(),
});
export const BounceWebhookReply = z.object({ marked: z.number().int() });

export const ImportSubscribersRequest = z.object({
  /** The CSV text: a header row naming `email` (and optionally `name`, `phone`), then rows. */
  csv: z
    .string()
    .min(1, 'Choose a CSV file')
    .max(5_000_000, 'The file is too large (5 MB at most)'),
  /** Only check and report; add nothing. */
  dry_run: z.boolean().default(true),
});
export type ImportSubscribersRequest = z.input<typeof ImportSubscribersRequest>;

export const ImportRowOutcome = z.enum([
  'added',
  'already_on_list',
  'suppressed',
  'invalid',
  'duplicate',
]);
export const ImportSubscribersReply = z.object({
  dry_run: z.boolean(),
  added: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** One entry per data row, by its line in the file. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      email: z.string(),
      outcome: ImportRowOutcome,
      error: z.string().nullable(),
    }),
  ),
});
export type ImportSubscribersReply = z.infer<typeof ImportSubscribersReply>;
