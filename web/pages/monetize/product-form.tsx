/**
 * The merch product form, for a new product and for editing one (prefilled, saved with
 * PUT). Prices are typed in dollars and sent as cents (×100, rounded); variants are rows
 * of name, size, colour and stock. The picture is uploaded after the product is saved,
 * or given as an https address. The form's schema is derived from the server's
 * (`MerchProductInput`, and `MerchVariantInput` for each row).
 */
import type { MerchProductForm } from '@contract/merch';
import { dollarsToCents, MerchProductInput, MerchVariantInput } from '@contract/merch';
import { MerchLimits } from '@contract/limits';
import { CircleAlert, ImagePlus, Plus, Save, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { TextArea } from '../../components/posts/text-area';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DollarInput, Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useSaveProduct, useUploadProductImage } from '../../lib/api/merch.api';
import type { MerchProduct } from '../../lib/api/merch.api';
import { useContractForm } from '../../lib/contract-form';
import { centsToDollarsText, parseDollars } from './dollars';

/** A variant row as typed; the stock is text until it is read as a whole number. */
const VariantRow = z.object({
  id: z.number().optional(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  inventory_count: z.string(),
});
export type VariantRow = z.infer<typeof VariantRow>;

/**
 * The product as typed: the price in dollars. Without variant rows the product is sold as
 * one item, its "Default" variant, whose stock is `stock` (and `default_variant_id` when
 * editing one that exists).
 */
export interface ProductDraft {
  name: string;
  price: string;
  description: string;
  category: string;
  image_url: string;
  stock: string;
  default_variant_id?: number;
  variants: VariantRow[];
}

const DEFAULT_VARIANT_NAME = 'Default';

/** A product sold as one item: its only variant is the "Default" one, with no size or colour. */
function isSingleItem(product: MerchProduct): boolean {
  const [only, ...others] = product.variants;
  return (
    only !== undefined &&
    others.length === 0 &&
    only.name === DEFAULT_VARIANT_NAME &&
    !only.size &&
    !only.color
  );
}

type VariantForm = z.input<typeof MerchVariantInput>;

export function newVariantRow(): VariantRow {
  return { name: '', size: '', color: '', inventory_count: '' };
}

/** The form's starting values: blank, or the product being edited. */
export function productToDraft(product: MerchProduct | null): ProductDraft {
  if (!product) {
    return {
      name: '',
      price: '',
      description: '',
      category: '',
      image_url: '',
      stock: '',
      variants: [],
    };
  }
  const single = isSingleItem(product) ? product.variants[0] : null;
  return {
    name: product.name,
    price: centsToDollarsText(product.price_cents),
    description: product.description ?? '',
    category: product.category ?? '',
    // Uploaded pictures are served by Backline; only an outside address is editable here.
    image_url: product.image_url?.startsWith('https://') ? product.image_url : '',
    stock: single ? String(single.inventory_count) : '',
    ...(single ? { default_variant_id: single.id } : {}),
    variants: (single ? [] : product.variants).map((variant) => ({
      id: variant.id,
      name: variant.name,
      size: variant.size ?? '',
      color: variant.color ?? '',
      inventory_count: String(variant.inventory_count),
    })),
  };
}

/** Stock as a whole number, 0 when left blank (spec). */
function parseInventory(value: string): number {
  if (!value.trim()) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : Number.NaN;
}

/** A row as `MerchVariantInput`'s input; a row left entirely blank is no variant (null). */
function rowToVariant(row: VariantRow): VariantForm | null {
  if (!(row.name.trim() || row.size.trim() || row.color.trim() || row.inventory_count.trim())) {
    return null;
  }
  return {
    ...(row.id ? { id: row.id } : {}),
    name: row.name,
    size: row.size,
    color: row.color,
    inventory_count: parseInventory(row.inventory_count),
  };
}

/** The price as typed, in cents (×100, rounded); blank or unreadable is NaN, which the schema refuses. */
function priceCents(price: string): number {
  const dollars = parseDollars(price);
  return Number.isNaN(dollars) ? Number.NaN : dollarsToCents(dollars);
}

const isVariant = <T,>(variant: T | null): variant is T => variant !== null;

const wire = MerchProductInput.shape;

/**
 * The form's schema, field by field from the contract's (so every field is checked at once,
 * and a row's errors land on that row), then the whole product by `MerchProductInput`.
 * Rows left entirely blank are ignored.
 */
export const ProductFormSchema = z
  .object({
    name: wire.name,
    price: z.string().transform(priceCents).pipe(wire.price_cents),
    description: wire.description,
    category: wire.category,
    image_url: wire.image_url,
    stock: z
      .string()
      .transform(parseInventory)
      .pipe(MerchVariantInput.shape.inventory_count.unwrap()),
    default_variant_id: z.number().optional(),
    variants: z
      .array(VariantRow.transform(rowToVariant).pipe(MerchVariantInput.nullable()))
      .transform((rows): VariantForm[] => rows.filter(isVariant))
      .pipe(wire.variants.unwrap()),
  })
  .transform(({ price, stock, default_variant_id, variants, ...fields }): MerchProductForm => ({
    ...fields,
    price_cents: price,
    // No variant rows: the product is one item, and its stock is the "Default" variant's.
    variants:
      variants.length > 0
        ? variants
        : [
            {
              ...(default_variant_id ? { id: default_variant_id } : {}),
              name: DEFAULT_VARIANT_NAME,
              size: null,
              color: null,
              inventory_count: stock,
            },
          ],
  }))
  .pipe(MerchProductInput);

const categorySuggestions = ['Apparel', 'Music', 'Posters', 'Accessories', 'Collectibles'];

export function ProductForm({
  product,
  onDone,
}: {
  product: MerchProduct | null;
  onDone: () => void;
}) {
  const id = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(ProductFormSchema, {
    defaultValues: productToDraft(product),
    wireNames: { price_cents: 'price' },
  });
  const { errors } = form.formState;
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // After a create whose picture failed, the form goes on as an edit of the saved product.
  const [savedId, setSavedId] = useState<number | null>(product?.id ?? null);
  const save = useSaveProduct();
  const uploadImage = useUploadProductImage();
  const isSaving = save.isPending || uploadImage.isPending;
  const isEdit = savedId !== null;

  /** The first variant takes over the stock typed for the single item. */
  function handleAddVariant() {
    if (variants.fields.length === 0) {
      const stock = form.getValues('stock');
      variants.append({ ...newVariantRow(), inventory_count: stock });
      form.setValue('stock', '');
      form.clearErrors('stock');
      return;
    }
    variants.append(newVariantRow());
  }

  async function saveProduct(input: MerchProductInput) {
    if (imageFile && imageFile.size > MerchLimits.maxImageBytes) {
      setImageError('The picture must be at most 5 MB.');
      return;
    }
    setImageError(null);

    let saved: MerchProduct;
    try {
      saved = await save.mutateAsync({ id: savedId, input });
    } catch (error) {
      const onField = showServerFieldError(error);
      toast.error('Failed to save product', {
        description: onField ?? errorMessage(error, 'Please try again.'),
      });
      return;
    }
    setSavedId(saved.id);

    if (imageFile) {
      try {
        await uploadImage.mutateAsync({ productId: saved.id, file: imageFile });
      } catch (error) {
        const message = errorMessage(error, 'Please try again.');
        setImageError(message);
        toast.error('Product saved, but the picture did not upload', { description: message });
        return;
      }
    }
    toast.success(isEdit ? 'Product updated' : 'Product created', { description: saved.name });
    onDone();
  }

  // One message for the rows: the first problem, wherever it is.
  const variantRows = Array.isArray(errors.variants) ? errors.variants : [];
  const variantError =
    errors.variants?.message ??
    variantRows
      .flatMap((row) => [row?.name?.message, row?.inventory_count?.message, row?.message])
      .find(Boolean);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>
          {isEdit ? `Edit ${product?.name ?? form.getValues('name')}` : 'Add a product'}
        </CardTitle>
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
          onSubmit={(event) => {
            if (isSaving) {
              event.preventDefault();
              return;
            }
            void onSubmit(saveProduct)(event);
          }}
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
              {(describedBy) => (
                <Input
                  id={`${id}-name`}
                  maxLength={MerchLimits.maxName}
                  placeholder="Tour T-shirt 2026"
                  {...form.register('name')}
                  invalid={Boolean(errors.name)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id={`${id}-price`} label="Price (USD)" error={errors.price?.message}>
              {(describedBy) => (
                <DollarInput
                  id={`${id}-price`}
                  placeholder="25.00"
                  {...form.register('price')}
                  invalid={Boolean(errors.price)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>

          <Field
            id={`${id}-description`}
            label="Description (optional)"
            error={errors.description?.message}
          >
            {(describedBy) => (
              <TextArea
                id={`${id}-description`}
                rows={3}
                maxLength={MerchLimits.maxDescription}
                placeholder="Heavyweight cotton, printed in Austin."
                {...form.register('description')}
                invalid={Boolean(errors.description)}
                aria-describedby={describedBy}
              />
            )}
          </Field>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-category`}
              label="Category (optional)"
              error={errors.category?.message}
            >
              {(describedBy) => (
                <>
                  <Input
                    id={`${id}-category`}
                    list={`${id}-categories`}
                    maxLength={MerchLimits.maxCategory}
                    placeholder="Apparel"
                    {...form.register('category')}
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
              error={errors.image_url?.message}
            >
              {(describedBy) => (
                <Input
                  id={`${id}-image-url`}
                  type="url"
                  placeholder="https://…"
                  {...form.register('image_url')}
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
            error={imageError}
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
            {variants.fields.length === 0 ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
                <div className="sm:w-40">
                  <Field id={`${id}-stock`} label="In stock" error={errors.stock?.message}>
                    {(describedBy) => (
                      <Input
                        id={`${id}-stock`}
                        type="number"
                        min={0}
                        step={1}
                        inputMode="numeric"
                        placeholder="0"
                        {...form.register('stock')}
                        invalid={Boolean(errors.stock)}
                        aria-describedby={describedBy}
                      />
                    )}
                  </Field>
                </div>
                <p className="text-sm text-fg-muted sm:mt-8">
                  Sold as one item. Add variants instead to track stock for each size or colour.
                </p>
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {variants.fields.map((row, index) => (
                  <li
                    key={row.id}
                    className="grid grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-white/[0.02] p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_6rem_auto] sm:items-end"
                  >
                    <VariantInput
                      label="Variant name"
                      placeholder="Black / M"
                      className="col-span-2 sm:col-span-1"
                      invalid={Boolean(errors.variants?.[index]?.name)}
                      {...form.register(`variants.${index}.name`)}
                    />
                    <VariantInput
                      label="Size"
                      placeholder="M"
                      {...form.register(`variants.${index}.size`)}
                    />
                    <VariantInput
                      label="Color"
                      placeholder="Black"
                      {...form.register(`variants.${index}.color`)}
                    />
                    <VariantInput
                      label="In stock"
                      placeholder="0"
                      type="number"
                      invalid={Boolean(errors.variants?.[index]?.inventory_count)}
                      {...form.register(`variants.${index}.inventory_count`)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-11 self-end justify-self-end px-2.5 hover:text-danger-300 sm:justify-self-auto"
                      aria-label={`Remove variant ${index + 1}`}
                      onClick={() => variants.remove(index)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {variantError && (
              <p
                role="alert"
                className="flex items-start gap-2 text-sm font-medium text-danger-300"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {variantError}
              </p>
            )}
            {variants.fields.length < MerchLimits.maxVariants && (
              <Button variant="outline" size="sm" className="self-start" onClick={handleAddVariant}>
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
  type = 'text',
  className,
  ...input
}: { label: string; invalid?: boolean } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-fg-muted">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        {...(type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
        {...input}
      />
    </div>
  );
}
