import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { MerchTab } from './merch-tab';
import { bodyOf, makeProduct } from './monetize-test-kit';
import { newVariantRow, ProductFormSchema, productToDraft } from './product-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string, index = 0) {
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });
}

describe('the product form values', () => {
  it('turns dollars into cents, multiplied by 100 and rounded', () => {
    const draft = { ...productToDraft(null), name: 'Poster' };
    const cents = (price: string) => ProductFormSchema.parse({ ...draft, price }).price_cents;
    expect(cents('19.99')).toBe(1999);
    expect(cents('12.345')).toBe(1235);
    expect(cents('25')).toBe(2500);
  });

  it('reads stock as a whole number, 0 when blank, and ignores blank rows', () => {
    const draft = {
      ...productToDraft(null),
      name: 'Tee',
      price: '20',
      variants: [
        { ...newVariantRow(), name: 'M', inventory_count: '' },
        { ...newVariantRow(), name: 'L', inventory_count: '3.7' },
        newVariantRow(),
      ],
    };
    expect(ProductFormSchema.parse(draft).variants).toEqual([
      { name: 'M', size: null, color: null, inventory_count: 0 },
      { name: 'L', size: null, color: null, inventory_count: 3 },
    ]);
  });
});

describe('a product sold as one item', () => {
  it('sends its stock as the Default variant, and edits it in place', () => {
    const draft = { ...productToDraft(null), name: 'Sticker', price: '3', stock: '12' };
    expect(ProductFormSchema.parse(draft).variants).toEqual([
      { name: 'Default', size: null, color: null, inventory_count: 12 },
    ]);
    expect(ProductFormSchema.safeParse({ ...draft, stock: '-1' }).success).toBe(false);

    const single = makeProduct({
      variants: [{ id: 40, name: 'Default', size: null, color: null, inventory_count: 7 }],
    });
    const editing = productToDraft(single);
    expect(editing).toMatchObject({ stock: '7', default_variant_id: 40, variants: [] });
    expect(ProductFormSchema.parse({ ...editing, stock: '9' }).variants).toEqual([
      { id: 40, name: 'Default', size: null, color: null, inventory_count: 9 },
    ]);
  });
});

describe('Merch Store', () => {
  it("shows 'No products yet' and toggles the form with Add Product", async () => {
    serve({ 'GET /api/merch/products': { products: [] } });
    renderPage(<MerchTab />);
    expect(await screen.findByText('No products yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Product' })[0]);
    expect(screen.getByRole('heading', { name: 'Add a product' })).toBeTruthy();
  });

  it('creates a product with the price in cents and its variants', async () => {
    const fetchMock = serve({
      'GET /api/merch/products': { products: [] },
      'POST /api/merch/products': () => json(201, { product: makeProduct({ id: 30 }) }),
    });
    renderPage(<MerchTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add Product' }))[0]);
    fill('Name', 'Tour T-shirt');
    fill('Price (USD)', '24.99');
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fill('Variant name', 'Black / M');
    fill('Size', 'M');
    fill('In stock', '4');
    fireEvent.click(screen.getByRole('button', { name: /Create product/ }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/merch/products')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/merch/products')[0])).toEqual({
      name: 'Tour T-shirt',
      description: null,
      price_cents: 2499,
      category: null,
      image_url: null,
      variants: [{ name: 'Black / M', size: 'M', color: null, inventory_count: 4 }],
    });
  });

  it('shows product cards and opens Edit as the same form, prefilled, saved with PUT', async () => {
    const product = makeProduct({ description: null });
    const fetchMock = serve({
      'GET /api/merch/products': { products: [product] },
      'PUT /api/merch/products/5': () => json(200, { product: { ...product, name: 'Tour Tee' } }),
    });
    renderPage(<MerchTab />);
    expect(await screen.findByText('No description')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByText(/4 in stock/)).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Edit', description: 'Tour T-shirt' }));
    const form = screen
      .getByRole('heading', { name: 'Edit Tour T-shirt' })
      .closest('div')!.parentElement!;
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Tour T-shirt');
    expect((within(form).getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('25.00');
    expect((within(form).getByLabelText('Category (optional)') as HTMLInputElement).value).toBe(
      'Apparel',
    );
    expect(
      within(form)
        .getAllByLabelText('Variant name')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Black / M', 'Black / L']);

    fill('Name', 'Tour Tee');
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/merch/products/5')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/merch/products/5')[0])).toMatchObject({
      name: 'Tour Tee',
      price_cents: 2500,
      variants: [
        { id: 11, name: 'Black / M', size: 'M', color: 'Black', inventory_count: 4 },
        { id: 12, name: 'Black / L', size: 'L', color: 'Black', inventory_count: 0 },
      ],
    });
  });

  it('checks with the server’s rules: errors under their fields and rows, the first focused', async () => {
    const fetchMock = serve({ 'GET /api/merch/products': { products: [] } });
    renderPage(<MerchTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add Product' }))[0]);
    fill('Price (USD)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    // The first row is left blank (ignored); the second has stock but no name.
    fill('In stock', '3', 1);
    fireEvent.click(screen.getByRole('button', { name: /Create product/ }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Price must be above $0')).toBeTruthy();
    expect(screen.getByText('Variant name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    const rowNames = screen.getAllByLabelText('Variant name');
    expect(rowNames.map((input) => input.getAttribute('aria-invalid'))).toEqual([null, 'true']);
    expect(callsTo(fetchMock, 'POST', '/api/merch/products')).toHaveLength(0);
  });

  it("puts the server's refusal of a field under it and keeps what was typed", async () => {
    serve({
      'GET /api/merch/products': { products: [] },
      'POST /api/merch/products': () =>
        json(400, { error: 'price_cents: Price does not match the variants' }),
    });
    renderPage(<MerchTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add Product' }))[0]);
    fill('Name', 'Signed vinyl');
    fill('Price (USD)', '40');
    fireEvent.click(screen.getByRole('button', { name: /Create product/ }));

    expect(await screen.findByText('Failed to save product')).toBeTruthy();
    // Under the price (the form's name for price_cents), and in the toast.
    expect(await screen.findAllByText('Price does not match the variants')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Price (USD)')));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Signed vinyl');
    expect((screen.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('40');
  });

  it("says 'Failed to update product status' when the switch is refused", async () => {
    serve({
      'GET /api/merch/products': { products: [makeProduct()] },
      'PUT /api/merch/products/5/toggle': () => json(500, { error: 'Something went wrong' }),
    });
    renderPage(<MerchTab />);
    fireEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText('Failed to update product status')).toBeTruthy();
  });

  it('asks before deleting and reports the outcome', async () => {
    serve({
      'GET /api/merch/products': { products: [makeProduct()] },
      'DELETE /api/merch/products/5': { success: true },
    });
    renderPage(<MerchTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Tour T-shirt' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this product?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeTruthy();
  });
});
