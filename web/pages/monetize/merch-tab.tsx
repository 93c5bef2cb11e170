/**
 * Merch Store (spec part 1, section 2, tab 4): Add Product toggles the form; each product
 * card has its picture, price, stock, an Active/Inactive switch, Edit (the same form,
 * prefilled) and Delete after a confirmation.
 */
import { formatCount, formatMoney } from '@contract/format';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import {
  stockTotal,
  useDeleteProduct,
  useMyProducts,
  useToggleProduct,
} from '../../lib/api/merch.api';
import { pluralize } from '../../lib/format-date';
import { MerchOrders } from './merch-orders';
import { ProductForm } from './product-form';
import type { MerchProduct } from '../../lib/api/merch.api';

/** Which form is open: none, a new product, or the edit of one. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; product: MerchProduct };

export function ActiveSwitch({
  checked,
  busy,
  label,
  onChange,
}: {
  checked: boolean;
  busy: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-full py-1 pr-1 text-sm font-semibold disabled:opacity-60"
    >
      <span
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition',
          checked ? 'bg-success-400/80' : 'bg-white/15',
        )}
        aria-hidden="true"
      >
        <span
          className={cn(
            'absolute size-5 rounded-full bg-white shadow transition-[left]',
            checked ? 'left-[1.125rem]' : 'left-0.5',
          )}
        />
      </span>
      <span className={checked ? 'text-success-400' : 'text-fg-subtle'}>
        {checked ? 'Active' : 'Inactive'}
      </span>
    </button>
  );
}

function ProductCard({
  product,
  isToggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  product: MerchProduct;
  isToggling: boolean;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const stock = stockTotal(product);
  const isSingleItem = product.variants.length === 1 && product.variants[0].name === 'Default';
  return (
    <Card
      className={cn('flex h-full flex-col overflow-hidden', !product.is_active && 'opacity-80')}
    >
      <div className="relative aspect-[4/3] bg-gradient-to-br from-ink-700 to-ink-850">
        {product.image_url ? (
          <img src={product.image_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-fg-subtle">
            <Package className="size-10" aria-hidden="true" />
          </span>
        )}
        {product.category && (
          <span className="absolute top-3 left-3 rounded-full bg-ink-950/80 px-2.5 py-0.5 text-xs font-semibold text-fg backdrop-blur">
            {product.category}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3
            id={`product-${product.id}`}
            className="min-w-0 font-display text-base font-bold break-words text-fg"
          >
            {product.name}
          </h3>
          <p className="font-display text-lg font-extrabold text-fg tabular-nums">
            {formatMoney(product.price_cents)}
          </p>
        </div>
        <p
          className={cn(
            'line-clamp-3 text-sm',
            product.description ? 'text-fg-muted' : 'text-fg-subtle italic',
          )}
        >
          {product.description || 'No description'}
        </p>
        <p className={cn('text-xs font-medium', stock > 0 ? 'text-fg-muted' : 'text-warning-300')}>
          {stock > 0 ? `${formatCount(stock)} in stock` : 'Out of stock'}
          {!isSingleItem && ` · ${pluralize(product.variants.length, 'variant')}`}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-white/[0.06] pt-3">
          <ActiveSwitch
            checked={product.is_active}
            busy={isToggling}
            label={`${product.name} is on sale`}
            onChange={onToggle}
          />
          <span className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={onEdit}
              aria-describedby={`product-${product.id}`}
              className="px-2.5"
            >
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete ${product.name}`}
              className="px-2.5 hover:text-danger-300"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </div>
      </div>
    </Card>
  );
}

export function MerchTab() {
  const products = useMyProducts();
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [productToDelete, setProductToDelete] = useState<MerchProduct | null>(null);

  function handleToggle(product: MerchProduct, isActive: boolean) {
    setTogglingId(product.id);
    toggle.mutate(
      { productId: product.id, isActive },
      {
        onError: (error) =>
          toast.error('Failed to update product status', { description: errorMessage(error) }),
        onSettled: () => setTogglingId(null),
      },
    );
  }

  async function handleDelete() {
    if (!productToDelete) return;
    try {
      await remove.mutateAsync(productToDelete.id);
      toast.success('Product deleted successfully');
      if (form.mode === 'edit' && form.product.id === productToDelete.id)
        setForm({ mode: 'closed' });
    } catch (error) {
      toast.error('Failed to delete product', { description: errorMessage(error) });
      throw error;
    }
  }

  function openEdit(product: MerchProduct) {
    setForm({ mode: 'edit', product });
    window.requestAnimationFrame(() =>
      document
        .getElementById('merch-form')
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    );
  }

  const list = products.data ?? [];

  return (
    <section aria-labelledby="merch-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="merch-title" className="font-display text-xl font-bold text-fg">
            Merch Store
          </h2>
          <p className="text-sm text-fg-muted">
            Active products appear on your storefront, with stock for each variant.
          </p>
        </div>
        <Button
          variant={form.mode === 'create' ? 'outline' : 'primary'}
          onClick={() => setForm(form.mode === 'create' ? { mode: 'closed' } : { mode: 'create' })}
          aria-expanded={form.mode === 'create'}
        >
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </div>

      {form.mode !== 'closed' && (
        <div id="merch-form" className="scroll-mt-6">
          <ProductForm
            key={form.mode === 'edit' ? `edit-${form.product.id}` : 'create'}
            product={form.mode === 'edit' ? form.product : null}
            onDone={() => setForm({ mode: 'closed' })}
          />
        </div>
      )}

      {products.isPending ? (
        <SkeletonList rows={3} />
      ) : products.isError ? (
        <ErrorState
          title="We couldn't load your products"
          message={errorMessage(products.error)}
          onRetry={() => void products.refetch()}
          isRetrying={products.isFetching}
        />
      ) : list.length === 0 ? (
        form.mode === 'closed' && (
          <EmptyState
            title="No products yet"
            text="Add a T-shirt, a poster or a signed vinyl; fans buy it from your storefront."
            icon={<Package aria-hidden="true" />}
            action={
              <Button variant="outline" size="sm" onClick={() => setForm({ mode: 'create' })}>
                <Plus aria-hidden="true" />
                Add Product
              </Button>
            }
          />
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                isToggling={togglingId === product.id}
                onToggle={(isActive) => handleToggle(product, isActive)}
                onEdit={() => openEdit(product)}
                onDelete={() => setProductToDelete(product)}
              />
            </li>
          ))}
        </ul>
      )}

      <MerchOrders />

      <ConfirmDialog
        open={productToDelete !== null}
        onOpenChange={(open) => !open && setProductToDelete(null)}
        title="Delete product"
        text="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </section>
  );
}
