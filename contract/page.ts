/**
 * What the server writes into the web app's page (server/platform/http/page-html.ts) and the
 * app reads back (web/lib/api/settings.api.ts). No schemas here: the app's first bundle imports
 * it, and zod stays out of that bundle (scripts/initial-javascript.test.ts).
 */

/** The id of the JSON block that carries the public settings. */
export const SETTINGS_BLOCK_ID = 'public-settings';
