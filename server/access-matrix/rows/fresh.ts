/** Objects a row makes for each actor, where the row changes or deletes what it is given. */
import type { ActorName } from '../actors';
import type { World } from '../world';
import { SHIPPING, createPost, created } from '../world';

export async function freshPost(world: World, visibility: 'public' | 'ppv' = 'public') {
  const post = await createPost(world.people.owner.client, {
    content: 'A post made for one request',
    visibility,
    price_cents: visibility === 'ppv' ? 300 : 0,
  });
  return post.id;
}

/** A comment on the owner's public post, by `author` (the fan unless said). */
export async function freshComment(
  world: World,
  author: Exclude<ActorName, 'anonymous' | 'suspended'> = 'fan',
) {
  const reply = await world.people[author].client.post<{ comment: { id: number } }>(
    `/api/posts/${world.ids.publicPost}/comments`,
    { content: 'A comment made for one request' },
  );
  return created(reply, 'comment').comment.id;
}

/** The signed-in person behind `actor`, or the owner for the anonymous one (whose id is never used). */
export function personOf(world: World, actor: ActorName) {
  return world.people[actor === 'anonymous' ? 'owner' : actor];
}

/** A pay-per-view post of the owner's, bought by the buyer: the payment's id, to refund. */
export async function freshPurchasePayment(world: World) {
  const postId = await freshPost(world, 'ppv');
  const reply = await world.people.buyer.client.post<{ payment: { id: number } }>(
    '/api/content/purchase',
    { content_id: postId, price_cents: 300 },
  );
  return created(reply, 'purchase').payment.id;
}

/** An order of the owner's tee by the buyer. */
export async function freshMerchOrder(world: World) {
  const reply = await world.people.buyer.client.post<{ order: { id: number } }>(
    `/api/merch/products/${world.ids.merchProduct}/order`,
    {
      variant_id: world.ids.merchVariant,
      quantity: 1,
      price_cents: 2500,
      shipping_address: SHIPPING,
    },
  );
  return created(reply, 'merch order').order.id;
}

/** A tier of the owner's with no subscribers, to change or delete. */
export async function freshTier(world: World) {
  const reply = await world.people.owner.client.post<{ tier: { id: number } }>(
    '/api/storefront/tiers',
    { name: 'Spare tier', price_cents: 300 },
  );
  return created(reply, 'tier').tier.id;
}

/** A product of the owner's, to delete. */
export async function freshProduct(world: World) {
  const reply = await world.people.owner.client.post<{ product: { id: number } }>(
    '/api/merch/products',
    { name: 'Spare tee', price_cents: 1000 },
  );
  return created(reply, 'merch product').product.id;
}
