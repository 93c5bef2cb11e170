import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, serve } from '../posts/test-kit';
import { CheckoutReturn } from './checkout-return';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutReturn', () => {
  it('thanks the payer on the way back from Checkout and tidies the address', async () => {
    serve({});
    const { router } = renderPage(<CheckoutReturn />, {
      path: '/post/7?checkout=success',
      pattern: '/post/:id',
    });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/post/7');
  });

  it('says nothing was charged when the payer cancelled', async () => {
    serve({});
    renderPage(<CheckoutReturn />, {
      path: '/storefront/1?tab=x&checkout=cancelled',
      pattern: '/storefront/:id',
    });
    expect(await screen.findByText('Checkout cancelled')).toBeTruthy();
    expect(screen.getByText('Nothing was charged.')).toBeTruthy();
  });
});
