/**
 * The seeded world of an access-matrix file: one account per actor and the owner's objects
 * (posts of each visibility, a tier, a vault file, merch, a fan list, a campaign...), each
 * made through the API as a user would. Everything withheld carries a leak marker, a string
 * found nowhere else, so a reply that carries it to someone who may not see it is caught.
 */
import sharp from 'sharp';
import type { Post } from '../../contract/posts';
import type { Tier } from '../../contract/storefront';
import type { UserRow } from '../db/schema';
import { multipartBody } from '../features/vault/vault-upload.fixtures';
import type { ApiClient } from '../test/api-client';
import { latestMailTo, signUp } from '../test/factories';
import type { TestApp } from '../test/test-app';
import type { ActorName } from './actors';

export const ADMIN_EMAIL = 'matrix-admin@example.test';

export interface Person {
  client: ApiClient;
  user: UserRow;
  email: string;
}

export type SignedInActor = Exclude<ActorName, 'anonymous'>;

/** A string that must reach only `visibleTo`. */
export interface LeakMarker {
  text: string;
  what: string;
  visibleTo: readonly ActorName[];
}

export interface World {
  t: TestApp;
  people: Record<SignedInActor, Person>;
  clients: Record<ActorName, ApiClient>;
  markers: LeakMarker[];
  /** A small real PNG, for image uploads. */
  png: Buffer;
  /** A marker for an object a row makes on the fly, checked like the world's own. */
  marker(what: string, visibleTo: readonly ActorName[]): string;
  /** Ids a file's own seeding adds (a studio project, a generation...). */
  extra: Record<string, number>;
  ids: {
    tier: number;
    otherTier: number;
    publicPost: number;
    subscribersPost: number;
    ppvPost: number;
    hiddenPost: number;
    comment: number;
    vaultFile: number;
    merchProduct: number;
    merchVariant: number;
    merchOrder: number;
    emailSubscriber: number;
    template: number;
    campaign: number;
    subscription: number;
    purchasePayment: number;
  };
}

let markerSequence = 0;

function newMarker(what: string): string {
  markerSequence += 1;
  return `LEAKMARKER-${what}-${markerSequence}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Asserts a setup step worked: a world built on a refused request would test nothing. */
export function created<T>(
  reply: { status: number; body: T; text: string },
  what: string,
  status = 201,
): T {
  if (reply.status !== status) {
    throw new Error(`world: ${what} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
  return reply.body;
}

/** A post of the owner's, through the API. */
export async function createPost(
  owner: ApiClient,
  post: { content: string; visibility: 'public' | 'subscribers' | 'ppv'; price_cents?: number },
): Promise<Post> {
  const reply = await owner.post<{ post: Post }>('/api/posts', {
    title: 'Matrix post',
    price_cents: 0,
    ...post,
  });
  return created(reply, `post ${post.visibility}`).post;
}

export function uploadVaultText(owner: ApiClient, description: string, content: string) {
  return owner.request<{ file: { id: number } }>(
    'POST',
    '/api/vault/upload',
    multipartBody({
      fields: { description, access_level: 'team' },
      filename: 'notes.txt',
      content: Buffer.from(content),
    }),
  );
}

/** The token of the newest team invitation e-mailed to `email`. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const message = await latestMailTo(t, email);
  const link = /\/team\/invite\/([\w-]+)/.exec(message.text_body);
  if (!link) throw new Error(`no invitation link in: ${message.text_body}`);
  return link[1];
}

/** A multipart upload of the world's PNG, as the web app's forms send an image. */
export function pngUpload(world: World) {
  return multipartBody({ filename: 'picture.png', contentType: 'image/png', content: world.png });
}

export const SHIPPING = {
  name: 'Matrix Buyer',
  line1: '1 Test Street',
  city: 'Testville',
  region: 'CA',
  postal_code: '12345',
  country: 'US',
};

