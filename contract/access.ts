import { z } from 'zod';
import { PaymentReceipt, ReturnPath } from './payments';

export const SubscriptionStatus = z.object({
  isTrialActive: z.boolean(),
  trialDaysLeft: z.number().int(),
  isTrialExpired: z.boolean(),
  isBetaActive: z.boolean(),
  isSubscribed: z.boolean(),
  betaDaysLeft: z.number().int(),
  betaEndDate: z.string(),
  /** Beyond the spec: the Pro plan the user is on and when its period ends. */
  plan: z.enum(['price_monthly', 'price_yearly']).nullable(),
  currentPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const BetaStatus = z.object({
  isBetaActive: z.boolean(),
  betaDaysLeft: z.number().int(),
  betaEndDate: z.string(),
});
export type BetaStatus = z.infer<typeof BetaStatus>;

export const ProPlan = z.enum(['price_monthly', 'price_yearly']);
export type ProPlan = z.infer<typeof ProPlan>;

export const UpgradeRequest = z.object({
  plan: ProPlan,
  return_path: ReturnPath.optional(),
});
export type UpgradeRequest = z.infer<typeof UpgradeRequest>;

export const UpgradeReply = z.object({
  status: SubscriptionStatus,
  payment: PaymentReceipt,
});
export type UpgradeReply = z.infer<typeof UpgradeReply>;

export const PaymentProviderInfo = z.object({ name: z.string(), test_mode: z.boolean() });
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfo>;

export const AccessType = z.enum(['allowed', 'blocked', 'click']);

export const LogFeatureAccessRequest = z.object({
  feature_name: z.string().trim().min(1, 'feature_name is required').max(100),
  access_type: AccessType,
  is_premium_feature: z.boolean(),
});
export type LogFeatureAccessRequest = z.infer<typeof LogFeatureAccessRequest>;
