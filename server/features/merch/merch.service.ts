import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MerchLimits } from '../../../contract/limits';
import type {
  MerchOrderRequest,
  MerchProduct,
  MerchProductInput,
  MerchVariantInput,
} from '../../../contract/merch';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { PRODUCT_NOT_FOUND } from './merch.policy';
import type { PictureRules } from '../../platform/media/pictures';
import { PICTURE_CONTENT_TYPE, readPicture, toWebpPicture } from '../../platform/media/pictures';
import { beginCheckout } from '../../platform/payments/hosted-checkout';
import { presentReceipt } from '../../platform/payments/receipt';
import { merchOrder } from './merch-order.payment';
import type { StoredObject } from '../../platform/storage/object-store';
import { newObjectKey } from '../../platform/storage/object-store';
import { findUserById } from '../users/users.service';
import { presentProduct } from './merch.presenter';
import type { VariantValues } from './merch.queries';
import {
  countProducts,
  deleteProductRow,
  deleteVariants,
  insertProduct,
  insertVariants,
  productHasOrders,
  selectProduct,
  selectProducts,
  selectVariantsOf,
  sumCreatorImageBytes,
  updateProduct,
  updateVariant,
  variantsWithOrders,
} from './merch.queries';
import { discardObject } from '../../platform/storage/discard-object';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import { getMaxUploadBytes } from '../../platform/settings/settings.service';
import { overQuotaError, recordWithinQuota, roomForUpload } from '../quota/quota.service';

const DEFAULT_VARIANT: VariantValues = {
  name: 'Default',
  size: null,
  color: null,
  inventory_count: 0,
};

const productImageRules: PictureRules = {
  noun: 'product image',
  maxBytes: MerchLimits.maxImageBytes,
  width: 1200,
  height: 1200,
  fit: 'inside',
};

async function present(
  ctx: ServiceContext,
  products: Awaited<ReturnType<typeof selectProducts>>,
): Promise<MerchProduct[]> {
  const variants = await selectVariantsOf(
    ctx.db,
    products.map((product) => product.id),
  );
  return products.map((product) => presentProduct(product, variants));
}

export async function ownProducts(ctx: ServiceContext, actor: Actor) {
  return present(ctx, await selectProducts(ctx.db, actor.id, { activeOnly: false }));
}

export async function publicProducts(ctx: ServiceContext, creatorId: number) {
  const creator = await findUserById(ctx, creatorId);
  if (!creator || creator.status !== 'active') throw notFound('Artist not found');
  return present(ctx, await selectProducts(ctx.db, creatorId, { activeOnly: true }));
}

export function productCount(ctx: ServiceContext, creatorId: number) {
  return countProducts(ctx.db, creatorId);
}

async function productById(ctx: ServiceContext, productId: number): Promise<MerchProduct> {
  const product = await selectProduct(ctx.db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return (await present(ctx, [product]))[0];
}

/** The product, if it is the actor's; someone else's reads as missing. */
async function requireOwnProduct(ctx: ServiceContext, actor: Actor, productId: number) {
  const product = await selectProduct(ctx.db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  authorize(actor, 'product.manage', product);
  return product;
}

function productValues(input: MerchProductInput) {
  return {
    name: input.name,
    description: input.description,
    price_cents: input.price_cents,
    category: input.category,
    image_url: input.image_url,
  };
}

const variantValues = (variant: MerchVariantInput): VariantValues => ({
  name: variant.name,
  size: variant.size,
  color: variant.color,
  inventory_count: variant.inventory_count,
});

/** Without variants a product gets the spec's "Default" variant with nothing in stock. */
export async function createProduct(ctx: ServiceContext, actor: Actor, input: MerchProductInput) {
  const now = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertProduct(trx, actor.id, productValues(input), now);
    const variants =
      input.variants.length > 0 ? input.variants.map(variantValues) : [DEFAULT_VARIANT];
    await insertVariants(trx, created.id, variants);
    return created.id;
  });
  return productById(ctx, id);
}

/**
 * Edits a product and its variants: listed variants with an id are updated, new ones added,
 * missing ones removed — unless they were ever ordered, which keeps the order history whole.
 */
export async function editProduct(
  ctx: ServiceContext,
  actor: Actor,
  productId: number,
  input: MerchProductInput,
) {
  await requireOwnProduct(ctx, actor, productId);
  const existing = await selectVariantsOf(ctx.db, [productId]);
  const existingIds = new Set(existing.map((variant) => variant.id));
  const kept = input.variants.filter((variant) => variant.id !== undefined);
  const unknown = kept.find((variant) => !existingIds.has(variant.id as number));
  if (unknown) throw badRequest('variants: one of the variants does not belong to this product');
  const keptIds = new Set(kept.map((variant) => variant.id));
  const removed = existing
    .filter((variant) => !keptIds.has(variant.id))
    .map((variant) => variant.id);
  if ((await variantsWithOrders(ctx.db, removed)).length > 0) {
    throw conflict('A variant that was ordered cannot be removed. Set its inventory to 0 instead.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await updateProduct(trx, productId, productValues(input), ctx.now().toISOString());
    for (const variant of kept)
      await updateVariant(trx, variant.id as number, variantValues(variant));
    await deleteVariants(trx, removed);
    const added = input.variants.filter((variant) => variant.id === undefined).map(variantValues);
    const remaining = kept.length + added.length;
    await insertVariants(trx, productId, remaining > 0 ? added : [DEFAULT_VARIANT]);
  });
  return productById(ctx, productId);
}

