import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import {
  baseUrl,
  errorsOf,
  openPage,
  screenshot,
  screenshotAtBothWidths,
  uniqueEmail,
} from '../support/browser';
import { signUpThroughScreens } from '../support/flows';
import { linkIn, waitForMail } from '../support/mail';

describe('Find Your Tribe', () => {
  it('grows a list with consent (by hand, a CSV, a signed-out join), sends a campaign and shows its stats after an open and a click', async () => {
    const creator = await openPage('desktop');
    await signUpThroughScreens(creator, {
      displayName: 'Tribe Nova',
      email: uniqueEmail('tribe-nova'),
      role: 'Artist',
    });
    const creatorId = await currentUserId(creator);

    // A visitor joins the list from the storefront, signed out, and confirms from the e-mail.
    const visitor = await openPage('phone');
    const fanEmail = uniqueEmail('tribe-fan');
    await visitor.goto(`/storefront/${creatorId}`);
    await visitor.getByRole('heading', { name: 'Join the list' }).waitFor();
    const join = visitor
      .locator('form')
      .filter({ has: visitor.getByRole('button', { name: 'Join the list' }) });
    await join.getByLabel('Email').fill(fanEmail);
    await join.getByLabel('Name (optional)').fill('Fay');
    await join.getByRole('button', { name: 'Join the list' }).click();
    await visitor.getByText('Check your inbox: follow the link we sent to confirm.').waitFor();
    await screenshot(visitor, 'join-sent-phone');
    const confirmation = await waitForMail(fanEmail, {
      subject: 'Confirm you want to hear from Tribe Nova',
    });
    await visitor.goto(linkIn(confirmation, '/join/confirm'));
    await visitor.getByRole('heading', { name: 'You are on the list' }).waitFor();

    // The creator adds a subscriber by hand.
    await creator.goto('/crm');
    await creator.getByRole('heading', { name: 'Find Your Tribe' }).waitFor();
    await creator.getByRole('tab', { name: 'Email Management' }).click();
    await creator.getByText(fanEmail).waitFor();
    await creator.getByRole('button', { name: 'Add Subscriber' }).click();
    const handAdded = uniqueEmail('tribe-hand');
    const addDialog = creator.getByRole('dialog');
    await addDialog.getByLabel('Email').fill(handAdded);
    await addDialog.getByLabel('Name (optional)').fill('Hal');
    await addDialog.getByRole('button', { name: 'Add Subscriber' }).click();
    await creator.getByText('Subscriber added successfully').waitFor();
    await creator.getByText(handAdded).waitFor();
    await screenshotAtBothWidths(creator, 'crm-subscribers');
    // A CSV import: a preview row by row, then the import.
    const importedEmail = uniqueEmail('tribe-csv');
    await creator.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = creator.getByRole('dialog');
    await importDialog.getByLabel('CSV file').setInputFiles({
      name: 'fans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email,name\n${importedEmail},Ivy\nnot-an-address,Nope\n`),
    });
    await importDialog.getByText('1 to add, 0 skipped, 1 invalid.').waitFor();
    await importDialog.getByText('Enter a valid email address').waitFor();
    await importDialog.getByRole('button', { name: 'Import 1' }).click();
    await creator.getByText('Imported 1 subscribers').waitFor();
    await creator.getByText(importedEmail).waitFor();

    // A template, sanitized on save, previewed in a sandboxed frame.
    await creator.getByRole('tab', { name: 'Templates' }).click();
    await creator.getByRole('button', { name: 'Create Template' }).click();
    const templateDialog = creator.getByRole('dialog');
    await templateDialog.getByLabel('Name').fill('Release');
    await templateDialog.getByLabel('Subject').fill('New from {{creator_name}}');
    await templateDialog
      .getByLabel('HTML content')
      .fill('<h1>Hi {{name}}</h1><p>{{content}}</p><script>alert(1)</script>');
    await templateDialog.locator('iframe[sandbox=""]').waitFor();
    await templateDialog.getByRole('button', { name: 'Create Template' }).click();
    await creator.getByText('Template created').waitFor();
    await creator.getByRole('heading', { name: 'Release' }).waitFor();

    // A test e-mail.
    await creator.getByRole('button', { name: 'Test Email' }).click();
    const testDialog = creator.getByRole('dialog');
    const testAddress = uniqueEmail('tribe-test');
    await testDialog.getByLabel('Send to').fill(testAddress);
    await testDialog.getByLabel('Subject').fill('Checking');
    await testDialog.getByLabel('Content (HTML)').fill('<p>Does it look right?</p>');
    await testDialog.getByRole('button', { name: 'Send Test' }).click();
    await creator.getByText('Test email sent successfully').waitFor();
    await waitForMail(testAddress, { subject: '[Test] Checking' });

    // A campaign, sent after the confirmation, then its progress and figures.
    await creator.getByRole('tab', { name: 'Campaigns' }).click();
    await creator.getByLabel('Campaign title').fill('Tour announcement');
    await creator
      .getByLabel('Message content')
      .fill('Hi {{name}}, tickets: https://example.com/tour');
    await creator.getByRole('button', { name: 'Launch Campaign' }).click();
    await creator.getByText('Campaign created successfully!').waitFor();
    await creator.getByRole('button', { name: 'Send', exact: true }).click();
    await creator
      .getByText('Are you sure you want to send this campaign? This action cannot be undone.')
      .waitFor();
    await creator.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await creator.getByText('Campaign sent to 3 subscribers!').waitFor();
    await creator.getByText('sent', { exact: true }).waitFor({ timeout: 20_000 });

    const mail = await waitForMail(fanEmail, { subject: 'Tour announcement' });
    expect(mail.text).toContain('Hi Fay');
    const click = /https?:\/\/\S+\/api\/t\/c\/([^/\s\]]+)\/0/.exec(mail.text);
    expect(click).not.toBeNull();
    const token = click?.[1] ?? '';
    // Opens within seconds of delivery are a scanner's: a person opens a little later.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    // As a mail program fetches them (a headless browser's own fetches count as a machine's).
    const reader = await openPage('desktop');
    const mailProgram = { 'user-agent': 'Mozilla/5.0 (Macintosh) Thunderbird/128.0' };
    const open = await reader.request.get(`${baseUrl()}/api/t/o/${token}.gif`, {
      headers: mailProgram,
    });
    expect(open.headers()['content-type']).toBe('image/gif');
    const clicked = await reader.request.get(`${baseUrl()}/api/t/c/${token}/0`, {
      headers: mailProgram,
      maxRedirects: 0,
    });
    expect(clicked.status()).toBe(302);
    expect(clicked.headers().location).toBe('https://example.com/tour');

    await creator.reload();
    const card = creator.getByRole('listitem').filter({ hasText: 'Tour announcement' });
    await card.getByText('33.3%').first().waitFor();
    expect(await card.getByText('3', { exact: true }).count()).toBeGreaterThan(0);
    await screenshotAtBothWidths(creator, 'crm-campaigns');

    await creator.getByRole('tab', { name: 'Email Management' }).click();
    await creator.getByRole('tab', { name: 'Analytics' }).click();
    await creator.getByText('Growth Rate').waitFor();
    await screenshotAtBothWidths(creator, 'crm-analytics');

    // The unsubscribe link works signed out.
    const unsubscribe = linkIn(mail, '/unsubscribe/').replace(/\]$/, '');
    await visitor.goto(unsubscribe);
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByText('You are unsubscribed from Tribe Nova').waitFor();
    await screenshot(visitor, 'unsubscribed-phone');

    expect(errorsOf(creator)).toEqual([]);
    expect(errorsOf(visitor)).toEqual([]);
  });
});
