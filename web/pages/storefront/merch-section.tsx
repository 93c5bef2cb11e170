/**
 * The storefront's merch: the creator's active products with their picture, price and the
 * stock of each variant. Pick a variant and a quantity, then Buy goes through checkout;
 * what is sold out cannot be bought.
 */
import { formatMoney } from '@contract/format';
import { MerchLimits } from '@contract/limits';
import { Package, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { CheckoutDialog } from '../../components/payments/checkout-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/input';
import { ApiError } from '../../lib/api/api-client';
import { stockTotal, useCreatorProducts, useOrderMerch } from '../../lib/api/merch.api';
import { ShippingAddressFields, useShippingAddressForm } from './shipping-address-fields';
import { useSignInFirst } from './use-sign-in-first';
import type { MerchProduct } from '../../lib/api/merch.api';

function variantLabel(variant: MerchProduct['variants'][number]) {
  // Names like "Black / M" already say the size and colour; add them only when they don't.
  const lowerName = variant.name.toLowerCase();
  const details = [variant.size, variant.color]
    .filter((part): part is string => Boolean(part) && !lowerName.includes(part!.toLowerCase()))
    .join(' · ');
  const name = details ? `${variant.name} (${details})` : variant.name;
  return variant.inventory_count > 0
    ? `${name}: ${variant.inventory_count} left`
    : `${name}: sold out`;
}

function MerchCard({
  product,
  creatorId,
  isOwner,
}: {
  product: MerchProduct;
  creatorId: number;
  isOwner: boolean;
}) {
  const id = useId();
  const order = useOrderMerch(creatorId);
  const signInFirst = useSignInFirst();
  const firstInStock = product.variants.find((variant) => variant.inventory_count > 0);
  const [variantId, setVariantId] = useState<number | null>(
    firstInStock?.id ?? product.variants[0]?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const [isCheckoutOpen, setIsCheckoutOpen] = useState(false);
  const address = useShippingAddressForm(isCheckoutOpen);
  const navigate = useNavigate();
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const available = variant?.inventory_count ?? 0;
  const maxQuantity = Math.max(1, Math.min(available, MerchLimits.maxQuantity));
  const soldOut = stockTotal(product) === 0;
  const showPicker =
    product.variants.length > 1 || (variant !== null && variant.name !== 'Default');

  function handleBuy() {
    if (!signInFirst()) return;
    setIsCheckoutOpen(true);
  }

  async function handleConfirm() {
    if (!variant) return;
    const shippingAddress = await address.read();
    if (!shippingAddress) throw new Error('Check the shipping address above.');
    try {
      const reply = await order.mutateAsync({
        productId: product.id,
        request: {
          variant_id: variant.id,
          quantity,
          price_cents: product.price_cents,
          shipping_address: shippingAddress,
        },
      });
      toast.success('Order placed', {
        description: `${quantity} × ${product.name}${reply.payment.test_mode ? ' (test mode, no card was charged)' : ''}. Track it in your purchases.`,
        action: { label: 'Your purchases', onClick: () => navigate('/purchases') },
      });
      setQuantity(1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        throw new Error('Sorry, that just sold out. The stock shown is now up to date.', {
          cause: error,
        });
      }
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        address.showServerError(error.message)
      ) {
        throw new Error('Check the shipping address above.', { cause: error });
      }
      throw error;
    }
  }

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="aspect-[4/3] bg-gradient-to-br from-ink-700 to-ink-850">
        {product.image_url ? (
          <img src={product.image_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-fg-subtle">
            <Package className="size-10" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-display text-base font-bold break-words text-fg">
            {product.name}
          </h3>
          <p className="font-display text-lg font-extrabold text-fg tabular-nums">
            {formatMoney(product.price_cents)}
          </p>
        </div>
        {product.description && (
          <p className="line-clamp-3 text-sm text-fg-muted">{product.description}</p>
        )}

        {showPicker && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-variant`} className="text-xs font-semibold text-fg-muted">
              Variant
            </label>
            <Select
              id={`${id}-variant`}
              value={variantId ?? ''}
              onChange={(event) => {
                setVariantId(Number(event.target.value));
                setQuantity(1);
              }}
            >
              {product.variants.map((option) => (
                <option key={option.id} value={option.id} disabled={option.inventory_count <= 0}>
                  {variantLabel(option)}
                </option>
              ))}
            </Select>
          </div>
        )}
        {!showPicker && (
          <p className="text-xs font-medium text-fg-muted">
            {available > 0 ? `${available} left` : 'Sold out'}
          </p>
        )}

        <div className="mt-auto flex items-end gap-2 pt-1">
          {!isOwner && !soldOut && (
            <div className="flex w-20 flex-col gap-1.5">
              <label htmlFor={`${id}-quantity`} className="text-xs font-semibold text-fg-muted">
                Quantity
              </label>
              <Select
                id={`${id}-quantity`}
                value={quantity}
                disabled={available === 0}
                onChange={(event) => setQuantity(Number(event.target.value))}
              >
                {Array.from({ length: maxQuantity }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {isOwner ? (
            <p className="text-xs text-fg-subtle">Fans buy this here.</p>
          ) : (
            <Button
              variant={available === 0 ? 'secondary' : 'primary'}
              className="flex-1"
              onClick={handleBuy}
              disabled={available === 0}
            >
              {available === 0 ? (
                'Out of stock'
              ) : (
                <>
                  <ShoppingBag aria-hidden="true" />
                  Buy
                </>
              )}
            </Button>
          )}
        </div>
      </div>
      {variant && (
        <CheckoutDialog
          open={isCheckoutOpen}
          onOpenChange={setIsCheckoutOpen}
          title={`Order ${product.name}`}
          itemName={variant.name === 'Default' ? product.name : `${product.name} (${variant.name})`}
          priceCents={product.price_cents}
          quantity={quantity}
          details={<ShippingAddressFields address={address} />}
          confirmLabel="Place order"
          onConfirm={handleConfirm}
        />
      )}
    </Card>
  );
}

export function MerchSection({ creatorId, isOwner }: { creatorId: number; isOwner: boolean }) {
  const products = useCreatorProducts(creatorId);
  const active = (products.data ?? []).filter((product) => product.is_active);
  // Merch is optional on a storefront: nothing to show (or nothing reachable) hides it.
  if (active.length === 0) return null;

  return (
    <section aria-labelledby="merch-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id="merch-title"
          className="font-display text-2xl font-extrabold tracking-tight text-fg"
        >
          Merch
        </h2>
        <p className="text-sm text-fg-muted">Wear it, frame it, spin it.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {active.map((product) => (
          <li key={product.id}>
            <MerchCard product={product} creatorId={creatorId} isOwner={isOwner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
