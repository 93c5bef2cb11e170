import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

describe('D-Cypher launchpad', () => {
  it('generates rhyming metaphors on a theme and saves them to the vault', async () => {
    const page = await openPage('desktop');
    await signUpThroughScreens(page, {
      displayName: 'Lyric Lee',
      email: uniqueEmail('lyric'),
      role: 'Artist',
    });
    await page.goto('/writers-block');
    await page.getByLabel(/Rhyming Metaphors/).check({ force: true });
    await page.getByLabel(/Steer it with a theme/).fill('ocean');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const result = page.getByRole('region', { name: 'Launchpad result' });
    await result.getByText('Rhyme group A').first().waitFor();
    expect(await result.getByText(/^Rhyme group [A-E]$/).count()).toBe(10);
    await screenshot(page, 'd-cypher-lp3a-desktop');

    await page.getByRole('button', { name: 'Save to Vault' }).click();
    await page
      .getByText(/d-cypher-LP3a-ocean-.*\.txt/)
      .first()
      .waitFor();
    const files = await page.request.get('/api/vault/files');
    const { files: saved } = (await files.json()) as { files: { original_filename: string }[] };
    expect(saved.map((file) => file.original_filename)).toEqual([
      expect.stringMatching(/^d-cypher-LP3a-ocean-/),
    ]);

    const phone = await openPage('phone');
    await signUpThroughScreens(phone, { displayName: 'Pocket Poet', email: uniqueEmail('poet') });
    await phone.goto('/writers-block');
    await phone.getByLabel(/Rhyme Launchpad/).check({ force: true });
    await phone.getByRole('button', { name: 'Generate', exact: true }).click();
    await phone
      .getByRole('region', { name: 'Launchpad result' })
      .getByRole('button', { name: 'Copy' })
      .waitFor();
    await screenshot(phone, 'd-cypher-lp1-phone');

    for (const tab of [page, phone]) expect(errorsOf(tab)).toEqual([]);
  });
});
