import { defineFeatureFlag } from '../../platform/settings/feature-flag';

export const dcypherFlag = defineFeatureFlag({
  name: 'd_cypher',
  default: true,
  description: 'D-Cypher: AI-assisted writing of rhymes, metaphors and similes',
});
