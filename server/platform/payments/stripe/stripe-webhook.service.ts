import type Stripe from 'stripe';
import type { ServiceContext } from '../../../context';
import { badRequest, notFound } from '../../http/errors';
import type { JobDefinition } from '../../jobs/define-job';
import { insertProviderEvent } from '../payment-accounts.queries';
import { StripePaymentProvider } from './stripe-provider';

const BAD_SIGNATURE = 'The Stripe signature does not match this event';

/**
 * Stripe has two kinds of webhook endpoint, each with its own signing secret: the platform's
 * own events (checkouts, invoices, charges, refunds, disputes) and those of the creators'
 * connected accounts (Connect: `account.updated`), which carry the account's id.
 */
export type StripeEndpoint = 'platform' | 'connect';

/**
 * Verifies a webhook's signature, then stores the event and queues its job in one
 * transaction. A replayed event (same id) is stored and handled once; Stripe is answered at
 * once either way, and the job does the work.
 */
export async function receiveStripeEvent(
  ctx: ServiceContext,
  eventJob: JobDefinition,
  delivery: { body: Buffer; signature: string | null; endpoint: StripeEndpoint },
): Promise<void> {
  const provider = ctx.payments;
  if (!(provider instanceof StripePaymentProvider)) throw notFound('Stripe is not set up here');
  if (!delivery.signature) throw badRequest(BAD_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = provider.client.webhooks.constructEvent(
      delivery.body,
      delivery.signature,
      delivery.endpoint === 'connect'
        ? provider.config.connectWebhookSecret
        : provider.config.webhookSecret,
    );
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
  if (event.livemode === provider.testMode) {
    // A live event at a test-mode server (or the reverse): another setup's money, not ours.
    ctx.log.warn(
      { eventRef: event.id, type: event.type, livemode: event.livemode },
      'a Stripe event of the other key mode, ignored',
    );
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await insertProviderEvent(trx, {
      provider: provider.name,
      eventRef: event.id,
      type: event.type,
      payload: delivery.body.toString('utf8'),
      now: ctx.now().toISOString(),
    });
    if (!stored) return;
    await ctx.jobs.enqueue(
      trx,
      eventJob,
      { event_ref: event.id },
      { uniqueKey: `stripe:${event.id}` },
    );
  });
}
