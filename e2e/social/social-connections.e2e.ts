import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

const SHOTS = '/tmp/issue-social-shots';

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path.resolve('e2e/screenshots', `${name}.png`), path.join(SHOTS, `${name}.png`));
}

describe('Social connections', () => {
  it('connects TikTok through the popup, syncs, pages the library and disconnects', async () => {
    const page = await openPage('desktop');
    await signUpThroughScreens(page, {
      displayName: 'Social Sam',
      email: uniqueEmail('social'),
      role: 'Artist',
    });
    await page.goto('/social');
    await page.getByText('No platforms connected yet').waitFor();
    await shot(page, 'social-empty-desktop');

    await page.getByRole('button', { name: 'Manage Connections' }).click();
    // X and Instagram have no credentials here: the card says how to set them up.
    await page.getByText('TWITTER_CLIENT_ID').waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Connect TikTok' }).click(),
    ]);
    await popup.waitForEvent('close');
    await page.getByText('TikTok connected successfully!').waitFor();
    await page.getByText('@beatmaker.tt').waitFor();

    await page.getByRole('button', { name: 'Sync Content' }).click();
    await page.getByText('Synced 45 items successfully!').waitFor({ timeout: 20_000 });
    await page.getByText('Connection Summary').waitFor();
    await shot(page, 'social-connections-desktop');

    await page.getByRole('tab', { name: 'Content Library' }).click();
    await page.getByText('Showing 1 to 20 of 45 items').waitFor();
    await page.getByText('Page 1 of 3').waitFor();
    // Pictures come through our server, never from the platform's signed address.
    const firstPicture = page.getByRole('list', { name: 'Synced content' }).locator('img').first();
    expect(await firstPicture.getAttribute('src')).toMatch(
      /^\/api\/social\/content\/\d+\/thumbnail$/,
    );
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    await shot(page, 'social-library-desktop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21 to 40 of 45 items').waitFor();
    await page.getByText('Page 2 of 3').waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Synced 45 items from TikTok').first().waitFor();
    await shot(page, 'social-overview-desktop');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Recommendations').waitFor();
    await shot(page, 'social-analytics-desktop');

    const phone = await openPage('phone');
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/social?tab=connections&view=library');
    await phone.getByText('Showing 1 to 20 of 45 items').waitFor();
    await shot(phone, 'social-library-phone');
    // What a phone shows first, to look at without the full page's length.
    await phone.screenshot({ path: path.join(SHOTS, 'social-library-phone-top.png') });
    await phone.goto('/social?tab=connections');
    await phone.getByText('Connection Summary').waitFor();
    await shot(phone, 'social-connections-phone');
    await phone.goto('/social');
    await phone.getByText('Synced 45 items from TikTok').first().waitFor();
    await shot(phone, 'social-overview-phone');

    await page.getByRole('tab', { name: 'Manage Connections' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('TikTok disconnected successfully').waitFor();
    await page.getByRole('button', { name: 'Connect TikTok' }).waitFor();
    const content = await page.request.get('/api/social/content');
    expect(((await content.json()) as { pagination: { total: number } }).pagination.total).toBe(0);

    for (const tab of [page, phone]) expect(errorsOf(tab)).toEqual([]);
  });
});
