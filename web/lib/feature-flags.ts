/**
 * The server's feature flags the web app hides things for. Each is declared once on the
 * server (`server/features/<feature>/<feature>.flag.ts`); a server test holds these names to
 * those. A flag the server does not send counts as on.
 */
export const FeatureFlag = {
  dcypher: 'd_cypher',
  vault: 'content_vault',
  team: 'team_management',
  merch: 'merch_store',
  storefront: 'storefront',
  tribe: 'find_your_tribe',
  studio: 'backline_studio',
  social: 'social_media',
} as const;

export type FeatureFlagName = (typeof FeatureFlag)[keyof typeof FeatureFlag];
