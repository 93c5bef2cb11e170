import { defineFeatureFlag } from '../../platform/settings/feature-flag';

/**
 * The public storefront and its management (settings, subscription tiers), and starting a
 * tier subscription, which only the storefront offers. Not switched by it: pay-per-view
 * purchases, sold from the feed and post pages, which are always on; and seeing or cancelling
 * a subscription, which keeps renewing, so a fan can always stop paying.
 */
export const storefrontFlag = defineFeatureFlag({
  name: 'storefront',
  default: true,
  description: 'Storefront: public artist storefronts, subscription tiers and new subscriptions',
});
