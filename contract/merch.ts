import { z } from 'zod';
import { PaymentReceipt, ReturnPath } from './payments';
import { MerchLimits } from './limits';
import { ShippingAddress, ShippingAddressView } from './shipping';

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
  return_path: ReturnPath.optional(),
  variant_id: z.number({ error: 'Choose a variant' }).int().positive(),
  quantity: z.number().int().min(1).max(MerchLimits.maxQuantity).default(1),
  price_cents: z.number({ error: 'price_cents is required' }).int().min(1),
  /** Merch is physical: every order says where it ships. */
  shipping_address: ShippingAddress,
});
export type MerchOrderRequest = z.infer<typeof MerchOrderRequest>;

export const MerchOrderReply = z.object({
  order: z.object({
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int(),
    quantity: z.number().int(),
    price_cents: z.number().int(),
    status: z.literal('paid'),
  }),
  payment: PaymentReceipt,
  inventory_count: z.number().int(),
});

/**
 * `paid`: to be shipped. `shipped`: on its way (with the creator's tracking note).
 * `cancelled`: refunded before it shipped (the stock went back). `refunded`: refunded after.
 */
export const MerchOrderStatus = z.enum(['paid', 'shipped', 'cancelled', 'refunded']);
export type MerchOrderStatus = z.infer<typeof MerchOrderStatus>;

/** An order as the creator who ships it sees it. */
export const CreatorOrder = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: MerchOrderStatus,
  status_changed_at: z.string().nullable(),
  tracking_note: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  variant_name: z.string(),
  quantity: z.number().int(),
  price_cents: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Null only on orders placed before checkout asked for an address. */
  shipping_address: ShippingAddressView.nullable(),
  /** `refund` cancels an order not yet shipped (the stock goes back) or refunds a shipped one. */
  can: z.object({ ship: z.boolean(), refund: z.boolean() }),
});
export type CreatorOrder = z.infer<typeof CreatorOrder>;

export const CreatorOrdersQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(MerchLimits.maxOrdersPage, `limit must be at most ${MerchLimits.maxOrdersPage}`)
    .default(MerchLimits.ordersPage),
  status: MerchOrderStatus.optional(),
});
export const CreatorOrdersReply = z.object({
  orders: z.array(CreatorOrder),
  nextCursor: z.string().nullable(),
});
export const CreatorOrderReply = z.object({ order: CreatorOrder });

/** An order as its buyer sees it in their purchase history. */
export const BuyerOrder = z.object({
  id: z.number().int(),
  status: MerchOrderStatus,
  status_changed_at: z.string().nullable(),
  tracking_note: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  variant_name: z.string(),
  quantity: z.number().int(),
  shipping_address: ShippingAddressView.nullable(),
});
export type BuyerOrder = z.infer<typeof BuyerOrder>;

/** Where the buyer's last order shipped, to fill in the next checkout (null before any). */
export const LastShippingAddressReply = z.object({
  shipping_address: ShippingAddressView.nullable(),
});

export const ShipOrderRequest = z.object({
  tracking_note: z
    .string({ error: 'Add a tracking note' })
    .trim()
    .min(1, 'Add a tracking note: the carrier and tracking number, or how it was sent')
    .max(
      MerchLimits.maxTrackingNote,
      `The tracking note must be at most ${MerchLimits.maxTrackingNote} characters`,
    ),
});
export type ShipOrderRequest = z.infer<typeof ShipOrderRequest>;
