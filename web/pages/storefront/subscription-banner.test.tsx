import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import type { ViewerSubscription } from '../../lib/api/storefront.api';
import { SubscriptionBanner } from './subscription-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const silver: ViewerSubscription = {
  id: 7,
  tier_id: 2,
  tier_name: 'Silver',
  price_cents: 600,
  status: 'active',
  next_billing_date: '2026-03-01T10:00:00.000Z',
  access_until: '2026-03-01T10:00:00.000Z',
  scheduled_change: null,
};

const options = [
  {
    tier_id: 2,
    name: 'Silver',
    price_cents: 600,
    kind: 'current',
    charge_now_cents: 0,
    takes_effect: '2026-02-10T10:00:00.000Z',
  },
  {
    tier_id: 1,
    name: 'Bronze',
    price_cents: 300,
    kind: 'downgrade',
    charge_now_cents: 0,
    takes_effect: '2026-03-01T10:00:00.000Z',
  },
  {
    tier_id: 3,
    name: 'Gold',
    price_cents: 1500,
    kind: 'upgrade',
    charge_now_cents: 610,
    takes_effect: '2026-02-10T10:00:00.000Z',
  },
];

function renderBanner(subscription: ViewerSubscription) {
  return renderPage(<SubscriptionBanner creatorId={1} subscription={subscription} />);
}

describe('SubscriptionBanner', () => {
  it('says what each tier change does before paying, and upgrades with the quoted charge', async () => {
    const fetchMock = serve({
      'GET /api/subscription/provider': { name: 'test', test_mode: true },
      'GET /api/subscriptions/7/tier-options': { options },
      'POST /api/subscriptions/7/change-tier': () =>
        json(200, {
          kind: 'upgrade',
          subscription: { ...silver, tier_id: 3, tier_name: 'Gold', price_cents: 1500 },
          payment: { id: 3, amount_cents: 610, test_mode: true },
        }),
    });
    renderBanner(silver);
    fireEvent.click(await screen.findByRole('button', { name: 'Change tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your tier' });
    expect(
      await within(dialog).findByText(
        'Starts now: $6.10 today for the rest of this billing period, then $15.00/month from March 1, 2026.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Starts on March 1, 2026, your next billing date, at $3.00/month. You keep Silver until then; nothing is charged or refunded today.',
      ),
    ).toBeTruthy();
    // Nothing chosen yet: nothing to confirm.
    expect(
      (within(dialog).getByRole('button', { name: 'Choose a tier' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Gold/ }));
    expect(within(dialog).getByText('Test mode: no card is charged.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $6.10 and upgrade' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/subscriptions/7/change-tier')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/subscriptions/7/change-tier')[0]!.body).toEqual({
      tier_id: 3,
      price_cents: 1500,
    });
    expect(await screen.findByText("You're now on Gold")).toBeTruthy();
  });

  it('shows a waiting downgrade, and the refusal when a change fails', async () => {
    serve({
      'GET /api/subscription/provider': { name: 'test', test_mode: true },
      'GET /api/subscriptions/7/tier-options': { options },
      'POST /api/subscriptions/7/change-tier': json(409, {
        error: 'This tier is no longer open to new subscribers',
      }),
    });
    renderBanner({
      ...silver,
      scheduled_change: {
        tier_id: 1,
        tier_name: 'Bronze',
        price_cents: 300,
        takes_effect: '2026-03-01T10:00:00.000Z',
      },
    });
    expect(
      await screen.findByText(/Moves to Bronze \(\$3\.00\/month\) on March 1, 2026/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your tier' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Gold/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $6.10 and upgrade' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'no longer open to new subscribers',
    );
  });

  it('undoes a cancel with Resume subscription', async () => {
    const fetchMock = serve({
      'POST /api/subscriptions/7/resume': { subscription: silver },
    });
    renderBanner({ ...silver, status: 'canceled' });
    expect(await screen.findByText('Canceled. Access until March 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change tier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/subscriptions/7/resume')).toHaveLength(1);
  });
});
