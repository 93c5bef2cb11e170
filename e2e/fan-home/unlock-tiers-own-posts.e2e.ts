import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

const SECRET = 'Stems link: night-drive-stems.zip';

/** Seeds through the API with the page's own session (setup only; the journeys use screens). */
async function seed<T>(page: Page, url: string, data: unknown): Promise<T> {
  const reply = await page.request.post(url, { data });
  if (!reply.ok()) throw new Error(`${url}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

async function artistWithPosts(name: string) {
  const artist = await openPage('desktop');
  await signUpThroughScreens(artist, {
    displayName: name,
    email: uniqueEmail('artist'),
    role: 'Artist',
  });
  const id = await currentUserId(artist);
  return { artist, id };
}

describe("a fan's path: unlock a post, change tier, undo a cancel; a creator's own posts", () => {
  it('a fan unlocks a pay-per-view post by buying it, right where it is shown', async () => {
    const { artist, id: artistId } = await artistWithPosts('Rhea Stems');
    const { post } = await seed<{ post: { id: number } }>(artist, '/api/posts', {
      title: 'Night drive stems',
      content: SECRET,
      visibility: 'ppv',
      price_cents: 300,
    });

    for (const viewport of ['desktop', 'phone'] as const) {
      const fan = await openPage(viewport);
      await signUpThroughScreens(fan, {
        displayName: `Fan ${viewport}`,
        email: uniqueEmail(`fan-${viewport}`),
        role: 'Fan',
      });
      await fan.goto(`/profile/${artistId}`);
      const card = fan.getByRole('article', { name: 'Night drive stems' });
      await card.waitFor();
      expect(await fan.content()).not.toContain(SECRET);
      await screenshot(fan, `unlock-locked-card-${viewport}`);

      await card.getByRole('button', { name: 'Unlock for $3.00' }).click();
      const dialog = fan.getByRole('dialog', { name: 'Unlock this post' });
      await dialog.getByText('Test mode: no card is charged.').waitFor();
      await screenshot(fan, `unlock-checkout-${viewport}`);
      await dialog.getByRole('button', { name: 'Pay $3.00' }).click();

      // Paid: the same card now shows the post, and its page too.
      await fan.getByText(SECRET).waitFor();
      await fan.getByText('Unlocked: Night drive stems').waitFor();
      await screenshot(fan, `unlock-unlocked-${viewport}`);
      await fan.goto(`/post/${post.id}`);
      await fan.getByText(SECRET).waitFor();
      expect(await fan.getByRole('button', { name: /Unlock for/ }).count()).toBe(0);
      expect(errorsOf(fan)).toEqual([]);
    }
  });

  it('a subscriber moves up a tier, schedules a move down, cancels and undoes the cancel', async () => {
    const { artist, id: artistId } = await artistWithPosts('Mara Tiers');
    for (const [name, price] of [
      ['Bronze', 300],
      ['Silver', 600],
      ['Gold', 1500],
    ] as const) {
      await seed(artist, '/api/storefront/tiers', {
        name,
        price_cents: price,
        features: ['Demos'],
      });
    }

    const fan = await openPage('desktop');
    await signUpThroughScreens(fan, {
      displayName: 'Tess Fan',
      email: uniqueEmail('tess'),
      role: 'Fan',
    });
    await fan.goto(`/storefront/${artistId}`);
    const silver = fan
      .getByRole('listitem')
      .filter({ has: fan.getByRole('heading', { name: 'Silver' }) });
    await silver.getByRole('button', { name: 'Subscribe Now' }).click();
    await fan
      .getByRole('dialog', { name: 'Subscribe to Silver' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const banner = fan.getByRole('region', { name: 'Your subscription' });
    await banner.getByText('Subscribed to Silver').waitFor();

    // Up to Gold: starts now, the rest of this period is paid today.
    await banner.getByRole('button', { name: 'Change tier' }).click();
    const change = fan.getByRole('dialog', { name: 'Change your tier' });
    await change
      .getByText(/^Starts now: \$\d+\.\d\d today for the rest of this billing period/)
      .waitFor();
    await change.getByText(/^Starts on .*, your next billing date, at \$3\.00\/month/).waitFor();
    await screenshot(fan, 'tier-change-dialog-desktop');
    await change.getByRole('radio', { name: /Gold/ }).check();
    await change.getByRole('button', { name: /^Pay \$\d+\.\d\d and upgrade$/ }).click();
    await banner.getByText('Subscribed to Gold').waitFor();
    await fan.getByText("You're now on Gold").waitFor();

    // Down to Bronze: waits for the next billing date.
    await banner.getByRole('button', { name: 'Change tier' }).click();
    await change.getByRole('radio', { name: /Bronze/ }).check();
    await change.getByRole('button', { name: /^Move to Bronze on / }).click();
    await banner.getByText(/Moves to Bronze \(\$3\.00\/month\) on/).waitFor();
    await banner.getByText('Subscribed to Gold').waitFor();
    await screenshot(fan, 'tier-change-scheduled-desktop');

    // Cancel, then change one's mind before the period ends.
    await banner.getByRole('button', { name: 'Cancel subscription' }).click();
    await fan
      .getByRole('dialog', { name: 'Cancel your subscription?' })
      .getByRole('button', { name: 'Cancel subscription' })
      .click();
    await banner.getByText(/^Canceled\. Access until/).waitFor();
    await screenshot(fan, 'subscription-canceled-desktop');
    await banner.getByRole('button', { name: 'Resume subscription' }).click();
    await fan.getByText('Subscription resumed').waitFor();
    await banner.getByText(/^Next billing date:/).waitFor();
    await banner.getByRole('button', { name: 'Change tier' }).waitFor();

    const phone = await openPage('phone');
    await signUpThroughScreens(phone, {
      displayName: 'Pim Phone',
      email: uniqueEmail('pim'),
      role: 'Fan',
    });
    await phone.goto(`/storefront/${artistId}`);
    const bronze = phone
      .getByRole('listitem')
      .filter({ has: phone.getByRole('heading', { name: 'Bronze' }) });
    await bronze.getByRole('button', { name: 'Subscribe Now' }).click();
    await phone
      .getByRole('dialog', { name: 'Subscribe to Bronze' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const phoneBanner = phone.getByRole('region', { name: 'Your subscription' });
    await phoneBanner.getByRole('button', { name: 'Change tier' }).click();
    await phone
      .getByRole('dialog', { name: 'Change your tier' })
      .getByRole('radio', { name: /Gold/ })
      .waitFor();
    await screenshot(phone, 'tier-change-dialog-phone');
    expect(errorsOf(fan)).toEqual([]);
    expect(errorsOf(phone)).toEqual([]);
  });

  it('a creator hides a post from their list, everyone else loses it, and they show it again', async () => {
    const { artist, id: artistId } = await artistWithPosts('Ivo Lists');
    for (const title of ['First sketch', 'Tour dates', 'Demo take']) {
      await seed(artist, '/api/posts', {
        title,
        content: `${title}: words`,
        visibility: 'public',
        price_cents: 0,
      });
    }
    const fan = await openPage('desktop');
    await signUpThroughScreens(fan, {
      displayName: 'Lu Fan',
      email: uniqueEmail('lu'),
      role: 'Fan',
    });

    await artist.goto('/dashboard');
    await artist.getByRole('link', { name: 'View all posts' }).click();
    await artist.waitForURL('**/posts/mine');
    const row = artist
      .getByRole('listitem')
      .filter({ has: artist.getByRole('heading', { name: 'Demo take' }) });
    await row.waitFor();
    await screenshot(artist, 'own-posts-desktop');

    await row.getByRole('button', { name: 'Hide' }).click();
    await artist.getByText('Post hidden').waitFor();
    await row.getByText('Hidden', { exact: true }).waitFor();
    await fan.goto(`/profile/${artistId}`);
    await fan.getByRole('article', { name: 'Tour dates' }).waitFor();
    expect(await fan.getByRole('article', { name: 'Demo take' }).count()).toBe(0);

    await artist.getByRole('tab', { name: 'Hidden' }).click();
    await artist.waitForURL('**/posts/mine?show=hidden');
    const hiddenRow = artist
      .getByRole('listitem')
      .filter({ has: artist.getByRole('heading', { name: 'Demo take' }) });
    await hiddenRow.waitFor();
    expect(await artist.getByRole('heading', { name: 'Tour dates' }).count()).toBe(0);
    await screenshot(artist, 'own-posts-hidden-desktop');
    await hiddenRow.getByRole('button', { name: 'Show' }).click();
    await artist.getByText('Post visible again').waitFor();
    await artist.getByText('No hidden posts').waitFor();

    await fan.reload();
    await fan.getByRole('article', { name: 'Demo take' }).waitFor();

    // Delete asks first.
    await artist.getByRole('tab', { name: 'All posts' }).click();
    const first = artist
      .getByRole('listitem')
      .filter({ has: artist.getByRole('heading', { name: 'First sketch' }) });
    await first.getByRole('button', { name: 'Delete' }).click();
    const confirm = artist.getByRole('dialog', { name: 'Delete post' });
    await confirm.getByText(/Are you sure you want to delete "First sketch"\?/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await artist.getByText('Post deleted').waitFor();
    await first.waitFor({ state: 'detached' });

    const phone = await openPage('phone');
    await phone.context().addCookies(await artist.context().cookies());
    await phone.goto('/posts/mine');
    await phone.getByRole('heading', { name: 'Demo take' }).waitFor();
    await screenshot(phone, 'own-posts-phone');
    expect(errorsOf(artist)).toEqual([]);
  });

  it('upgrading to Pro during the trial says the trial days are kept, and Pro then runs past the trial', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const person = await openPage(viewport);
      await signUpThroughScreens(person, {
        displayName: `Pro ${viewport}`,
        email: uniqueEmail(`pro-${viewport}`),
        role: 'Artist',
      });
      await person.goto('/dashboard#upgrade');
      const dialog = person.getByRole('dialog', { name: 'Upgrade to Backline Pro' });
      await dialog.getByText(/^You keep the \d days? left in your free trial\./).waitFor();
      await screenshot(person, `pro-upgrade-trial-${viewport}`);
      if (viewport === 'phone') continue;
      const status = (await (await person.request.get('/api/subscription/status')).json()) as {
        trialEndsAt: string;
      };
      await dialog.getByRole('button', { name: 'Upgrade for $19' }).click();
      await person.getByText('Welcome to Backline Pro!').waitFor();
      const after = (await (await person.request.get('/api/subscription/status')).json()) as {
        currentPeriodEnd: string;
      };
      // The first month counts from the trial's end, as the dialog said.
      const days =
        (Date.parse(after.currentPeriodEnd) - Date.parse(status.trialEndsAt)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
    }
  });
});
