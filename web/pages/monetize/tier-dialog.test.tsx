import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { bodyOf, makeTier } from './monetize-test-kit';
import { TierDialog } from './tier-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const featureInputs = () => screen.queryAllByLabelText(/^Feature \d+$/);
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove feature/ });

describe('the tier modal', () => {
  it('always keeps one feature row, and offers remove only with more than one', async () => {
    serve({});
    renderPage(<TierDialog open tier={null} onOpenChange={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add a subscription tier' });
    expect(featureInputs()).toHaveLength(1);
    expect(removeButtons()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add feature' }));
    expect(featureInputs()).toHaveLength(2);
    expect(removeButtons()).toHaveLength(2);
    // The new row is ready to type in.
    await waitFor(() => expect(document.activeElement).toBe(featureInputs()[1]));

    fireEvent.click(removeButtons()[0]);
    expect(featureInputs()).toHaveLength(1);
    expect(removeButtons()).toHaveLength(0);
  });

  it("says 'Please fill in all required fields.' without a name or a price", async () => {
    const fetchMock = serve({});
    renderPage(<TierDialog open tier={null} onOpenChange={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Tier' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();

    fill('Tier name', 'Inner Circle');
    fireEvent.click(screen.getByRole('button', { name: 'Create Tier' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please fill in all required fields.').length).toBeGreaterThan(0),
    );
    expect(
      (screen.getByLabelText('Monthly price (USD)') as HTMLInputElement).getAttribute(
        'aria-invalid',
      ),
    ).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/api/storefront/tiers')).toHaveLength(0);
  });

  it('sends cents and drops empty features; a failed save says so and keeps the modal', async () => {
    const onOpenChange = vi.fn();
    const fetchMock = serve({
      'POST /api/storefront/tiers': () => json(500, { error: 'Something went wrong on our side' }),
    });
    renderPage(<TierDialog open tier={null} onOpenChange={onOpenChange} />);
    await screen.findByLabelText('Tier name');
    fill('Tier name', 'Inner Circle');
    fill('Monthly price (USD)', '9.99');
    fill('Feature 1', 'Every demo first');
    fireEvent.click(screen.getByRole('button', { name: 'Add feature' }));
    fireEvent.click(screen.getByLabelText('Most popular', { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tier' }));

    expect(await screen.findByText('Failed to save tier. Please try again.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/storefront/tiers')[0])).toEqual({
      name: 'Inner Circle',
      price_cents: 999,
      description: null,
      features: ['Every demo first'],
      is_popular: true,
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Tier name') as HTMLInputElement).value).toBe('Inner Circle');
  });

  it('edits a tier: prefilled, saved with PUT', async () => {
    const onOpenChange = vi.fn();
    const tier = makeTier({ id: 8, features: ['A', 'B', 'C', 'D'] });
    const fetchMock = serve({ 'PUT /api/storefront/tiers/8': { tier } });
    renderPage(<TierDialog open tier={tier} onOpenChange={onOpenChange} />);
    expect(((await screen.findByLabelText('Tier name')) as HTMLInputElement).value).toBe(
      'Inner Circle',
    );
    expect((screen.getByLabelText('Monthly price (USD)') as HTMLInputElement).value).toBe('9.00');
    expect(featureInputs()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Save Tier' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/storefront/tiers/8')[0])).toMatchObject({
      price_cents: 900,
      features: ['A', 'B', 'C', 'D'],
    });
  });
});
