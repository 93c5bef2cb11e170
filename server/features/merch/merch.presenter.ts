import type { MerchProduct } from '../../../contract/merch';

interface ProductRow {
  id: number;
  creator_id: number;
  name: string;
  description: string | null;
  price_cents: number;
  category: string | null;
  image_key: string | null;
  image_url: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

interface VariantRow {
  id: number;
  product_id: number;
  name: string;
  size: string | null;
  color: string | null;
  inventory_count: number;
}

/** An uploaded image is served by us (versioned so caches refresh); otherwise the given address. */
function imageUrlOf(product: ProductRow): string | null {
  if (product.image_key)
    return `/api/merch/products/${product.id}/image?v=${encodeURIComponent(product.updated_at)}`;
  return product.image_url;
}

export function presentProduct(product: ProductRow, variants: VariantRow[]): MerchProduct {
  return {
    id: product.id,
    creator_id: product.creator_id,
    name: product.name,
    description: product.description,
    price_cents: product.price_cents,
    category: product.category,
    image_url: imageUrlOf(product),
    is_active: product.is_active === 1,
    variants: variants
      .filter((variant) => variant.product_id === product.id)
      .map((variant) => ({
        id: variant.id,
        name: variant.name,
        size: variant.size,
        color: variant.color,
        inventory_count: Number(variant.inventory_count),
      })),
    created_at: product.created_at,
  };
}
