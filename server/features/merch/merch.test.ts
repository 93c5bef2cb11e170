import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchProduct } from '../../../contract/merch';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProductReply = { product: MerchProduct };

const address = {
  name: 'Sam Fan',
  line1: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
};
const tee = {
  name: 'Tour Tee',
  description: 'Soft cotton',
  price_cents: 2500,
  category: 'Apparel',
  variants: [{ name: 'Black M', size: 'M', color: 'Black', inventory_count: 2 }],
};

function multipart(field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = '----backline-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('products', () => {
  it('creates a product with its variants, and the Default variant when none are given', async () => {
    const artist = await signUp(t);
    const created = await artist.client.post<ProductReply>('/api/merch/products', tee);
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({
      name: 'Tour Tee',
      price_cents: 2500,
      is_active: true,
      variants: [{ name: 'Black M', size: 'M', color: 'Black', inventory_count: 2 }],
    });
    const bare = await artist.client.post<ProductReply>('/api/merch/products', {
      name: 'Sticker',
      price_cents: 300,
    });
    expect(bare.body.product.variants).toEqual([
      { id: expect.any(Number), name: 'Default', size: null, color: null, inventory_count: 0 },
    ]);
    expect(bare.body.product.description).toBeNull();
  });

  it.each([
    ['a blank name', { ...tee, name: '  ' }, 'name'],
    ['a price of 0', { ...tee, price_cents: 0 }, 'price_cents'],
    ['fractional cents', { ...tee, price_cents: 12.5 }, 'price_cents'],
    [
      'negative inventory',
      { ...tee, variants: [{ name: 'X', inventory_count: -1 }] },
      'inventory_count',
    ],
    ['an http image', { ...tee, image_url: 'http://insecure.example/x.png' }, 'image_url'],
  ])('refuses %s', async (_case, body, field) => {
    const artist = await signUp(t);
    const reply = await artist.client.post('/api/merch/products', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it('edits product and variants, toggles, and deletes — only the owner', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    const { product } = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body;
    const edit = {
      ...tee,
      name: 'Tour Tee 2026',
      variants: [
        {
          id: product.variants[0].id,
          name: 'Black M',
          size: 'M',
          color: 'Black',
          inventory_count: 5,
        },
        { name: 'White L', size: 'L', color: 'White', inventory_count: 3 },
      ],
    };
    expect((await other.client.put(`/api/merch/products/${product.id}`, edit)).status).toBe(404);
    const edited = await artist.client.put<ProductReply>(`/api/merch/products/${product.id}`, edit);
    expect(edited.body.product.name).toBe('Tour Tee 2026');
    expect(
      edited.body.product.variants.map((variant) => [variant.name, variant.inventory_count]),
    ).toEqual([
      ['Black M', 5],
      ['White L', 3],
    ]);

    expect(
      (await other.client.put(`/api/merch/products/${product.id}/toggle`, { is_active: false }))
        .status,
    ).toBe(404);
    const hidden = await artist.client.put<ProductReply>(
      `/api/merch/products/${product.id}/toggle`,
      { is_active: false },
    );
    expect(hidden.body.product.is_active).toBe(false);
    expect(
      (await t.client().get<{ products: MerchProduct[] }>(`/api/users/${artist.user.id}/merch`))
        .body.products,
    ).toEqual([]);

    expect((await other.client.delete(`/api/merch/products/${product.id}`)).status).toBe(404);
    expect((await artist.client.delete(`/api/merch/products/${product.id}`)).status).toBe(200);
    expect(
      (await artist.client.get<{ products: MerchProduct[] }>('/api/merch/products')).body.products,
    ).toEqual([]);
  });

  it('refuses a variant id of another product', async () => {
    const artist = await signUp(t);
    const first = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body.product;
    const second = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body
      .product;
    const reply = await artist.client.put(`/api/merch/products/${second.id}`, {
      ...tee,
      variants: [{ id: first.variants[0].id, name: 'Stolen', inventory_count: 1 }],
    });
    expect(reply.status).toBe(400);
  });

  it('refuses anonymous callers and expired trials', async () => {
    expect((await t.client().get('/api/merch/products')).status).toBe(401);
    const artist = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', artist.user.id)
      .execute();
    expect((await artist.client.post('/api/merch/products', tee)).status).toBe(403);
  });

  it('stores an uploaded product image as WebP and serves it', async () => {
    const artist = await signUp(t);
    const { product } = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f0a' } })
      .png()
      .toBuffer();
    const upload = multipart('file', 'tee.png', 'image/png', png);
    const reply = await artist.client.request<ProductReply>(
      'POST',
      `/api/merch/products/${product.id}/image`,
      upload,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.product.image_url).toMatch(
      new RegExp(`^/api/merch/products/${product.id}/image\\?v=`),
    );
    const image = await t.app.inject({
      method: 'GET',
      url: reply.body.product.image_url as string,
    });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const notImage = multipart(
      'file',
      'tee.png',
      'image/png',
      Buffer.from('%PDF-1.4 not a picture'),
    );
    expect(
      (await artist.client.request('POST', `/api/merch/products/${product.id}/image`, notImage))
        .status,
    ).toBe(400);
    const other = await signUp(t);
    expect(
      (await other.client.request('POST', `/api/merch/products/${product.id}/image`, upload))
        .status,
    ).toBe(404);
  });
});

describe('buying merch', () => {
  it('takes stock, charges price × quantity, and refuses when stock runs out', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { product } = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body;
    const variantId = product.variants[0].id;

    const listed = await t
      .client()
      .get<{ products: MerchProduct[] }>(`/api/users/${artist.user.id}/merch`);
    expect(listed.body.products[0].variants[0].inventory_count).toBe(2);

    const order = await fan.client.post(`/api/merch/products/${product.id}/order`, {
      variant_id: variantId,
      quantity: 2,
      price_cents: 2500,
      shipping_address: address,
    });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({
      order: { quantity: 2, price_cents: 5000 },
      payment: { amount_cents: 5000, test_mode: true },
      inventory_count: 0,
    });

    const soldOut = await fan.client.post(`/api/merch/products/${product.id}/order`, {
      variant_id: variantId,
      quantity: 1,
      price_cents: 2500,
      shipping_address: address,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error).toBe('This item is out of stock');
    const payments = await t.ctx.db
      .selectFrom('payments')
      .select(['amount_cents', 'kind', 'payee_id'])
      .where('payer_id', '=', fan.user.id)
      .execute();
    expect(payments).toEqual([
      { amount_cents: 5000, kind: 'merch_order', payee_id: artist.user.id },
    ]);
    // A product that was ordered keeps its history: it cannot be deleted.
    expect((await artist.client.delete(`/api/merch/products/${product.id}`)).status).toBe(409);
  });

  it('sells the last item once when two buyers race', async () => {
    const artist = await signUp(t);
    const { product } = (
      await artist.client.post<ProductReply>('/api/merch/products', {
        ...tee,
        variants: [{ name: 'Only one', inventory_count: 1 }],
      })
    ).body;
    const buyers = await Promise.all([
      signUp(t, { role: 'fan' }),
      signUp(t, { role: 'fan' }),
      signUp(t, { role: 'fan' }),
    ]);
    const replies = await Promise.all(
      buyers.map((buyer) =>
        buyer.client.post(`/api/merch/products/${product.id}/order`, {
          variant_id: product.variants[0].id,
          quantity: 1,
          price_cents: 2500,
          shipping_address: address,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a tampered price, inactive products, your own product and anonymous buyers', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { product } = (await artist.client.post<ProductReply>('/api/merch/products', tee)).body;
    const body = {
      variant_id: product.variants[0].id,
      quantity: 1,
      price_cents: 2500,
      shipping_address: address,
    };
    expect(
      (
        await fan.client.post(`/api/merch/products/${product.id}/order`, {
          ...body,
          price_cents: 1,
        })
      ).status,
    ).toBe(400);
    expect((await artist.client.post(`/api/merch/products/${product.id}/order`, body)).status).toBe(
      403,
    );
    expect((await t.client().post(`/api/merch/products/${product.id}/order`, body)).status).toBe(
      401,
    );
    await artist.client.put(`/api/merch/products/${product.id}/toggle`, { is_active: false });
    expect((await fan.client.post(`/api/merch/products/${product.id}/order`, body)).status).toBe(
      404,
    );
  });
});
