import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signInAsAdministrator, signUpThroughScreens } from '../support/flows';

const STEMS = 'Stems and session notes for Night Swim.';

describe('Move That Work: a creator sells, a fan joins the team, subscribes, buys and downloads', () => {
  it('runs the whole path through the screens', async () => {
    // The creator sets up a tier, a pay-per-view post and a vault file, and invites a fan.
    const creator = await openPage('desktop');
    await signUpThroughScreens(creator, {
      displayName: 'Mara Quinn',
      email: uniqueEmail('mara'),
      role: 'Artist',
    });
    const creatorId = await currentUserId(creator);

    await creator.goto('/monetize?tab=storefront');
    await creator.getByRole('button', { name: 'Add Tier' }).click();
    const tierDialog = creator.getByRole('dialog');
    await tierDialog.getByLabel('Tier name').fill('Night Owls');
    await tierDialog.getByLabel('Monthly price (USD)').fill('7');
    await tierDialog.getByLabel('Feature 1').fill('Every demo first');
    await tierDialog.getByRole('button', { name: 'Create Tier' }).click();
    await creator.getByText('Tier created').waitFor();
    await screenshot(creator, 'monetize-storefront-tab-desktop');

    await creator.goto('/monetize');
    await creator.getByLabel('Title (optional)').fill('Night Swim stems');
    await creator.getByLabel('Content').fill(STEMS);
    await creator.getByLabel(/Pay-per-view/).check({ force: true });
    await creator.getByLabel('Price (USD)').fill('4.99');
    await creator.getByRole('button', { name: 'Publish post' }).click();
    await creator.getByText('Post published').waitFor();

    await creator.goto('/monetize?tab=vault');
    await creator.getByRole('button', { name: 'Upload File' }).first().click();
    const uploadDialog = creator.getByRole('dialog');
    await uploadDialog.getByLabel('File').setInputFiles({
      name: 'night-swim-lyrics.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Night swim, lyric sheet v3\n'),
    });
    await uploadDialog.getByLabel('Description (optional)').fill('Lyric sheet');
    await uploadDialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await creator.getByText('File uploaded').waitFor();
    await creator.getByText('night-swim-lyrics.txt').first().waitFor();
    await screenshot(creator, 'monetize-vault-tab-desktop');

    const fanEmail = uniqueEmail('fan');
    await creator.goto('/monetize?tab=team');
    await creator.getByLabel('E-mail address').fill(fanEmail);
    await creator.getByRole('button', { name: 'Send invite' }).click();
    await creator.getByText(`Invitation ready for ${fanEmail}`).waitFor();
    await creator.getByText(fanEmail).first().waitFor();
    await screenshot(creator, 'monetize-team-tab-desktop');

    // An administrator reads the invitation in the outbox (no SMTP here).
    const admin = await openPage('desktop');
    await signInAsAdministrator(admin);
    const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(fanEmail)}`);
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    const link = /https?:\/\/\S+\/team\/invite\/\S+/.exec(messages[0]?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // The fan signs up with the invited address and accepts.
    const fan = await openPage('desktop');
    await signUpThroughScreens(fan, { displayName: 'Theo Fan', email: fanEmail, role: 'Fan' });
    await fan.goto(new URL(link as string).pathname);
    await fan.getByRole('button', { name: 'Accept invitation' }).click();
    await fan
      .getByText(/Mara Quinn/)
      .first()
      .waitFor();
    await screenshot(fan, 'monetize-invitation-accepted-desktop');

    // On the storefront: subscribe, buy the post, read it, download from the Team Vault.
    await fan.goto(`/storefront/${creatorId}`);
    await fan.getByRole('heading', { name: 'Mara Quinn' }).waitFor();
    expect(await fan.content()).not.toContain(STEMS);
    await fan.getByRole('button', { name: 'Subscribe Now' }).click();
    await fan.getByRole('dialog').getByText('Test mode: no card is charged.').waitFor();
    await fan.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await fan.getByText('Subscribed to Night Owls').first().waitFor();
    await fan.getByRole('button', { name: 'Already Subscribed' }).waitFor();

    await fan.getByRole('button', { name: 'Buy Now' }).click();
    await fan.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await fan.getByText(STEMS).waitFor();
    await fan.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(fan, 'monetize-storefront-fan-desktop');

    const downloadStarted = fan.waitForEvent('download');
    await fan.getByRole('button', { name: 'Download night-swim-lyrics.txt' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('night-swim-lyrics.txt');
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'backline-download-')), 'file');
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8')).toBe('Night swim, lyric sheet v3\n');

    // The creator's figures come from the ledger: $7.00 + $4.99.
    await creator.goto('/monetize');
    await creator.getByText('$11.99').waitFor();
    await screenshot(creator, 'monetize-stats-desktop');

    const phone = await openPage('phone');
    await phone.goto(`/storefront/${creatorId}`);
    await phone.getByRole('heading', { name: 'Mara Quinn' }).waitFor();
    // The join-the-list form comes once the page above it has painted.
    await phone.getByRole('button', { name: 'Join the list' }).waitFor();
    await screenshot(phone, 'monetize-storefront-signed-out-phone');

    for (const page of [creator, admin, fan, phone]) expect(errorsOf(page)).toEqual([]);
  });
});
