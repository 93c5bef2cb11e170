import type { Kysely, Transaction } from 'kysely';
import type { ShippingAddress } from '../../../contract/shipping';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ProductValues {
  name: string;
  description: string | null;
  price_cents: number;
  category: string | null;
  image_url: string | null;
}

export interface VariantValues {
  name: string;
  size: string | null;
  color: string | null;
  inventory_count: number;
}

export function selectProducts(db: Db, creatorId: number, options: { activeOnly: boolean }) {
  let query = db.selectFrom('merch_products').selectAll().where('creator_id', '=', creatorId);
  if (options.activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function selectProduct(db: Db, productId: number) {
  return (
    (await db
      .selectFrom('merch_products')
      .selectAll()
      .where('id', '=', productId)
      .executeTakeFirst()) ?? null
  );
}

export function selectVariantsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('merch_variants')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('id')
    .execute();
}

export function insertProduct(db: Db, creatorId: number, product: ProductValues, now: string) {
  return db
    .insertInto('merch_products')
    .values({ creator_id: creatorId, ...product, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateProduct(
  db: Db,
  productId: number,
  changes: Partial<ProductValues> & {
    is_active?: number;
    image_key?: string | null;
    image_bytes?: number;
  },
  now: string,
) {
  return db
    .updateTable('merch_products')
    .set({ ...changes, updated_at: now })
    .where('id', '=', productId)
    .execute();
}

export function deleteProductRow(db: Db, productId: number) {
  return db.deleteFrom('merch_products').where('id', '=', productId).execute();
}

export function insertVariants(db: Db, productId: number, variants: VariantValues[]) {
  if (variants.length === 0) return Promise.resolve();
  return db
    .insertInto('merch_variants')
    .values(variants.map((variant) => ({ product_id: productId, ...variant })))
    .execute();
}

export function updateVariant(db: Db, variantId: number, variant: VariantValues) {
  return db.updateTable('merch_variants').set(variant).where('id', '=', variantId).execute();
}

export function deleteVariants(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return Promise.resolve();
  return db.deleteFrom('merch_variants').where('id', 'in', variantIds).execute();
}

export async function variantsWithOrders(db: Db, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectFrom('merch_orders')
    .select('variant_id')
    .distinct()
    .where('variant_id', 'in', variantIds)
    .execute();
  return rows.map((row) => row.variant_id);
}

export async function productHasOrders(db: Db, productId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('merch_orders')
      .select('id')
      .where('product_id', '=', productId)
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

/** Takes `quantity` from stock only if that much is there; returns what is left, or null. */
export async function takeFromStock(
  db: Db,
  variantId: number,
  quantity: number,
): Promise<number | null> {
  const row = await db
    .updateTable('merch_variants')
    .set((eb) => ({ inventory_count: eb('inventory_count', '-', quantity) }))
    .where('id', '=', variantId)
    .where('inventory_count', '>=', quantity)
    .returning('inventory_count')
    .executeTakeFirst();
  return row ? Number(row.inventory_count) : null;
}

export function insertOrder(
  db: Db,
  order: {
    buyerId: number;
    creatorId: number;
    productId: number;
    variantId: number;
    quantity: number;
    priceCents: number;
    paymentId: number;
    shippingAddress: ShippingAddress | null;
    now: string;
  },
) {
  return db
    .insertInto('merch_orders')
    .values({
      buyer_id: order.buyerId,
      creator_id: order.creatorId,
      product_id: order.productId,
      variant_id: order.variantId,
      quantity: order.quantity,
      price_cents: order.priceCents,
      payment_id: order.paymentId,
      status: 'paid',
      ...addressColumns(order.shippingAddress),
      created_at: order.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function addressColumns(address: ShippingAddress | null) {
  return {
    ship_name: address?.name ?? null,
    ship_line1: address?.line1 ?? null,
    ship_line2: address?.line2 ?? null,
    ship_city: address?.city ?? null,
    ship_region: address?.region ?? null,
    ship_postal_code: address?.postal_code ?? null,
    ship_country: address?.country ?? null,
  };
}

export async function creatorOfProduct(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('merch_products')
    .select('creator_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.creator_id;
}

const orderColumns = [
  'merch_orders.id',
  'merch_orders.buyer_id',
  'merch_orders.creator_id',
  'merch_orders.product_id',
  'merch_orders.variant_id',
  'merch_orders.quantity',
  'merch_orders.price_cents',
  'merch_orders.payment_id',
  'merch_orders.status',
  'merch_orders.tracking_note',
  'merch_orders.status_changed_at',
  'merch_orders.ship_name',
  'merch_orders.ship_line1',
  'merch_orders.ship_line2',
  'merch_orders.ship_city',
  'merch_orders.ship_region',
  'merch_orders.ship_postal_code',
  'merch_orders.ship_country',
  'merch_orders.created_at',
] as const;

/** Orders with what was bought and who bought it. */
function selectOrderRows(db: Db) {
  return db
    .selectFrom('merch_orders')
    .innerJoin('merch_products', 'merch_products.id', 'merch_orders.product_id')
    .innerJoin('merch_variants', 'merch_variants.id', 'merch_orders.variant_id')
    .innerJoin('users as buyer', 'buyer.id', 'merch_orders.buyer_id')
    .select(orderColumns)
    .select([
      'merch_products.name as product_name',
      'merch_variants.name as variant_name',
      'buyer.email as buyer_email',
      'buyer.display_name as buyer_display_name',
      'buyer.google_user_data as buyer_google_user_data',
    ]);
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof selectOrder>>>;

/** A creator's orders, newest first, a keyset page at a time, optionally of one status. */
export function selectCreatorOrders(
  db: Db,
  dialect: Dialect,
  creatorId: number,
  page: { limit: number; cursor: readonly [string, number] | null; status: string | null },
) {
  let query = selectOrderRows(db).where('merch_orders.creator_id', '=', creatorId);
  if (page.status) query = query.where('merch_orders.status', '=', page.status);
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('merch_orders.created_at'), eb.ref('merch_orders.id'), cursor),
    );
  }
  return query
    .orderBy('merch_orders.created_at', 'desc')
    .orderBy('merch_orders.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function selectOrder(db: Db, orderId: number) {
  return (
    (await selectOrderRows(db).where('merch_orders.id', '=', orderId).executeTakeFirst()) ?? null
  );
}

/** The orders that these ledger rows paid for (a buyer's purchase history). */
export function selectOrdersByPayments(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return selectOrderRows(db).where('merch_orders.payment_id', 'in', paymentIds).execute();
}

/**
 * Moves an order from `from` to `to` only if it is still in `from`; false when another hand
 * moved it first.
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  change: { from: string; to: string; trackingNote?: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('merch_orders')
    .set({
      status: change.to,
      status_changed_at: change.now,
      ...(change.trackingNote !== undefined ? { tracking_note: change.trackingNote } : {}),
    })
    .where('id', '=', orderId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Where the buyer's latest order shipped, to fill in the next checkout. */
export async function selectLastShippingAddress(db: Db, buyerId: number) {
  return (
    (await db
      .selectFrom('merch_orders')
      .select([
        'ship_name',
        'ship_line1',
        'ship_line2',
        'ship_city',
        'ship_region',
        'ship_postal_code',
        'ship_country',
      ])
      .where('buyer_id', '=', buyerId)
      .where('ship_country', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function countProducts(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('merch_products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Puts back stock that an order held and did not keep (its payment failed or was refunded). */
export function returnToStock(db: Db, variantId: number, quantity: number) {
  return db
    .updateTable('merch_variants')
    .set((eb) => ({ inventory_count: eb('inventory_count', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();
}

export async function selectInventory(db: Db, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('merch_variants')
    .select('inventory_count')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.inventory_count);
}

/** What a creator's uploaded product images weigh together, in bytes. */
export async function sumCreatorImageBytes(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('merch_products')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('image_bytes'), eb.lit(0)).as('bytes'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
