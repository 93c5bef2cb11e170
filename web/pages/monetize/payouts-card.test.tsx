import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { PayoutsCard } from './payouts-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = {
  required: true,
  connected: false,
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  platform_fee_percent: 10,
};

describe('PayoutsCard', () => {
  it('says a creator cannot sell until Stripe can pay them, and opens onboarding', async () => {
    const api = serve({
      'GET /api/payments/payout-account': account,
      'POST /api/payments/payout-account/onboarding': json(503, {
        error: 'The payment service did not answer. Please try again in a moment.',
      }),
    });
    renderPage(<PayoutsCard />);
    expect(await screen.findByText('Not set up')).toBeTruthy();
    expect(screen.getByText(/Fans cannot buy from you until Stripe can pay you/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The payment service did not answer. Please try again in a moment.',
    );
    expect(callsTo(api, 'POST', '/api/payments/payout-account/onboarding')).toHaveLength(1);
  });

  it('offers to finish a started setup, and shows the fee once ready', async () => {
    serve({ 'GET /api/payments/payout-account': { ...account, connected: true } });
    const first = renderPage(<PayoutsCard />);
    expect(await screen.findByRole('button', { name: 'Finish payout setup' })).toBeTruthy();
    first.unmount();

    serve({
      'GET /api/payments/payout-account': { ...account, connected: true, charges_enabled: true },
    });
    renderPage(<PayoutsCard />);
    expect(await screen.findByText('Ready to sell')).toBeTruthy();
    expect(screen.getByText(/Backline keeps 10% of each sale/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not shown with the built-in test mode', async () => {
    const api = serve({ 'GET /api/payments/payout-account': { ...account, required: false } });
    const { container } = renderPage(<PayoutsCard />);
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/payments/payout-account')).toHaveLength(1),
    );
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
