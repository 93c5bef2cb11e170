import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import { errorsOf, openPage, screenshotAtBothWidths, uniqueEmail } from '../support/browser';
import { signInAsAdministrator, signUpThroughScreens } from '../support/flows';

describe('the admin console', () => {
  it('asks a visitor to sign in, brings them back, and tells a fan Access Denied', async () => {
    const fan = await openPage('desktop');
    await fan.goto('/admin');
    await fan.getByRole('heading', { name: 'Administrator Access' }).waitFor();
    await screenshotAtBothWidths(fan, 'admin-signed-out');
    await fan.getByRole('button', { name: 'Sign In with e-mail and password' }).click();
    await fan.waitForURL(/\/auth\/local\?state=/);
    await fan.getByLabel('E-mail').fill('fan@demo.backline.local');
    await fan.getByLabel('Password', { exact: true }).fill('backline-demo');
    await fan.getByRole('button', { name: 'Sign in' }).click();
    // Back where they started, now known: a fan is no administrator.
    await fan.waitForURL('**/admin');
    await fan.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await fan.getByText('Access denied. Administrator privileges required.').waitFor();
    // And their sidebar never offered the way in.
    expect(await fan.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await screenshotAtBothWidths(fan, 'admin-access-denied');
    expect(errorsOf(fan)).toEqual([]);
  });

  it('takes an administrator through the range, the export, user management and the audit log', async () => {
    // Someone for the administrator to manage, signed in in their own browser.
    const person = await openPage('desktop');
    const personEmail = uniqueEmail('managed-fan');
    await signUpThroughScreens(person, {
      displayName: 'Managed Fan',
      email: personEmail,
      role: 'Fan',
    });
    const personId = await currentUserId(person);
    // They open D-Cypher in their trial: a use the dashboard counts.
    await person.goto('/writers-block');
    await person.getByRole('heading', { name: 'D-Cypher' }).first().waitFor();

    const admin = await openPage('desktop');
    await signInAsAdministrator(admin);
    await admin.getByRole('link', { name: 'Admin' }).first().click();
    await admin.waitForURL('**/admin');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('heading', { name: 'Most Active Users' }).waitFor();
    await admin.getByText(/^\+\d+ in the last 7 days$/).waitFor();

    await admin.getByLabel('Time range').selectOption({ label: 'Last 30 Days' });
    await admin.getByText(/^\+\d+ in the last 30 days$/).waitFor();
    await admin.getByRole('meter', { name: 'D-Cypher uses per user' }).waitFor();
    await admin.getByText('Sign-ups').first().waitFor();
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await screenshotAtBothWidths(admin, 'admin-dashboard');

    // Export: a real download of the streamed file, under the spec's name.
    await admin.getByRole('button', { name: /^Export Data/ }).click();
    const exportDialog = admin.getByRole('dialog', { name: 'Export Data' });
    await exportDialog.getByText('Export Type').waitFor();
    await exportDialog.getByText('(users)').click();
    await exportDialog.getByLabel('Time Range').selectOption('7d');
    await screenshotAtBothWidths(admin, 'admin-export', { fullPage: false });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^backline-export-users-7d-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/,
    );
    // The browser runs apart from this process: a copy of the saved file is read here.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'admin-export-')), 'export.json');
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, 'utf8')) as {
      export: { type: string };
      users: { email: string; password_hash?: unknown }[];
    };
    expect(file.export.type).toBe('users');
    expect(file.users.map((user) => user.email)).toContain(personEmail);
    expect(file.users.every((user) => !('password_hash' in user))).toBe(true);
    await admin.getByText('Export downloaded').waitFor();
    await exportDialog.getByRole('button', { name: 'Close' }).click();

    // User Management: find the person, make them an artist, suspend, activate.
    await admin.getByRole('button', { name: /^User Management/ }).click();
    const users = admin.getByRole('dialog', { name: 'User Management' });
    await users.getByLabel('Search by e-mail').fill(personEmail.toUpperCase());
    const row = users.getByRole('row').filter({ hasText: personEmail });
    await row.waitFor();
    await users.getByText('Page 1 of 1').waitFor();
    await row.getByLabel(`Role of ${personEmail}`).selectOption('artist');
    await admin.getByText(`${personEmail} is now artist`).waitFor();

    await row.getByRole('button', { name: 'Suspend' }).click();
    const confirm = admin.getByRole('dialog', { name: `Suspend ${personEmail}?` });
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText(`${personEmail} is suspended`).waitFor();
    await row.getByText('suspended', { exact: true }).waitFor();
    await screenshotAtBothWidths(admin, 'admin-users', { fullPage: false });
    // Their session ended with the suspension.
    expect((await person.request.get('/api/users/me')).status()).toBe(401);

    await row.getByRole('button', { name: 'Activate' }).click();
    await admin.getByText(`${personEmail} is active again`).waitFor();
    await row.getByRole('button', { name: 'Suspend' }).waitFor();
    await users.getByRole('button', { name: 'Close' }).click();

    // The audit log has every action, newest first.
    await admin.getByRole('button', { name: /^Audit Log/ }).click();
    const audit = admin.getByRole('dialog', { name: 'Audit Log' });
    await audit.getByLabel('Target type').fill('user');
    await audit.getByLabel('Target ID').fill(String(personId));
    await audit.getByRole('button', { name: 'Filter' }).click();
    const entries = audit.getByRole('list', { name: 'Audit log entries' });
    await entries.getByText('user.activated').waitFor();
    const actions = await entries
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent));
    expect(actions).toEqual(['user.activated', 'user.suspended', 'user.role_changed']);
    await screenshotAtBothWidths(admin, 'admin-audit-log', { fullPage: false });

    expect(errorsOf(admin)).toEqual([]);
  });
});
