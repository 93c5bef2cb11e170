import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

const SECRET = 'Bridge chords: Am F C G, then the key change.';

describe('community: posts, feed, likes, comments, follows, locked posts', () => {
  it('lets a creator post and a fan react, follow, and meet a locked post', async () => {
    const artist = await openPage('desktop');
    await signUpThroughScreens(artist, {
      displayName: 'Juno Vale',
      email: uniqueEmail('juno'),
      role: 'Artist',
    });
    const artistId = await currentUserId(artist);

    // A public post through the Create Posts tab.
    await artist.goto('/monetize');
    await artist.getByLabel('Title (optional)').fill('Studio night');
    await artist.getByLabel('Content').fill('Tracking vocals for the new single tonight.');
    await artist.getByRole('button', { name: 'Publish post' }).click();
    await artist.getByText('Post published').first().waitFor();

    // A pay-per-view post.
    await artist.getByLabel('Title (optional)').fill('Chord chart');
    await artist.getByLabel('Content').fill(SECRET);
    await artist.getByLabel(/Pay-per-view/).check({ force: true });
    await artist.getByLabel('Price (USD)').fill('2.50');
    await artist.getByRole('button', { name: 'Publish post' }).click();
    await artist.getByText('Chord chart').first().waitFor();

    await artist.goto('/dashboard');
    await artist.getByText('Studio night').waitFor();
    await screenshot(artist, 'community-dashboard-desktop');

    // The fan finds it in the feed, likes it and comments on it.
    const fan = await openPage('desktop');
    await signUpThroughScreens(fan, {
      displayName: 'Ollie Fan',
      email: uniqueEmail('ollie'),
      role: 'Fan',
    });
    await fan.goto('/feed');
    const card = fan.getByRole('article', { name: 'Studio night' });
    await card.waitFor();
    await card.getByRole('button', { name: /^Like \(0 likes\)/ }).click();
    await card.getByRole('button', { name: /^Unlike \(1 like\)/ }).waitFor();
    await screenshot(fan, 'community-feed-desktop');

    await card.getByRole('link', { name: /^Comments/ }).click();
    await fan.waitForURL(/\/post\/\d+/);
    await fan.getByPlaceholder('Write a comment…').fill('Cannot wait to hear it!');
    await fan.getByRole('button', { name: 'Comment', exact: true }).click();
    await fan.getByText('Cannot wait to hear it!').waitFor();
    await screenshot(fan, 'community-post-page-desktop');

    // The locked post shows its title and price, never its content.
    await fan.goto(`/profile/${artistId}`);
    await fan.getByRole('heading', { name: 'Juno Vale' }).waitFor();
    await fan.getByText('Chord chart').waitFor();
    await fan
      .getByRole('button', { name: /Unlock for \$2\.50/ })
      .first()
      .waitFor();
    expect(await fan.content()).not.toContain(SECRET);

    // Following from the profile moves the follower count.
    const counts = fan.locator('dl').first();
    expect(await counts.innerText()).toMatch(/^Followers\s+0\s/i);
    await fan.getByRole('button', { name: 'Follow', exact: true }).click();
    await fan.getByRole('button', { name: 'Following' }).waitFor();
    expect(await counts.innerText()).toMatch(/^Follower\s+1\s/i);
    await screenshot(fan, 'community-profile-desktop');

    const phone = await openPage('phone');
    await signUpThroughScreens(phone, {
      displayName: 'Pia Phone',
      email: uniqueEmail('pia'),
      role: 'Fan',
    });
    await phone.goto('/feed');
    await phone.getByRole('article', { name: 'Studio night' }).waitFor();
    await screenshot(phone, 'community-feed-phone');
    await phone.goto(`/profile/${artistId}`);
    await phone.getByRole('heading', { name: 'Juno Vale' }).waitFor();
    await screenshot(phone, 'community-profile-phone');

    for (const page of [artist, fan, phone]) expect(errorsOf(page)).toEqual([]);
  });
});
