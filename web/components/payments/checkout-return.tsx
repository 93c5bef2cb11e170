/**
 * Back from Stripe's Checkout page (`?checkout=success` or `?checkout=cancelled`): says what
 * happened, then refreshes what the purchase changes while Stripe's webhook lands (the
 * purchase appears when Stripe confirms it, not because the browser came back).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkoutOutcome } from '../../lib/api/checkout-redirect';
import { toast } from '../../lib/toast';

const REFRESH_AFTER_MS = [1_000, 3_000, 7_000, 15_000];

export function CheckoutReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = checkoutOutcome(location.search);
  // Once per return, even when an effect runs twice (React's strict mode).
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const params = new URLSearchParams(location.search);
    params.delete('checkout');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (outcome === 'cancelled') {
      toast.info('Checkout cancelled', { description: 'Nothing was charged.' });
      return;
    }
    toast.success('Payment received', {
      description: 'Thank you! It shows here as soon as Stripe confirms it, usually in seconds.',
    });
    void queryClient.invalidateQueries();
    // Not cleared on unmount: the refreshes must run after the address is tidied.
    for (const delay of REFRESH_AFTER_MS) {
      setTimeout(() => void queryClient.invalidateQueries(), delay);
    }
  }, [
    outcome,
    location.key,
    location.pathname,
    location.search,
    location.hash,
    navigate,
    queryClient,
  ]);

  return null;
}
