import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const merchFlag = defineFeatureFlag({
  name: 'merch_store',
  default: true,
  description: 'Merch Store: sell merchandise with variants and stock from the storefront',
});
