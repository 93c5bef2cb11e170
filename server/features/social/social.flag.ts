import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const socialFlag = defineFeatureFlag({
  name: 'social_media',
  default: true,
  description: 'Social Media Management: connect TikTok, YouTube, X and Instagram, sync content',
});
