import { anyone, sellerOwnerOnly, sellers, signedIn } from '../actors';
import type { MatrixRow } from '../matrix-row';
import type { World } from '../world';
import { SHIPPING, pngUpload } from '../world';
import { freshMerchOrder, freshProduct, freshPurchasePayment, freshTier } from './fresh';

const ownerId = (world: World) => ({ userId: world.people.owner.user.id });
const tierBody = () => ({ name: 'Edited tier', price_cents: 400, features: [] });
const productBody = () => ({ name: 'Edited tee', price_cents: 2500 });

/** Storefronts, tier subscriptions, purchases, merch, payouts and refunds. */
export const sellingRows: MatrixRow[] = [
  { method: 'GET', route: '/api/storefront/settings', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/storefront/settings',
    json: () => ({ bio: 'Matrix bio' }),
    expect: sellers(200),
  },
  { method: 'GET', route: '/api/storefront/tiers', expect: sellers(200) },
  { method: 'POST', route: '/api/storefront/tiers', json: tierBody, expect: sellers(201) },
  {
    method: 'PUT',
    route: '/api/storefront/tiers/:id',
    params: (world) => ({ id: world.ids.otherTier }),
    json: () => ({ name: 'Front Row', price_cents: 900 }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'PUT',
    route: '/api/storefront/tiers/:id/active',
    params: (world) => ({ id: world.ids.otherTier }),
    json: () => ({ is_active: true }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'DELETE',
    route: '/api/storefront/tiers/:id',
    // A storefront holds ten tiers at most: only the deletion that is due gets a spare one.
    params: async (world, actor) => ({
      id: actor === 'owner' ? await freshTier(world) : world.ids.otherTier,
    }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/users/:userId/storefront-settings',
    params: ownerId,
    expect: anyone(200),
  },
  {
    method: 'GET',
    route: '/api/users/:userId/subscription-tiers',
    params: ownerId,
    expect: anyone(200),
  },
  {
    method: 'GET',
    route: '/api/users/:userId/storefront-content',
    params: ownerId,
    expect: anyone(200),
  },
  {
    method: 'GET',
    route: '/api/users/:userId/subscription-status',
    params: ownerId,
    expect: anyone(200),
  },
  {
    method: 'POST',
    route: '/api/subscriptions/create',
    json: (world) => ({
      creator_id: world.people.owner.user.id,
      tier_id: world.ids.otherTier,
      price_cents: 900,
    }),
    expect: { ...signedIn(201), owner: 403, tierSubscriber: 409 },
    note: 'no one subscribes to themselves; the subscriber already has a subscription',
  },
  {
    method: 'GET',
    route: '/api/subscriptions/:id/tier-options',
    params: (world) => ({ id: world.ids.subscription }),
    expect: { ...signedIn(404), tierSubscriber: 200 },
  },
  {
    method: 'POST',
    route: '/api/subscriptions/:id/cancel',
    params: (world) => ({ id: world.ids.subscription }),
    expect: { ...signedIn(404), tierSubscriber: 200 },
  },
  {
    method: 'POST',
    route: '/api/subscriptions/:id/resume',
    params: (world) => ({ id: world.ids.subscription }),
    expect: { ...signedIn(404), tierSubscriber: 200 },
  },
  {
    method: 'POST',
    route: '/api/subscriptions/:id/change-tier',
    params: (world) => ({ id: world.ids.subscription }),
    json: (world) => ({ tier_id: world.ids.otherTier, price_cents: 900 }),
    expect: { ...signedIn(404), tierSubscriber: 200 },
  },
  {
    method: 'POST',
    route: '/api/content/purchase',
    json: (world) => ({ content_id: world.ids.ppvPost, price_cents: 700 }),
    expect: { ...signedIn(201), owner: 403, buyer: 409 },
    note: 'no one buys their own post; the buyer already has it',
  },
  { method: 'GET', route: '/api/users/me/purchases', expect: signedIn(200) },
  { method: 'GET', route: '/api/merch/products', expect: sellers(200) },
  { method: 'POST', route: '/api/merch/products', json: productBody, expect: sellers(201) },
  {
    method: 'PUT',
    route: '/api/merch/products/:id',
    params: (world) => ({ id: world.ids.merchProduct }),
    json: (world) => ({
      name: 'Matrix Tee',
      price_cents: 2500,
      variants: [{ id: world.ids.merchVariant, name: 'M', inventory_count: 50 }],
    }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'PUT',
    route: '/api/merch/products/:id/toggle',
    params: (world) => ({ id: world.ids.merchProduct }),
    json: () => ({ is_active: true }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'DELETE',
    route: '/api/merch/products/:id',
    params: async (world) => ({ id: await freshProduct(world) }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/merch/products/:id/image',
    params: (world) => ({ id: world.ids.merchProduct }),
    raw: pngUpload,
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/merch/products/:id/image',
    params: (world) => ({ id: world.ids.merchProduct }),
    expect: anyone(200),
    note: 'after the image row above',
  },
  { method: 'GET', route: '/api/users/:userId/merch', params: ownerId, expect: anyone(200) },
  {
    method: 'POST',
    route: '/api/merch/products/:id/order',
    params: (world) => ({ id: world.ids.merchProduct }),
    json: (world) => ({
      variant_id: world.ids.merchVariant,
      quantity: 1,
      price_cents: 2500,
      shipping_address: SHIPPING,
    }),
    expect: { ...signedIn(201), owner: 403 },
  },
  { method: 'GET', route: '/api/merch/orders', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/merch/orders/:id/ship',
    params: async (world) => ({ id: await freshMerchOrder(world) }),
    json: () => ({ tracking_note: 'Posted' }),
    expect: { ...signedIn(404), owner: 200 },
  },
  {
    method: 'POST',
    route: '/api/merch/orders/:id/refund',
    params: async (world) => ({ id: await freshMerchOrder(world) }),
    expect: { ...signedIn(404), owner: 200 },
    note: 'only the creator who sells it (merch.policy): to anyone else the order is missing',
  },
  { method: 'GET', route: '/api/merch/shipping-address', expect: signedIn(200) },
  { method: 'GET', route: '/api/monetize/stats', expect: sellers(200) },
  { method: 'GET', route: '/api/payments/payout-account', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/payments/payout-account/onboarding',
    expect: sellers(409),
    note: 'the built-in provider has no payout accounts to set up',
  },
  {
    method: 'POST',
    route: '/api/payments/portal',
    expect: signedIn(409),
    note: 'the built-in provider has no billing portal',
  },
  { method: 'GET', route: '/api/payments/sales', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/payments/:id/refund',
    params: async (world) => ({ id: await freshPurchasePayment(world) }),
    expect: { ...signedIn(404), owner: 200, administrator: 200 },
    note: 'the seller who was paid, or an administrator',
  },
  {
    method: 'POST',
    route: '/api/payments/webhooks/stripe',
    expect: anyone(404),
    note: 'no Stripe webhook without Stripe configured',
  },
  {
    method: 'POST',
    route: '/api/payments/webhooks/stripe/connect',
    expect: anyone(404),
    note: 'no Stripe Connect webhook without Stripe configured',
  },
];
