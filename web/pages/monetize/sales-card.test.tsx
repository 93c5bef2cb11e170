import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { SalesCard } from './sales-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sale = {
  id: 31,
  kind: 'post' as const,
  description: 'Pay-per-view post #4',
  amount_cents: 900,
  created_at: '2026-11-20T10:00:00.000Z',
  test_mode: false,
  buyer: { id: 2, name: 'Sam Porter' },
  refunded: false,
  refunded_cents: 0,
};

describe('SalesCard', () => {
  it('lists what fans paid and refunds one after confirming', async () => {
    const api = serve({
      'GET /api/payments/sales': {
        sales: [
          sale,
          {
            ...sale,
            id: 30,
            refunded: true,
            refunded_cents: 900,
            description: 'Inner Circle subscription',
            kind: 'subscription',
          },
        ],
        nextCursor: null,
      },
      'POST /api/payments/31/refund': {
        payment_id: 31,
        refund_payment_id: 40,
        refunded_cents: 900,
      },
    });
    renderPage(<SalesCard />);
    expect(await screen.findByText('Pay-per-view post #4', { selector: '.truncate' })).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    const refundButtons = screen.getAllByRole('button', { name: /Refund/ });
    expect(refundButtons).toHaveLength(1);
    fireEvent.click(refundButtons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/\$9\.00 goes back to Sam Porter/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$9.00 back to Sam Porter.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/payments/31/refund')).toHaveLength(1);
  });

  it('shows a partial refund, and refunds only the rest', async () => {
    const api = serve({
      'GET /api/payments/sales': {
        sales: [{ ...sale, refunded_cents: 300 }],
        nextCursor: null,
      },
      'POST /api/payments/31/refund': {
        payment_id: 31,
        refund_payment_id: 40,
        refunded_cents: 900,
      },
    });
    renderPage(<SalesCard />);
    expect(await screen.findByText('Partly refunded')).toBeTruthy();
    expect(screen.getByText(/· \$3\.00 refunded/)).toBeTruthy();
    expect(screen.getByText('$9.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/\$6\.00 goes back to Sam Porter/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$6.00 back to Sam Porter.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/payments/31/refund')).toHaveLength(1);
  });

  it('says when there are no sales, and when they cannot be loaded', async () => {
    serve({ 'GET /api/payments/sales': { sales: [], nextCursor: null } });
    const first = renderPage(<SalesCard />);
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    first.unmount();
    serve({ 'GET /api/payments/sales': json(500, { error: 'Something went wrong' }) });
    renderPage(<SalesCard />);
    expect(await screen.findByText("We couldn't load your sales")).toBeTruthy();
  });
});
