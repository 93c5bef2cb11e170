/** Objects a row makes for each actor, where the row changes or deletes what it is given. */
import type { ActorName } from '../actors';
import type { World } from '../world';
import { SHIPPING, createPost, created, invitationToken, uploadVaultText } from '../world';

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

/** A pending invitation from the owner to `actor`'s address: its id, as the invitee sees it. */
export async function freshInvitationTo(world: World, actor: ActorName) {
  const email = personOf(world, actor).email;
  const invited = await world.people.owner.client.post('/api/team/invite', { email });
  // The owner cannot invite themselves, and the team member is already on the team.
  if (invited.status !== 201)
    return { id: 999_999, token: 'no-invitation-was-made-for-this-actor' };
  const token = await invitationToken(world.t, email);
  const row = await world.t.ctx.db
    .selectFrom('team_members')
    .select('id')
    .where('creator_id', '=', world.people.owner.user.id)
    .where('fan_email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The unsubscribe token of the owner's list subscriber (sent in every e-mail's footer). */
export async function listSubscriberToken(world: World) {
  const row = await world.t.ctx.db
    .selectFrom('tribe_subscribers')
    .select('token')
    .where('id', '=', world.ids.emailSubscriber)
    .executeTakeFirstOrThrow();
  return row.token;
}

export async function freshVaultFile(world: World) {
  const reply = await uploadVaultText(world.people.owner.client, 'Spare file', 'spare');
  return created(reply, 'vault upload').file.id;
}

export async function freshCampaign(world: World) {
  const reply = await world.people.owner.client.post<{ campaign: { id: number } }>(
    '/api/campaigns',
    { title: 'Spare campaign', content: 'Spare words' },
  );
  return created(reply, 'campaign').campaign.id;
}

export async function freshTemplate(world: World) {
  const reply = await world.people.owner.client.post<{ template: { id: number } }>(
    '/api/email/templates',
    { name: 'Spare', subject: 'Spare', html_content: '<p>Spare</p>' },
  );
  return created(reply, 'template').template.id;
}

export async function freshListSubscriber(world: World) {
  const reply = await world.people.owner.client.post<{ subscriber: { id: number } }>(
    '/api/email/subscribers',
    { email: `spare-${Math.random().toString(36).slice(2, 10)}@example.test` },
  );
  return created(reply, 'list subscriber').subscriber.id;
}

const made = new WeakMap<World, Map<string, Promise<unknown>>>();

/** Makes something once per world under `key`, for a row whose actors share one object. */
export function once<T>(world: World, key: string, make: () => Promise<T>): Promise<T> {
  let cache = made.get(world);
  if (!cache) made.set(world, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as Promise<T>;
}
