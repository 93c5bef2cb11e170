import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const vaultFlag = defineFeatureFlag({
  name: 'content_vault',
  default: true,
  description: 'Content Vault: upload files and share them with your team',
});
