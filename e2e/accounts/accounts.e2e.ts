import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signInThroughScreens, signUpThroughScreens } from '../support/flows';
import { lastMailId, linkIn, waitForMail } from '../support/mail';

describe('accounts: password reset, sessions, sign-out', () => {
  it('resets a forgotten password through the e-mailed link, signing out everywhere', async () => {
    const email = uniqueEmail('forgetful');
    const oldPassword = 'amber falcon quietly';
    const newPassword = 'copper lighthouse ferns';
    const laptop = await openPage('desktop');
    await signUpThroughScreens(laptop, {
      displayName: 'Forgetful Fox',
      email,
      password: oldPassword,
    });

    // Somewhere else, someone who cannot remember the password asks for a link.
    const page = await openPage('desktop');
    await page.goto('/auth/redirect');
    await page.waitForURL(/\/auth\/local\?state=/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/auth/reset');
    // The page's own heading: until its code has loaded, the sign-in form is still showing.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    const before = lastMailId(email);
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await screenshot(page, 'accounts-reset-sent-desktop');

    const mail = await waitForMail(email, {
      afterId: before,
      subject: 'Reset your Backline password',
    });
    const link = linkIn(mail, '/auth/reset');
    expect(link).toMatch(/\/auth\/reset#token=/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    // A common password is refused, under its field, before the link is spent.
    await page.getByLabel('New password').fill('password1234');
    await page.getByText('Easy to guess', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText(/common and leaked passwords|too close to a common/)
      .first()
      .waitFor();
    await screenshot(page, 'accounts-reset-weak-desktop');

    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();
    await screenshot(page, 'accounts-reset-done-desktop');

    // The browser that was signed in is signed out; the old password no longer works.
    expect((await laptop.request.get('/api/users/me')).status()).toBe(401);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/local\?state=/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Incorrect e-mail or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');

    // The link was for one use only.
    await page.goto(link);
    await page.getByLabel('New password').fill('another quite long phrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/was already used, or has expired/).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('lists sessions and signs out everywhere else; a link to /api/logout only asks', async () => {
    const email = uniqueEmail('twodevices');
    const password = 'orchid tramway velvet';
    const desk = await openPage('desktop');
    await signUpThroughScreens(desk, { displayName: 'Two Devices', email, password });
    const phone = await openPage('phone');
    await signInThroughScreens(phone, email, password);

    await desk.goto('/settings/security');
    const list = desk.getByRole('list', { name: 'Your sessions' });
    await list.getByText('This browser').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await screenshot(desk, 'accounts-sessions-desktop');
    await desk.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await desk.getByText(/Signed out everywhere else/).waitFor();
    await list.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    expect((await phone.request.get('/api/users/me')).status()).toBe(401);
    expect((await desk.request.get('/api/users/me')).status()).toBe(200);

    await signInThroughScreens(phone, email, password);
    await phone.goto('/settings/security');
    await phone.getByRole('list', { name: 'Your sessions' }).getByText('This browser').waitFor();
    await screenshot(phone, 'accounts-sessions-phone');

    // Following a plain link to GET /api/logout signs nobody out: it asks first.
    await phone.goto('/api/logout');
    await phone.waitForURL('**/logout');
    await phone.getByRole('heading', { name: 'Sign out of Backline?' }).waitFor();
    expect((await phone.request.get('/api/users/me')).status()).toBe(200);
    await screenshot(phone, 'accounts-logout-phone');
    await phone.getByRole('button', { name: 'Sign out' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    expect((await phone.request.get('/api/users/me')).status()).toBe(401);
    expect(errorsOf(desk)).toEqual([]);
    expect(errorsOf(phone)).toEqual([]);
  });
});
