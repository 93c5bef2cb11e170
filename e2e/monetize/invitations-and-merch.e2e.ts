import { describe, expect, it } from 'vitest';
import { currentUserId } from '../support/api';
import { errorsOf, openPage, screenshot, uniqueEmail, viewports } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

describe('Invitations that arrive without e-mail', () => {
  it('gives the creator a link to share, and shows a fan with an account the invitation on their dashboard', async () => {
    const fan = await openPage('desktop');
    const fanEmail = uniqueEmail('invited-fan');
    await signUpThroughScreens(fan, { displayName: 'Iris Fan', email: fanEmail, role: 'Fan' });

    const creator = await openPage('desktop');
    await signUpThroughScreens(creator, {
      displayName: 'Nova Beats',
      email: uniqueEmail('nova'),
      role: 'Artist',
    });
    await creator.goto('/monetize?tab=team');
    await creator.getByLabel('E-mail address').fill(fanEmail);
    await creator.getByRole('button', { name: 'Send invite' }).click();
    await creator.getByText(`Invitation ready for ${fanEmail}`).waitFor();
    const link = await creator.getByLabel('Invitation link', { exact: true }).inputValue();
    expect(link).toMatch(/\/team\/invite\/[\w-]+$/);
    await creator.getByRole('button', { name: 'Copy link' }).click();
    await screenshot(creator, 'invite-link-desktop');
    await creator.setViewportSize(viewports.phone);
    await screenshot(creator, 'invite-link-phone');

    // A refusal shows under the field, and leaves as soon as the address is edited.
    await creator.getByLabel('E-mail address').fill(fanEmail);
    await creator.getByRole('button', { name: 'Send invite' }).click();
    const refusal = creator.getByText(`${fanEmail} has already been invited to your team`);
    await refusal.waitFor();
    await creator.getByLabel('E-mail address').fill('someone.else@e2e.test');
    await refusal.waitFor({ state: 'hidden' });

    // The fan who already has an account sees it on their dashboard and accepts there.
    await fan.goto('/dashboard');
    const notice = fan.getByRole('region', { name: 'Team invitations' });
    await notice.getByText('Nova Beats invited you to their team').waitFor();
    await screenshot(fan, 'invitation-on-dashboard-desktop');
    await fan.setViewportSize(viewports.phone);
    await screenshot(fan, 'invitation-on-dashboard-phone');
    await fan.setViewportSize(viewports.desktop);
    await notice.getByRole('button', { name: 'Accept' }).click();
    await fan.getByText("You're on Nova Beats's team").waitFor();
    await notice.waitFor({ state: 'hidden' });

    await creator.goto('/monetize?tab=team');
    await creator.getByText('Active').first().waitFor();

    // Someone without an account follows the shared link, signs up with the address, accepts.
    const newcomerEmail = uniqueEmail('newcomer');
    await creator.getByLabel('E-mail address').fill(newcomerEmail);
    await creator.getByRole('button', { name: 'Send invite' }).click();
    await creator.getByText(`Invitation ready for ${newcomerEmail}`).waitFor();
    const newcomerLink = await creator.getByLabel('Invitation link', { exact: true }).inputValue();
    const newcomer = await openPage('phone');
    await signUpThroughScreens(newcomer, {
      displayName: 'Remy New',
      email: newcomerEmail,
      role: 'Fan',
    });
    await newcomer.goto(new URL(newcomerLink).pathname);
    await newcomer.getByRole('button', { name: 'Accept invitation' }).click();
    await newcomer.getByRole('heading', { name: /You're on Nova Beats's team/ }).waitFor();

    for (const page of [creator, fan, newcomer]) expect(errorsOf(page)).toEqual([]);
  });
});

describe('Merch that ships', () => {
  it('sells a product without variants to an address, and the creator ships and refunds it', async () => {
    const creator = await openPage('desktop');
    await signUpThroughScreens(creator, {
      displayName: 'Lena Loop',
      email: uniqueEmail('lena'),
      role: 'Artist',
    });
    const creatorId = await currentUserId(creator);

    await creator.goto('/monetize?tab=merch');
    await creator.getByRole('button', { name: 'Add Product' }).first().click();
    await creator.getByLabel('Name').fill('Tour Poster');
    await creator.getByLabel('Price (USD)').fill('18');
    await creator.getByLabel('In stock').fill('3');
    await screenshot(creator, 'merch-product-form-desktop');
    await creator.getByRole('button', { name: 'Create product' }).click();
    await creator.getByText('Product created').waitFor();
    await creator.getByText('3 in stock').waitFor();
    await creator.getByText('No orders yet').waitFor();

    const fan = await openPage('desktop');
    await signUpThroughScreens(fan, {
      displayName: 'Sam Fan',
      email: uniqueEmail('sam'),
      role: 'Fan',
    });
    await fan.goto(`/storefront/${creatorId}`);
    await fan.getByText('3 left').waitFor();
    await fan.getByRole('button', { name: 'Buy' }).click();
    const checkout = fan.getByRole('dialog');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await checkout.getByText('Street address is required').waitFor();
    await checkout.getByLabel('Full name').fill('Sam Fan');
    await checkout.getByLabel('Street address').fill('1 Main St');
    await checkout.getByLabel('City').fill('Austin');
    await checkout.getByLabel('Country').selectOption('US');
    await checkout.getByLabel('State').fill('TX');
    await checkout.getByLabel('ZIP code').fill('7870');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await checkout.getByText('Enter a postal code like 78701 or 78701-1234').waitFor();
    await screenshot(fan, 'merch-checkout-address-desktop');
    await fan.setViewportSize(viewports.phone);
    await screenshot(fan, 'merch-checkout-address-phone');
    await fan.setViewportSize(viewports.desktop);
    await checkout.getByLabel('ZIP code').fill('78701');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await fan.getByText('Order placed').waitFor();
    await fan.getByText('2 left').waitFor();

    await creator.goto('/monetize?tab=merch');
    const orders = creator.getByRole('region', { name: 'Orders' });
    await orders.getByText('1 × Tour Poster').waitFor();
    await orders.getByText('Austin, TX, 78701').waitFor();
    await orders.getByRole('button', { name: 'Mark as shipped' }).click();
    const shipDialog = creator.getByRole('dialog');
    await shipDialog.getByLabel('Tracking note').fill('USPS 9400 1000 0000');
    await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await orders.getByText('USPS 9400 1000 0000').waitFor();
    await orders.getByRole('listitem').getByText('Shipped', { exact: true }).waitFor();
    await screenshot(creator, 'merch-orders-desktop');
    await creator.setViewportSize(viewports.phone);
    await screenshot(creator, 'merch-orders-phone');
    await creator.setViewportSize(viewports.desktop);

    await fan.goto('/purchases');
    await fan.getByText('1 × Tour Poster').waitFor();
    await fan.getByText('USPS 9400 1000 0000').waitFor();
    await screenshot(fan, 'purchases-desktop');

    // Refunded once: the order says so, and the buyer sees the refund as its own line.
    await orders.getByRole('button', { name: 'Refund', exact: true }).click();
    await creator.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await orders.getByRole('listitem').getByText('Refunded', { exact: true }).waitFor();
    await expect(orders.getByRole('button', { name: 'Refund', exact: true }).count()).resolves.toBe(
      0,
    );

    await fan.reload();
    await fan.getByText('Refund: 1 × Tour Poster').waitFor();
    await fan.setViewportSize(viewports.phone);
    await screenshot(fan, 'purchases-phone');

    for (const page of [creator, fan]) expect(errorsOf(page)).toEqual([]);
  }, 120_000);
});
