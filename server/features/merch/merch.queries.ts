import type { Kysely, Transaction } from 'kysely';
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
    productId: number;
    variantId: number;
    quantity: number;
    priceCents: number;
    paymentId: number;
    now: string;
  },
) {
  return db
    .insertInto('merch_orders')
    .values({
      buyer_id: order.buyerId,
      product_id: order.productId,
      variant_id: order.variantId,
      quantity: order.quantity,
      price_cents: order.priceCents,
      payment_id: order.paymentId,
      created_at: order.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
