import type { PurchaseRequest } from '../../../contract/purchases';
import type { ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { chargeAndRecord } from '../../platform/payments/ledger';
import { findPostForSale } from '../posts/posts.service';
import { insertPurchase, selectPurchase } from './purchases.queries';

const ALREADY_BOUGHT = 'You already own this post';

/**
 * Buys a pay-per-view post: the price is the post's own (a different client price is
 * refused), buying twice is refused, and the charge, ledger row and purchase are one
 * transaction. From then on the entitlement rule lets the buyer read it everywhere.
 */
export async function purchasePost(ctx: ServiceContext, actor: Actor, request: PurchaseRequest) {
  const post = await findPostForSale(ctx, request.content_id);
  if (!post) throw notFound('Content not found');
  authorize(actor, 'post.buy', post);
  if (post.visibility !== 'ppv' || post.price_cents <= 0)
    throw badRequest('This post is not for sale');
  if (request.price_cents !== post.price_cents) {
    throw badRequest(
      'price_cents: The price has changed. Reload the page to see the current price.',
    );
  }
  const now = ctx.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await selectPurchase(trx, actor.id, post.id)) throw conflict(ALREADY_BOUGHT);
      const payment = await chargeAndRecord(trx, ctx.payments, {
        payerId: actor.id,
        payeeId: post.creator_id,
        amountCents: post.price_cents,
        currency: 'usd',
        description: `Pay-per-view post #${post.id}`,
        kind: 'ppv_purchase',
        referenceId: post.id,
        createdAt: now,
      });
      const purchase = await insertPurchase(trx, {
        buyerId: actor.id,
        postId: post.id,
        priceCents: post.price_cents,
        paymentId: payment.id,
        createdAt: now,
      });
      return {
        purchase: {
          id: purchase.id,
          content_id: post.id,
          price_cents: purchase.price_cents,
          created_at: purchase.created_at,
        },
        payment: {
          id: payment.id,
          amount_cents: payment.amount_cents,
          test_mode: payment.test_mode === 1,
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_BOUGHT);
    throw error;
  }
}
