/**
 * The merch product form, for a new product and for editing one (prefilled, saved with
 * PUT). Prices are typed in dollars and sent as cents (×100, rounded); variants are rows
 * of name, size, colour and stock. The picture is uploaded after the product is saved,
 * or given as an https address.
 */
import type { MerchProductForm } from '@contract/merch';
import { dollarsToCents, MerchProductInput } from '@contract/merch';
import { MerchLimits } from '@contract/limits';
import { CircleAlert, ImagePlus, Plus, Save, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { TextArea } from '../../components/posts/text-area';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DollarInput, Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useSaveProduct, useUploadProductImage } from '../../lib/api/merch.api';
import { centsToDollarsText, fieldErrors, parseDollars, serverFieldError } from './form-errors';
import type { MerchProduct } from '../../lib/api/merch.api';

export interface VariantRow {
  key: string;
  id?: number;
  name: string;
  size: string;
  color: string;
  inventory: string;
}

export interface ProductDraft {
  name: string;
  price: string;
  description: string;
  category: string;
  image_url: string;
  variants: VariantRow[];
}

let rowCounter = 0;
function rowKey() {
  rowCounter += 1;
  return `variant-${rowCounter}`;
}

export function newVariantRow(): VariantRow {
  return { key: rowKey(), name: '', size: '', color: '', inventory: '' };
}

/** The form's starting values: blank, or the product being edited. */
export function productToDraft(product: MerchProduct | null): ProductDraft {
  if (!product) {
    return { name: '', price: '', description: '', category: '', image_url: '', variants: [] };
  }
  return {
    name: product.name,
    price: centsToDollarsText(product.price_cents),
    description: product.description ?? '',
    category: product.category ?? '',
    // Uploaded pictures are served by Backline; only an outside address is editable here.
    image_url: product.image_url?.startsWith('https://') ? product.image_url : '',
    variants: product.variants.map((variant) => ({
      key: rowKey(),
      id: variant.id,
      name: variant.name,
      size: variant.size ?? '',
      color: variant.color ?? '',
      inventory: String(variant.inventory_count),
    })),
  };
}

/** Stock as a whole number, 0 when left blank (spec). */
function parseInventory(value: string): number {
  if (!value.trim()) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : Number.NaN;
}

/** The draft as the schema's input. Rows left entirely blank are ignored. */
export function draftToProductForm(draft: ProductDraft): MerchProductForm {
  const dollars = parseDollars(draft.price);
  return {
    name: draft.name,
    description: draft.description,
    price_cents: Number.isNaN(dollars) ? Number.NaN : dollarsToCents(dollars),
    category: draft.category,
    image_url: draft.image_url,
    variants: draft.variants
      .filter(
        (row) => row.name.trim() || row.size.trim() || row.color.trim() || row.inventory.trim(),
      )
      .map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        size: row.size,
        color: row.color,
        inventory_count: parseInventory(row.inventory),
      })),
  };
}

const categorySuggestions = ['Apparel', 'Music', 'Posters', 'Accessories', 'Collectibles'];