export async function setProductActive(
  ctx: ServiceContext,
  actor: Actor,
  productId: number,
  isActive: boolean,
) {
  await requireOwnProduct(ctx, actor, productId);
  await updateProduct(ctx.db, productId, { is_active: isActive ? 1 : 0 }, ctx.now().toISOString());
  return productById(ctx, productId);
}

export async function deleteProduct(ctx: ServiceContext, actor: Actor, productId: number) {
  const product = await requireOwnProduct(ctx, actor, productId);
  if (await productHasOrders(ctx.db, productId)) {
    throw conflict('This product has orders, so it cannot be deleted. Set it to Inactive instead.');
  }
  await deleteProductRow(ctx.db, productId);
  await discardImage(ctx, product.image_key);
}

function discardImage(ctx: ServiceContext, key: string | null) {
  return discardObject(ctx.storage, ctx.log, key, 'a product image');
}

/** For the storage quota: what a creator's product images weigh (`db` may be a transaction). */
export function productImageBytesOf(db: Kysely<Database>, creatorId: number): Promise<number> {
  return sumCreatorImageBytes(db, creatorId);
}

export async function replaceProductImage(
  ctx: ServiceContext,
  actor: Actor,
  productId: number,
  upload: Readable & { truncated?: boolean },
) {
  const product = await requireOwnProduct(ctx, actor, productId);
  // Counted against the hourly limit, and it must fit in the storage quota (the image it
  // replaces counted as freed); a refusal keeps nothing.
  await limitUserWrite(ctx, 'uploads', actor.id);
  const { roomBytes, usage } = await roomForUpload(ctx, actor.id, Number(product.image_bytes));
  // At most the image limit, or the server's largest upload (the admin's) when smaller.
  const rules = {
    ...productImageRules,
    maxBytes: Math.min(productImageRules.maxBytes, await getMaxUploadBytes(ctx)),
  };
  const image = await toWebpPicture(await readPicture(upload, rules), rules);
  if (image.length > roomBytes) throw overQuotaError(usage);
  const key = newObjectKey('merch');
  await ctx.storage.put(key, image, { contentType: PICTURE_CONTENT_TYPE });
  try {
    await recordWithinQuota(ctx, actor.id, (trx) =>
      updateProduct(
        trx,
        productId,
        { image_key: key, image_bytes: image.length },
        ctx.now().toISOString(),
      ),
    );
  } catch (error) {
    await discardImage(ctx, key);
    throw error;
  }
  await discardImage(ctx, product.image_key);
  return productById(ctx, productId);
}

export async function openProductImage(
  ctx: ServiceContext,
  productId: number,
): Promise<StoredObject> {
  const product = await selectProduct(ctx.db, productId);
  const image = product?.image_key ? await ctx.storage.get(product.image_key) : null;
  if (!image) throw notFound('This product has no image');
  return image;
}

/**
 * Buys merch: the unit price is the product's (a different client price is refused), stock
 * is taken only if there is enough, and the buyer is charged once through checkout.
 */
export async function orderProduct(
  ctx: ServiceContext,
  actor: Actor,
  productId: number,
  request: MerchOrderRequest,
) {
  const product = await selectProduct(ctx.db, productId);
  if (!product || product.is_active !== 1) throw notFound(PRODUCT_NOT_FOUND);
  authorize(actor, 'product.buy', product);
  const variant = (await selectVariantsOf(ctx.db, [productId])).find(
    (candidate) => candidate.id === request.variant_id,
  );
  if (!variant) throw badRequest('variant_id: choose one of this product’s variants');
  if (request.price_cents !== product.price_cents) {
    throw badRequest(
      'price_cents: The price has changed. Reload the page to see the current price.',
    );
  }
  const amountCents = product.price_cents * request.quantity;
  const outcome = await beginCheckout(
    ctx,
    merchOrder,
    {
      actor,
      payerId: actor.id,
      payeeId: product.creator_id,
      amountCents,
      description: `${product.name} (${variant.name}) × ${request.quantity}`,
      order: {
        buyer_id: actor.id,
        creator_id: product.creator_id,
        product_id: productId,
        variant_id: variant.id,
        quantity: request.quantity,
        price_cents: amountCents,
        shipping_address: request.shipping_address,
      },
    },
    { returnPath: request.return_path ?? '/purchases' },
  );
  if (outcome.status === 'redirect') return { checkout_url: outcome.url };
  const { result, payment } = outcome.paid;
  return {
    order: {
      id: result.order.id,
      product_id: productId,
      variant_id: variant.id,
      quantity: result.order.quantity,
      price_cents: result.order.price_cents,
      status: 'paid' as const,
    },
    payment: presentReceipt(payment),
    inventory_count: result.inventoryCount,
  };
}
