import { defineFeatureFlag } from '../../platform/settings/feature-flag';

/**
 * The public storefront and its management (settings, subscription tiers), and the sales it
 * makes: buying a pay-per-view post (the spec's Buy Now on the storefront; the feed's locked
 * posts send fans there) and starting a tier subscription. Switched off, nothing new is sold,
 * but what was bought stays readable, and a subscription, which keeps renewing, can still be
 * seen and cancelled: a fan can always stop paying.
 */
export const storefrontFlag = defineFeatureFlag({
  name: 'storefront',
  default: true,
  description:
    'Storefront: public artist storefronts, subscription tiers, new subscriptions and pay-per-view sales',
});
