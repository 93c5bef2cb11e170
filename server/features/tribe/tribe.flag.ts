import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const tribeFlag = defineFeatureFlag({
  name: 'find_your_tribe',
  default: true,
  description:
    'Find Your Tribe: a fan list with consent, templates and campaigns by e-mail, SMS and push',
});
