import type { PurchaseRequest } from '../../../contract/purchases';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { badRequest, notFound } from '../../platform/http/errors';
import { beginCheckout } from '../../platform/payments/hosted-checkout';
import { presentReceipt } from '../../platform/payments/receipt';
import { authorize } from '../../policies';
import { findPostForSale } from '../posts/posts.service';
import { ppvPurchase } from './ppv-purchase.payment';

/**
 * Buys a pay-per-view post: the price is the post's own (a different client price is
 * refused), buying twice is refused, and the buyer is charged once through checkout.
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
  const outcome = await beginCheckout(
    ctx,
    ppvPurchase,
    {
      actor,
      payerId: actor.id,
      payeeId: post.creator_id,
      amountCents: post.price_cents,
      description: `Pay-per-view post #${post.id}`,
      order: { buyer_id: actor.id, post_id: post.id, price_cents: post.price_cents },
    },
    { returnPath: request.return_path ?? `/post/${post.id}` },
  );
  if (outcome.status === 'redirect') return { checkout_url: outcome.url };
  const { result: purchase, payment } = outcome.paid;
  return {
    purchase: {
      id: purchase.id,
      content_id: post.id,
      price_cents: purchase.price_cents,
      created_at: purchase.created_at,
    },
    payment: presentReceipt(payment),
  };
}
