/**
 * Move That Work and the storefront's management are for roles that sell (artist, creator,
 * producer; administrators keep every tool). A fan is refused with a 403 that says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { SELLER_REFUSAL } from './route-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chief@example.test' });
});
afterAll(() => t.close());

const sellingCalls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
  ['POST', '/api/posts', { content: 'my first post', visibility: 'public', price_cents: 0 }],
  ['GET', '/api/monetize/stats'],
  ['GET', '/api/vault/files'],
  ['DELETE', '/api/vault/files/1'],
  ['GET', '/api/team/members'],
  ['POST', '/api/team/invite', { email: 'friend@example.test' }],
  ['GET', '/api/merch/products'],
  ['POST', '/api/merch/products', { name: 'Tee', price_cents: 2000 }],
  ['GET', '/api/storefront/settings'],
  ['GET', '/api/storefront/tiers'],
  ['POST', '/api/storefront/tiers', { name: 'Gold', price_cents: 500, features: [] }],
];

describe('selling routes', () => {
  it.each(sellingCalls)('refuse a fan: %s %s', async (method, url, body) => {
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.request(method, url, body ? { json: body } : {});
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: SELLER_REFUSAL });
  });

  it.each(sellingCalls)('refuse the signed-out: %s %s', async (method, url, body) => {
    const reply = await t.client().request(method, url, body ? { json: body } : {});
    expect(reply.status).toBe(401);
  });

  it.each(['artist', 'creator', 'producer'] as const)('let a %s in', async (role) => {
    const seller = await signUp(t, { role });
    expect((await seller.client.get('/api/monetize/stats')).status).toBe(200);
    expect((await seller.client.get('/api/storefront/tiers')).status).toBe(200);
    const post = await seller.client.post('/api/posts', {
      content: 'out now',
      visibility: 'public',
      price_cents: 0,
    });
    expect(post.status).toBe(201);
  });

  it('let an administrator in whatever their role', async () => {
    const chief = await signUp(t, { role: 'fan', email: 'chief@example.test' });
    expect((await chief.client.get('/api/vault/files')).status).toBe(200);
  });

  it('open again once a fan switches to a selling role', async () => {
    const fan = await signUp(t, { role: 'fan', displayName: 'Sam' });
    expect((await fan.client.get('/api/merch/products')).status).toBe(403);
    const switched = await fan.client.put('/api/users/me/profile', {
      display_name: 'Sam',
      role: 'artist',
    });
    expect(switched.status).toBe(200);
    expect((await fan.client.get('/api/merch/products')).status).toBe(200);
  });

  it('leave what fans do alone: following, buying, their own team memberships', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    expect((await fan.client.post(`/api/users/${artist.user.id}/follow`)).status).toBe(200);
    expect((await fan.client.get('/api/team/memberships')).status).toBe(200);
    expect((await fan.client.get(`/api/users/${artist.user.id}/team-vault`)).status).not.toBe(403);
    expect((await fan.client.get('/api/feed/following')).status).toBe(200);
  });
});
