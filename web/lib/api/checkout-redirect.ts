/**
 * With Stripe, a purchase answers `202 { checkout_url }`: the browser goes to Stripe's
 * Checkout page and comes back with `?checkout=success` (the webhook completes the purchase).
 * With the built-in test mode it answers the purchase itself.
 */
export function paidOrRedirect<Paid extends object>(
  reply: Paid | { checkout_url: string },
): Promise<Paid> {
  if ('checkout_url' in reply) {
    window.location.assign(reply.checkout_url);
    // The page is leaving: the caller's button stays busy until it has gone.
    return new Promise<Paid>(() => {});
  }
  return Promise.resolve(reply);
}

/** Where Checkout sends the browser back to: `?checkout=success`, `?checkout=cancelled`, or null. */
export function checkoutOutcome(search: string): 'success' | 'cancelled' | null {
  const outcome = new URLSearchParams(search).get('checkout');
  return outcome === 'success' || outcome === 'cancelled' ? outcome : null;
}

/** The screen a purchase starts on, for Checkout to send the browser back to. */
export function returnPath(): string {
  return window.location.pathname;
}
