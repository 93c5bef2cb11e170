import { z } from 'zod';
import { StorefrontLimits } from './limits';
import { websiteField } from './web-address';
import { PostVisibility, StorefrontCategory } from './posts';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const StorefrontSettings = z.object({
  display_name: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
});
export type StorefrontSettings = z.infer<typeof StorefrontSettings>;

export const StorefrontSettingsInput = z.object({
  display_name: optionalText(StorefrontLimits.maxDisplayName, 'Display name'),
  website: websiteField(StorefrontLimits.maxWebsite).transform((value) => value ?? null),
  bio: optionalText(StorefrontLimits.maxBio, 'Bio'),
});
export type StorefrontSettingsInput = z.infer<typeof StorefrontSettingsInput>;
export type StorefrontSettingsForm = z.input<typeof StorefrontSettingsInput>;

export const StorefrontSettingsReply = z.object({
  settings: StorefrontSettings,
  /** False while payments go through Stripe and the creator has no enabled payout account. */
  can_sell: z.boolean(),
});

export const Tier = z.object({
  id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  is_popular: z.boolean(),
  is_active: z.boolean(),
  /** How many people currently have access through this tier (owner views only). */
  subscriber_count: z.number().int().optional(),
});
export type Tier = z.infer<typeof Tier>;

export const TIER_REQUIRED_MESSAGE = 'Please fill in all required fields.';

/** Empty feature lines are dropped; name and a price above 0 are required. */
export const TierInput = z.object({
  name: z
    .string({ error: TIER_REQUIRED_MESSAGE })
    .trim()
    .min(1, TIER_REQUIRED_MESSAGE)
    .max(
      StorefrontLimits.maxTierName,
      `Tier name must be at most ${StorefrontLimits.maxTierName} characters`,
    ),
  price_cents: z
    .number({ error: TIER_REQUIRED_MESSAGE })
    .int('price_cents must be whole cents')
    .min(1, TIER_REQUIRED_MESSAGE)
    .max(
      StorefrontLimits.maxTierPriceCents,
      `Price must be at most $${StorefrontLimits.maxTierPriceCents / 100} a month`,
    ),
  description: optionalText(StorefrontLimits.maxTierDescription, 'Description'),
  features: z
    .array(
      z
        .string()
        .trim()
        .max(
          StorefrontLimits.maxFeature,
          `A feature must be at most ${StorefrontLimits.maxFeature} characters`,
        ),
    )
    .max(StorefrontLimits.maxFeatures + 20)
    .default([])
    .transform((features) => features.filter((feature) => feature !== ''))
    .refine(
      (features) => features.length <= StorefrontLimits.maxFeatures,
      `At most ${StorefrontLimits.maxFeatures} features`,
    ),
  is_popular: z.boolean().default(false),
});
export type TierInput = z.infer<typeof TierInput>;
export type TierForm = z.input<typeof TierInput>;

export const TierActiveInput = z.object({ is_active: z.boolean() });

export const TierReply = z.object({ tier: Tier });
export const TiersReply = z.object({ tiers: z.array(Tier) });
export type TiersReply = z.infer<typeof TiersReply>;

export { StorefrontCategory } from './posts';

export const StorefrontContentItem = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** Null until the viewer has bought it (or is its creator). */
  content: z.string().nullable(),
  content_type: z.string().nullable(),
  category: StorefrontCategory,
  visibility: PostVisibility,
  price_cents: z.number().int(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  created_at: z.string(),
  locked: z.boolean(),
  purchased: z.boolean(),
});
export type StorefrontContentItem = z.infer<typeof StorefrontContentItem>;

export const StorefrontContentReply = z.object({
  content: z.array(StorefrontContentItem),
  nextCursor: z.string().nullable(),
});
export type StorefrontContentReply = z.infer<typeof StorefrontContentReply>;