export function ProductForm({
  product,
  onDone,
}: {
  product: MerchProduct | null;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ProductDraft>(() => productToDraft(product));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After a create whose picture failed, the form goes on as an edit of the saved product.
  const [savedId, setSavedId] = useState<number | null>(product?.id ?? null);
  const save = useSaveProduct();
  const uploadImage = useUploadProductImage();
  const isSaving = save.isPending || uploadImage.isPending;
  const isEdit = savedId !== null;

  function update(patch: Partial<ProductDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  function updateRow(key: string, patch: Partial<VariantRow>) {
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const form = draftToProductForm(draft);
    const parsed = MerchProductInput.safeParse(form);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = (
        [
          ['name', 'name'],
          ['price_cents', 'price'],
          ['description', 'description'],
          ['category', 'category'],
          ['image_url', 'image-url'],
        ] as const
      ).find(([field]) => found[field]);
      if (first) document.getElementById(`${id}-${first[1]}`)?.focus();
      return;
    }
    if (imageFile && imageFile.size > MerchLimits.maxImageBytes) {
      setErrors({ image: 'The picture must be at most 5 MB.' });
      return;
    }
    setErrors({});

    let saved: MerchProduct;
    try {
      saved = await save.mutateAsync({ id: savedId, input: parsed.data });
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      const onField = serverFieldError(message, [
        'name',
        'price_cents',
        'description',
        'category',
        'image_url',
      ]);
      if (onField) setErrors({ [onField.field]: onField.message });
      toast.error('Failed to save product', { description: onField?.message ?? message });
      return;
    }
    setSavedId(saved.id);

    if (imageFile) {
      try {
        await uploadImage.mutateAsync({ productId: saved.id, file: imageFile });
      } catch (error) {
        const message = errorMessage(error, 'Please try again.');
        setErrors({ image: message });
        toast.error('Product saved, but the picture did not upload', { description: message });
        return;
      }
    }
    toast.success(isEdit ? 'Product updated' : 'Product created', { description: saved.name });
    onDone();
  }

  const variantErrors = Object.entries(errors).filter(([key]) => key.startsWith('variants'));

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{isEdit ? `Edit ${product?.name ?? draft.name}` : 'Add a product'}</CardTitle>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDone}
          disabled={isSaving}
          aria-label="Close the form"
          className="px-2.5"
        >
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field id={`${id}-name`} label="Name" error={errors.name}>
              {(describedBy) => (
                <Input
                  id={`${id}-name`}
                  value={draft.name}
                  maxLength={MerchLimits.maxName}
                  placeholder="Tour T-shirt 2026"
                  onChange={(event) => update({ name: event.target.value })}
                  invalid={Boolean(errors.name)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id={`${id}-price`} label="Price (USD)" error={errors.price_cents}>
              {(describedBy) => (
                <DollarInput
                  id={`${id}-price`}
                  placeholder="25.00"
                  value={draft.price}
                  onChange={(event) => update({ price: event.target.value })}
                  invalid={Boolean(errors.price_cents)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>

          <Field id={`${id}-description`} label="Description (optional)" error={errors.description}>
            {(describedBy) => (
              <TextArea
                id={`${id}-description`}
                value={draft.description}
                rows={3}
                maxLength={MerchLimits.maxDescription}
                placeholder="Heavyweight cotton, printed in Austin."
                onChange={(event) => update({ description: event.target.value })}
                invalid={Boolean(errors.description)}
                aria-describedby={describedBy}
              />
            )}
          </Field>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-category`} label="Category (optional)" error={errors.category}>
              {(describedBy) => (
                <>
                  <Input
                    id={`${id}-category`}
                    list={`${id}-categories`}
                    value={draft.category}
                    maxLength={MerchLimits.maxCategory}
                    placeholder="Apparel"
                    onChange={(event) => update({ category: event.target.value })}
                    invalid={Boolean(errors.category)}
                    aria-describedby={describedBy}
                  />
                  <datalist id={`${id}-categories`}>
                    {categorySuggestions.map((category) => (
                      <option key={category} value={category} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <Field
              id={`${id}-image-url`}
              label="Image address (optional)"
              hint="Or upload a picture below."
              error={errors.image_url}
            >
              {(describedBy) => (
                <Input
                  id={`${id}-image-url`}
                  type="url"
                  value={draft.image_url}
                  placeholder="https://…"
                  onChange={(event) => update({ image_url: event.target.value })}
                  invalid={Boolean(errors.image_url)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>

          <Field
            id={`${id}-image`}
            label="Picture (optional)"
            hint="JPEG, PNG or WebP up to 5 MB. Uploaded once the product is saved; it replaces the image address."
            error={errors.image}
          >
            {(describedBy) => (
              <div className="flex flex-wrap items-center gap-3">
                {product?.image_url && !imageFile && (
                  <img src={product.image_url} alt="" className="size-14 rounded-xl object-cover" />
                )}
                <label
                  htmlFor={`${id}-image`}
                  className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-white/20 px-4 text-sm font-semibold text-fg-muted transition hover:border-white/35 hover:text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-300"
                >
                  <ImagePlus className="size-4.5" aria-hidden="true" />
                  <span className="max-w-52 truncate">
                    {imageFile ? imageFile.name : 'Choose a picture'}
                  </span>
                  <input
                    id={`${id}-image`}
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/gif"
                    className="sr-only"
                    aria-describedby={describedBy}
                    onChange={(event) => setImageFile(event.target.files?.[0] ?? null)}
                  />
                </label>
                {imageFile && (
                  <Button variant="ghost" size="sm" onClick={() => setImageFile(null)}>
                    Remove
                  </Button>
                )}
              </div>
            )}
          </Field>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-fg">Variants</legend>
            {draft.variants.length === 0 ? (
              <p className="text-sm text-fg-muted">
                No variants: the product gets one called “Default” with 0 in stock. Add sizes or
                colours to track stock for each.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {draft.variants.map((row, index) => (
                  <li
                    key={row.key}
                    className="grid grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-white/[0.02] p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_6rem_auto] sm:items-end"
                  >
                    <VariantInput
                      label="Variant name"
                      value={row.name}
                      placeholder="Black / M"
                      className="col-span-2 sm:col-span-1"
                      invalid={Boolean(errors[`variants.${index}.name`])}
                      onChange={(name) => updateRow(row.key, { name })}
                    />
                    <VariantInput
                      label="Size"
                      value={row.size}
                      placeholder="M"
                      onChange={(size) => updateRow(row.key, { size })}
                    />
                    <VariantInput
                      label="Color"
                      value={row.color}
                      placeholder="Black"
                      onChange={(color) => updateRow(row.key, { color })}
                    />
                    <VariantInput
                      label="In stock"
                      value={row.inventory}
                      placeholder="0"
                      type="number"
                      invalid={Boolean(errors[`variants.${index}.inventory_count`])}
                      onChange={(inventory) => updateRow(row.key, { inventory })}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-11 self-end justify-self-end px-2.5 hover:text-danger-300 sm:justify-self-auto"
                      aria-label={`Remove variant ${index + 1}`}
                      onClick={() =>
                        update({
                          variants: draft.variants.filter((other) => other.key !== row.key),
                        })
                      }
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {variantErrors.length > 0 && (
              <p
                role="alert"
                className="flex items-start gap-2 text-sm font-medium text-danger-300"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {variantErrors[0][1]}
              </p>
            )}
            {draft.variants.length < MerchLimits.maxVariants && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => update({ variants: [...draft.variants, newVariantRow()] })}
              >
                <Plus aria-hidden="true" />
                Add variant
              </Button>
            )}
          </fieldset>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {!isSaving && <Save aria-hidden="true" />}
              {isEdit ? 'Save changes' : 'Create product'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function VariantInput({
  label,
  value,
  placeholder,
  type = 'text',
  invalid,
  className,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  type?: string;
  invalid?: boolean;
  className?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-fg-muted">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        invalid={invalid}
        {...(type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