export async function seedWorld(t: TestApp): Promise<World> {
  const markers: LeakMarker[] = [];
  const marker = (what: string, visibleTo: readonly ActorName[]) => {
    const text = newMarker(what);
    markers.push({ text, what, visibleTo });
    return text;
  };

  const [owner, fan, otherCreator, teamMember, tierSubscriber, buyer, administrator, suspended] =
    await Promise.all([
      signUp(t, { role: 'artist', displayName: 'Matrix Owner' }),
      signUp(t, { role: 'fan' }),
      signUp(t, { role: 'creator' }),
      signUp(t, { role: 'producer' }),
      signUp(t, { role: 'fan' }),
      signUp(t, { role: 'fan' }),
      signUp(t, { role: 'artist', email: ADMIN_EMAIL }),
      signUp(t, { role: 'artist' }),
    ]);
  const people = {
    owner,
    fan,
    otherCreator,
    teamMember,
    tierSubscriber,
    buyer,
    administrator,
    suspended,
  };
  const o = owner.client;

  // The owner's storefront: two tiers, and a post of each visibility.
  const tierReply = await o.post<{ tier: Tier }>('/api/storefront/tiers', {
    name: 'Inner Circle',
    price_cents: 500,
    features: ['Demos'],
  });
  const tier = created(tierReply, 'tier').tier;
  const otherTier = created(
    await o.post<{ tier: Tier }>('/api/storefront/tiers', { name: 'Front Row', price_cents: 900 }),
    'second tier',
  ).tier;
  const publicPost = await createPost(o, { content: 'An open note', visibility: 'public' });
  const subscribersPost = await createPost(o, {
    content: marker('subscribers-post', ['owner', 'tierSubscriber']),
    visibility: 'subscribers',
  });
  const ppvPost = await createPost(o, {
    content: marker('ppv-post', ['owner', 'buyer']),
    visibility: 'ppv',
    price_cents: 700,
  });
  const hiddenPost = await createPost(o, {
    content: marker('hidden-post', ['owner']),
    visibility: 'public',
  });
  created(
    await o.request('PUT', `/api/posts/${hiddenPost.id}/hidden`, { json: { hidden: true } }),
    'hiding a post',
    200,
  );
  const comment = created(
    await fan.client.post<{ comment: { id: number } }>(`/api/posts/${publicPost.id}/comments`, {
      content: 'Nice one',
    }),
    'comment',
  ).comment;

  // The tier subscriber and the buyer pay through the built-in provider.
  const subscription = created(
    await tierSubscriber.client.post<{ subscription: { id: number } }>(
      '/api/subscriptions/create',
      { creator_id: owner.user.id, tier_id: tier.id, price_cents: 500 },
    ),
    'subscription',
  ).subscription;
  const purchase = created(
    await buyer.client.post<{ payment: { id: number } }>('/api/content/purchase', {
      content_id: ppvPost.id,
      price_cents: 700,
    }),
    'purchase',
  );

  // The team: the member accepted the owner's invitation.
  created(await o.post('/api/team/invite', { email: teamMember.email }), 'team invitation');
  const token = await invitationToken(t, teamMember.email);
  created(
    await teamMember.client.post(`/api/team/invitations/${token}/accept`),
    'accepting the invitation',
    200,
  );
  const vaultFile = created(
    await uploadVaultText(
      o,
      marker('vault-description', ['owner', 'teamMember']),
      marker('vault-content', ['owner', 'teamMember']),
    ),
    'vault upload',
  ).file;

  // Merch, and the buyer's order with a shipping address the seller sees.
  const product = created(
    await o.post<{ product: { id: number; variants: { id: number }[] } }>('/api/merch/products', {
      name: 'Matrix Tee',
      price_cents: 2500,
      variants: [{ name: 'M', inventory_count: 50 }],
    }),
    'merch product',
  ).product;
  const order = created(
    await buyer.client.post<{ order: { id: number } }>(`/api/merch/products/${product.id}/order`, {
      variant_id: product.variants[0].id,
      quantity: 1,
      price_cents: 2500,
      shipping_address: {
        ...SHIPPING,
        line1: marker('shipping-address', ['owner', 'buyer']),
      },
    }),
    'merch order',
  ).order;

  // The owner's fan list, a template and a campaign.
  const emailSubscriber = created(
    await o.post<{ subscriber: { id: number } }>('/api/email/subscribers', {
      email: `${newMarker('list').toLowerCase()}@example.test`,
      name: marker('list-subscriber', ['owner']),
    }),
    'list subscriber',
  ).subscriber;
  const template = created(
    await o.post<{ template: { id: number } }>('/api/email/templates', {
      name: 'Matrix template',
      subject: 'Hello',
      html_content: `<p>${marker('template', ['owner'])}</p>`,
    }),
    'template',
  ).template;
  const campaign = created(
    await o.post<{ campaign: { id: number } }>('/api/campaigns', {
      title: 'Matrix campaign',
      content: marker('campaign', ['owner']),
    }),
    'campaign',
  ).campaign;

  // Suspended with its session row still there, so the refusal rests on the account's
  // standing alone (a real suspension also ends the sessions: that is the easier case).
  await t.ctx.db
    .updateTable('users')
    .set({ status: 'suspended' })
    .where('id', '=', suspended.user.id)
    .execute();

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();

  return {
    t,
    png,
    people,
    clients: {
      anonymous: t.client(),
      owner: o,
      fan: fan.client,
      otherCreator: otherCreator.client,
      teamMember: teamMember.client,
      tierSubscriber: tierSubscriber.client,
      buyer: buyer.client,
      administrator: administrator.client,
      suspended: suspended.client,
    },
    markers,
    marker,
    extra: {},
    ids: {
      tier: tier.id,
      otherTier: otherTier.id,
      publicPost: publicPost.id,
      subscribersPost: subscribersPost.id,
      ppvPost: ppvPost.id,
      hiddenPost: hiddenPost.id,
      comment: comment.id,
      vaultFile: vaultFile.id,
      merchProduct: product.id,
      merchVariant: product.variants[0].id,
      merchOrder: order.id,
      emailSubscriber: emailSubscriber.id,
      template: template.id,
      campaign: campaign.id,
      subscription: subscription.id,
      purchasePayment: purchase.payment.id,
    },
  };
}
