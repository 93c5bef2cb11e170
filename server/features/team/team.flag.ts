import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const teamFlag = defineFeatureFlag({
  name: 'team_management',
  default: true,
  description: 'Team Management: invite fans to a team that can open team vault files',
});
