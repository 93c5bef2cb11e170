/**
 * The API client for the first bundle (the session and the platform settings), loaded on the
 * first call rather than with the page: openapi-fetch is not part of the initial JavaScript
 * budget (web/budgets.json). Screens in chunks of their own import `api` from api-client.ts.
 */
export async function loadApi() {
  return (await import('./api-client')).api;
}
