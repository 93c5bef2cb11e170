import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const studioFlag = defineFeatureFlag({
  name: 'backline_studio',
  default: true,
  description: 'Backline Studio: trends, AI social copy, media library and audiogram videos',
});
