import type Stripe from 'stripe';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { markEventHandled, selectProviderEvent } from '../../payment-accounts.queries';
import type { StripeEventHandlers } from '../stripe-events';
import { handleStripeEvent } from '../stripe-events';
import { StripePaymentProvider } from '../stripe-provider';

/**
 * Handles one stored Stripe event (queued once per event id by the webhook). Retried with
 * backoff when Stripe or the database does not answer; its effects are idempotent.
 */
export function handleStripeEventJob(handlers: StripeEventHandlers) {
  return defineJob({
    kind: 'payments.stripe-event',
    payload: z.object({ event_ref: z.string() }),
    maxAttempts: 12,
    async run(ctx, { event_ref: eventRef }) {
      const stored = await selectProviderEvent(ctx.db, 'stripe', eventRef);
      if (!stored || stored.handled_at) return;
      if (!(ctx.payments instanceof StripePaymentProvider)) {
        throw new Error('a Stripe event arrived while PAYMENT_PROVIDER is not stripe');
      }
      const event = JSON.parse(stored.payload) as Stripe.Event;
      await handleStripeEvent(ctx, handlers, ctx.payments, event);
      await markEventHandled(ctx.db, stored.id, ctx.now().toISOString());
    },
  });
}
