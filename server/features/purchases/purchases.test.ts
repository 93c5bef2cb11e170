import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEMS = 'download link: stems-night-drive.zip';

async function ppvPost(price = 900) {
  const artist = await signUp(t);
  const { post } = (
    await artist.client.post<{ post: Post }>('/api/posts', {
      title: 'Stems',
      content: STEMS,
      visibility: 'ppv',
      price_cents: price,
    })
  ).body;
  return { artist, post };
}

describe('buying a pay-per-view post', () => {
  it('charges the post price and lets the buyer read it everywhere', async () => {
    const { artist, post } = await ppvPost();
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.post('/api/content/purchase', {
      content_id: post.id,
      price_cents: 900,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      purchase: { content_id: post.id, price_cents: 900 },
      payment: { amount_cents: 900, test_mode: true },
    });
    for (const url of [
      `/api/posts/${post.id}`,
      `/api/users/${artist.user.id}/posts`,
      '/api/feed/posts?limit=50',
      `/api/users/${artist.user.id}/storefront-content`,
    ]) {
      expect((await fan.client.get(url)).text).toContain(STEMS);
    }
    const ledger = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('payer_id', '=', fan.user.id)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        payee_id: artist.user.id,
        kind: 'ppv_purchase',
        reference_id: post.id,
        amount_cents: 900,
      }),
    ]);
    // Someone else still sees it locked.
    const other = await signUp(t, { role: 'fan' });
    expect((await other.client.get(`/api/posts/${post.id}`)).text).not.toContain(STEMS);
  });

  it('refuses buying twice, even at once, and charges once', async () => {
    const { post } = await ppvPost();
    const fan = await signUp(t, { role: 'fan' });
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: 900 }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    expect(
      await t.ctx.db
        .selectFrom('payments')
        .select('id')
        .where('payer_id', '=', fan.user.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a tampered price, a free post, your own post, unknown posts and anonymous buyers', async () => {
    const { artist, post } = await ppvPost(900);
    const fan = await signUp(t, { role: 'fan' });
    const tampered = await fan.client.post('/api/content/purchase', {
      content_id: post.id,
      price_cents: 1,
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toContain('price_cents');
    const free = (
      await artist.client.post<{ post: Post }>('/api/posts', {
        content: 'free',
        visibility: 'public',
        price_cents: 0,
      })
    ).body.post;
    expect(
      (await fan.client.post('/api/content/purchase', { content_id: free.id, price_cents: 0 }))
        .status,
    ).toBe(400);
    expect(
      (await artist.client.post('/api/content/purchase', { content_id: post.id, price_cents: 900 }))
        .status,
    ).toBe(403);
    expect(
      (await fan.client.post('/api/content/purchase', { content_id: 999999, price_cents: 900 }))
        .status,
    ).toBe(404);
    expect(
      (await t.client().post('/api/content/purchase', { content_id: post.id, price_cents: 900 }))
        .status,
    ).toBe(401);
    expect(
      await t.ctx.db
        .selectFrom('payments')
        .select('id')
        .where('payer_id', '=', fan.user.id)
        .execute(),
    ).toEqual([]);
  });
});
