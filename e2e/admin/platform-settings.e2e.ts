/**
 * Platform Settings in a real browser: an administrator opens the panel from /admin, goes
 * through each of the six tabs, saves a setting, runs checks (the store, a test e-mail that
 * lands in the outbox), reads the message in the outbox and looks at System Status, at 1280
 * and at 390 pixels wide.
 *
 * It opens the panel from whatever /admin offers: the admin console's Quick Actions once the
 * branches are merged, a harness before. It changes only the max file size, and puts it back
 * (other files run at the same time against the same app).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signInAsAdministrator } from '../support/flows';
import { waitForMail } from '../support/mail';

async function openPlatformSettings(page: Page): Promise<Locator> {
  await page.goto('/admin');
  await page
    .getByRole('button', { name: /Platform Settings|^Settings$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Platform Settings' });
  await dialog.waitFor();
  return dialog;
}

async function openTab(dialog: Locator, name: string): Promise<Locator> {
  const tab = dialog.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return dialog.getByRole('tabpanel', { name, exact: true });
}

async function setMaxFileSize(dialog: Locator, megabytes: string, page: Page) {
  const general = await openTab(dialog, 'General');
  const toasts = page.getByText('General settings saved');
  const before = await toasts.count();
  await general.getByLabel('Max File Size (MB)').fill(megabytes);
  await general.getByRole('button', { name: 'Save General' }).click();
  await expect.poll(() => toasts.count()).toBeGreaterThan(before);
}

describe('Platform Settings', () => {
  it('goes through the six tabs, saves a setting and runs checks, at desktop and phone width', async () => {
    const page = await openPage('desktop');
    await signInAsAdministrator(page);
    const dialog = await openPlatformSettings(page);

    // The tab list: six tabs, General first.
    await expect
      .poll(async () => dialog.getByRole('tab').allTextContents())
      .toEqual([
        'General',
        'Features',
        'Limits',
        'Integrations',
        'System Status',
        'A/V Diagnostics',
      ]);

    // General: the stored values, then a save that takes.
    const general = await openTab(dialog, 'General');
    await expect.poll(() => general.getByLabel('App Name').inputValue()).not.toBe('');
    await expect.poll(() => general.getByLabel('Max File Size (MB)').inputValue()).toBe('100');
    await screenshot(page, 'admin-settings-general-desktop');
    await setMaxFileSize(dialog, '250', page);
    const saved = await page.request.get('/api/admin/settings');
    expect(
      ((await saved.json()) as { settings: { general: { max_file_size_mb: number } } }).settings
        .general.max_file_size_mb,
    ).toBe(250);
    // A value the contract refuses shows under its field, and nothing is sent.
    await general.getByLabel('Max File Size (MB)').fill('0');
    await general.getByRole('button', { name: 'Save General' }).click();
    await general.getByText('must be at least 1 MB').waitFor();
    await setMaxFileSize(dialog, '100', page);

    // Features: a switch per flag, by its spaced name.
    const features = await openTab(dialog, 'Features');
    await features.getByRole('switch', { name: 'content vault' }).waitFor();
    expect(await features.getByRole('switch').count()).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'admin-settings-features-desktop');

    // Limits, grouped.
    const limits = await openTab(dialog, 'Limits');
    await limits.getByLabel('Failed sign-ins per address and IP').waitFor();
    await screenshot(page, 'admin-settings-limits-desktop');

    // Integrations: check the store, send a test e-mail (no SMTP here: the outbox keeps it).
    const integrations = await openTab(dialog, 'Integrations');
    const storage = integrations.getByRole('listitem').filter({ hasText: 'File storage' }).first();
    await storage.getByRole('button', { name: 'Check' }).click();
    await storage.getByText('Wrote, read back and deleted a small object').waitFor();
    const mail = integrations.getByRole('listitem').filter({ hasText: 'E-mail (SMTP)' }).first();
    const testAddress = uniqueEmail('settings-test');
    await mail.getByLabel('Send the test e-mail to').fill(testAddress);
    await mail.getByRole('button', { name: 'Send a test' }).click();
    await mail.getByText(/kept in the outbox below instead of being sent/).waitFor();
    await waitForMail(testAddress, { subject: /: test e-mail$/ });
    // The outbox shows it; opening it shows the message.
    const outbox = integrations.getByRole('list', { name: 'Outbox messages' });
    await integrations.getByLabel('Recipient').fill(testAddress);
    await integrations.getByRole('button', { name: 'Filter' }).click();
    await outbox.getByText(`E-mail to ${testAddress}`, { exact: false }).waitFor();
    await screenshot(page, 'admin-settings-integrations-desktop');
    await outbox.getByRole('button').first().click();
    const message = page.getByRole('dialog', { name: /test e-mail$/ });
    await message.getByText('This is a test e-mail from the').waitFor();
    await screenshot(page, 'admin-settings-outbox-message-desktop');
    await message.getByRole('button', { name: 'Close' }).click();
    await message.waitFor({ state: 'detached' });

    // System Status: live measures, and Refresh.
    const status = await openTab(dialog, 'System Status');
    await status.getByRole('region', { name: 'Core Services' }).waitFor();
    await status
      .getByRole('region', { name: 'External Integrations' })
      .getByText('File storage')
      .waitFor();
    await status.getByRole('button', { name: 'Refresh' }).click();
    await status.getByText(/Median of \d+ requests in the last minute/).waitFor();
    await screenshot(page, 'admin-settings-status-desktop');

    await openTab(dialog, 'A/V Diagnostics');
    await screenshot(page, 'admin-settings-av-desktop');

    // The same at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, name] of [
      ['General', 'general'],
      ['Features', 'features'],
      ['Limits', 'limits'],
      ['Integrations', 'integrations'],
      ['System Status', 'status'],
    ] as const) {
      const panel = await openTab(dialog, tab);
      await panel.locator('h3, label').first().waitFor();
      await screenshot(page, `admin-settings-${name}-phone`);
      // Nothing wider than the screen (the tab list scrolls sideways within itself).
      const overflow = await dialog.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(1);
    }

    expect(errorsOf(page)).toEqual([]);
  });
});
