import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { confirmSignUpThroughScreens, signUpThroughScreens } from '../support/flows';

describe('foundation: sign-up, the shell, the upgrade', () => {
  it('goes from the landing page through sign-up to the dashboard, and signs out', async () => {
    const page = await openPage('desktop');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Write it.',
    );
    await screenshot(page, 'foundation-landing-desktop');

    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await page.waitForURL(/\/auth\/local\?state=/);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const email = uniqueEmail('newcomer');
    await page.getByLabel('Display name').fill('Riley Stone');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The form refuses a short password with the server's own words, keeping what was typed.
    await page.getByText('Password must be at least 12 characters').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await screenshot(page, 'foundation-sign-up-error-desktop');

    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Whether or not the address had an account, the answer is the same: check your e-mail.
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await screenshot(page, 'foundation-check-email-desktop');
    await confirmSignUpThroughScreens(page, email, 'a long enough password');
    await page.getByRole('heading', { name: 'Welcome to Backline, Riley' }).waitFor();
    await page.getByText('7 days left in your free trial').first().waitFor();
    await screenshot(page, 'foundation-dashboard-desktop');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/local|\/$/);
    const me = await page.request.get('/api/users/me');
    expect(me.status()).toBe(401);
    expect(errorsOf(page)).toEqual([]);
  });

  it('collapses the sidebar behind a menu button on a phone', async () => {
    const page = await openPage('phone');
    await signUpThroughScreens(page, { displayName: 'Pocket Player', email: uniqueEmail('phone') });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.waitFor({ state: 'visible' });
    await screenshot(page, 'foundation-sidebar-open-phone');
    await nav.getByRole('link', { name: 'Feed' }).click();
    await page.waitForURL('**/feed');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('upgrades to Pro through the dialog, in test mode', async () => {
    const page = await openPage('desktop');
    await signUpThroughScreens(page, { displayName: 'Max Volume', email: uniqueEmail('upgrade') });
    await page.getByRole('button', { name: 'Upgrade', exact: true }).first().click();
    await page.waitForURL(/#upgrade$/);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Test mode: no card is charged.').waitFor();
    await dialog.getByText('Yearly').click();
    await screenshot(page, 'foundation-upgrade-dialog-desktop');
    await dialog.getByRole('button', { name: /Upgrade for \$190/ }).click();
    await page.getByText('Welcome to Backline Pro!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const status = await page.request.get('/api/subscription/status');
    expect(await status.json()).toMatchObject({ isSubscribed: true, plan: 'price_yearly' });
    // The trial banner is gone once Pro is active.
    expect(await page.getByText('days left in your free trial').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });
});
