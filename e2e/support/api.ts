import type { Page } from 'playwright-core';

/** The signed-in user of a page's browser context, through the API (setup only). */
export async function currentUserId(page: Page): Promise<number> {
  const reply = await page.request.get('/api/users/me');
  if (!reply.ok()) throw new Error(`not signed in: ${reply.status()}`);
  return ((await reply.json()) as { id: number }).id;
}
