import { z } from 'zod';
import { PaymentReceipt } from './payments';
import { MerchLimits } from './limits';

export const MerchVariant = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  inventory_count: z.number().int(),
});
export type MerchVariant = z.infer<typeof MerchVariant>;

export const MerchProduct = z.object({
  id: z.number().int(),
  creator_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  variants: z.array(MerchVariant),
  created_at: z.string(),
});
export type MerchProduct = z.infer<typeof MerchProduct>;

export const MerchProductsReply = z.object({ products: z.array(MerchProduct) });
export type MerchProductsReply = z.infer<typeof MerchProductsReply>;
export const MerchProductReply = z.object({ product: MerchProduct });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const MerchVariantInput = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'Variant name is required').max(60),
  size: optionalText(30, 'Size'),
  color: optionalText(30, 'Color'),
  inventory_count: z
    .number({ error: 'Inventory must be a whole number' })
    .int('Inventory must be a whole number')
    .min(0, 'Inventory cannot be negative')
    .max(1_000_000)
    .default(0),
});
export type MerchVariantInput = z.infer<typeof MerchVariantInput>;

/** The product form and the server refuse the same things. Without variants the product gets "Default" with 0 in stock. */
export const MerchProductInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MerchLimits.maxName),
  description: optionalText(MerchLimits.maxDescription, 'Description'),
  price_cents: z
    .number({ error: 'Price is required' })
    .int('price_cents must be whole cents')
    .min(1, 'Price must be above $0')
    .max(MerchLimits.maxPriceCents, `Price must be at most $${MerchLimits.maxPriceCents / 100}`),
  category: optionalText(MerchLimits.maxCategory, 'Category'),
  image_url: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^https:\/\/\S+$/i.test(value),
      'Image address must start with https://',
    )
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  variants: z.array(MerchVariantInput).max(MerchLimits.maxVariants).default([]),
});
export type MerchProductInput = z.infer<typeof MerchProductInput>;
export type MerchProductForm = z.input<typeof MerchProductInput>;

export const MerchToggleInput = z.object({ is_active: z.boolean() });

/** Dollars as typed in the form to cents: multiplied by 100 and rounded. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export const MerchOrderRequest = z.object({
  variant_id: z.number({ error: 'Choose a variant' }).int().positive(),
  quantity: z.number().int().min(1).max(MerchLimits.maxQuantity).default(1),
  price_cents: z.number({ error: 'price_cents is required' }).int().min(1),
});
export type MerchOrderRequest = z.infer<typeof MerchOrderRequest>;

export const MerchOrderReply = z.object({
  order: z.object({
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int(),
    quantity: z.number().int(),
    price_cents: z.number().int(),
  }),
  payment: PaymentReceipt,
  inventory_count: z.number().int(),
});
