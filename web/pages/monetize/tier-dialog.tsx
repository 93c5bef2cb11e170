/**
 * The tier modal (spec part 1, section 2, tab 5): name, monthly price, description, a
 * features list that always keeps one row (remove shows only with more than one), and
 * "Most popular". Checked with `TierInput`, the server's own schema (the form's schema turns
 * the dollars typed into cents and hands the tier to it): a missing name or price says
 * 'Please fill in all required fields.'.
 */
import { dollarsToCents } from '@contract/merch';
import { StorefrontLimits } from '@contract/limits';
import type { TierForm } from '@contract/storefront';
import { TIER_REQUIRED_MESSAGE, TierInput } from '@contract/storefront';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { TextArea } from '../../components/posts/text-area';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DollarInput, Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useSaveTier } from '../../lib/api/storefront.api';
import type { Tier } from '../../lib/api/storefront.api';
import { useContractForm } from '../../lib/contract-form';
import { centsToDollarsText, parseDollars } from './dollars';

/** The fields as typed: the price in dollars, one row per feature line. */
const TierDraft = z.object({
  name: z.string(),
  price: z.string(),
  description: z.string(),
  features: z.array(z.object({ text: z.string() })),
  is_popular: z.boolean(),
});
type TierDraft = z.infer<typeof TierDraft>;

function draftFor(tier: Tier | null): TierDraft {
  const features = tier?.features.length ? tier.features : [''];
  return {
    name: tier?.name ?? '',
    price: tier ? centsToDollarsText(tier.price_cents) : '',
    description: tier?.description ?? '',
    features: features.map((text) => ({ text })),
    is_popular: tier?.is_popular ?? false,
  };
}

/** The draft as `TierInput`'s input: dollars become cents (×100, rounded). */
export function draftToTierForm(draft: TierDraft): TierForm {
  const dollars = parseDollars(draft.price);
  return {
    name: draft.name,
    price_cents: Number.isNaN(dollars) ? Number.NaN : dollarsToCents(dollars),
    description: draft.description,
    features: draft.features.map((row) => row.text),
    is_popular: draft.is_popular,
  };
}

/** The form's schema, derived from the contract's. */
const TierFormSchema = TierDraft.transform(draftToTierForm).pipe(TierInput);

/** What the toast says about a refused tier: the spec's words when something required is missing. */
function refusalOf(errors: FieldErrors<TierDraft>): string | undefined {
  const messages = [
    errors.name?.message,
    errors.price?.message,
    errors.description?.message,
    errors.features?.message,
    ...(Array.isArray(errors.features) ? errors.features.map((row) => row?.message) : []),
  ].filter((message): message is string => Boolean(message));
  return messages.includes(TIER_REQUIRED_MESSAGE) ? TIER_REQUIRED_MESSAGE : messages[0];
}

function TierFormBody({ tier, onDone }: { tier: Tier | null; onDone: () => void }) {
  const id = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(TierFormSchema, {
    defaultValues: draftFor(tier),
    wireNames: { price_cents: 'price' },
  });
  const { errors } = form.formState;
  const features = useFieldArray({ control: form.control, name: 'features' });
  const saveTier = useSaveTier();

  function save(input: TierInput) {
    saveTier.mutate(
      { id: tier?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(tier ? 'Tier updated' : 'Tier created', { description: input.name });
          onDone();
        },
        onError: (error) =>
          toast.error('Failed to save tier. Please try again.', {
            description: showServerFieldError(error) ?? errorMessage(error),
          }),
      },
    );
  }

  function handleRefused(refused: FieldErrors<TierDraft>) {
    const message = refusalOf(refused);
    if (message) toast.error(message);
  }

  function removeFeature(index: number) {
    if (features.fields.length > 1) features.remove(index);
  }

  const showRemove = features.fields.length > 1;
  // A line too long is reported by its position in the list the schema checks.
  const featureRows = Array.isArray(errors.features) ? errors.features : [];
  const featuresError = errors.features?.message ?? featureRows.find(Boolean)?.message;

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit(save, handleRefused)} noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:items-start">
        <Field
          id={`${id}-name`}
          label="Tier name"
          error={errors.name?.message === TIER_REQUIRED_MESSAGE ? null : errors.name?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-name`}
              required
              maxLength={StorefrontLimits.maxTierName}
              placeholder="Inner Circle"
              {...form.register('name')}
              invalid={Boolean(errors.name)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={`${id}-price`}
          label="Monthly price (USD)"
          error={errors.price?.message === TIER_REQUIRED_MESSAGE ? null : errors.price?.message}
        >
          {(describedBy) => (
            <DollarInput
              id={`${id}-price`}
              required
              placeholder="9.99"
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
            rows={2}
            maxLength={StorefrontLimits.maxTierDescription}
            placeholder="Demos first, monthly livestream, my thanks."
            {...form.register('description')}
            invalid={Boolean(errors.description)}
            aria-describedby={describedBy}
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-fg">Features</legend>
        <ul className="flex flex-col gap-2">
          {features.fields.map((row, index) => (
            <li key={row.id} className="flex items-center gap-2">
              <Input
                aria-label={`Feature ${index + 1}`}
                maxLength={StorefrontLimits.maxFeature}
                placeholder={index === 0 ? 'Early access to every demo' : 'Another perk'}
                {...form.register(`features.${index}.text`)}
              />
              {showRemove && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 px-2.5 hover:text-danger-300"
                  aria-label={`Remove feature ${index + 1}`}
                  onClick={() => removeFeature(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {featuresError && <p className="text-sm font-medium text-danger-300">{featuresError}</p>}
        {features.fields.length < StorefrontLimits.maxFeatures && (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => features.append({ text: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            Add feature
          </Button>
        )}
      </fieldset>

      <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold text-fg">
        <input
          type="checkbox"
          {...form.register('is_popular')}
          className="mt-0.5 size-4.5 shrink-0 rounded accent-accent-500"
        />
        <span>
          Most popular <span className="font-normal text-fg-subtle">(shows a POPULAR badge)</span>
        </span>
      </label>

      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saveTier.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={saveTier.isPending}>
          {tier ? 'Save Tier' : 'Create Tier'}
        </Button>
      </div>
    </form>
  );
}

export function TierDialog({
  open,
  tier,
  onOpenChange,
}: {
  open: boolean;
  /** The tier to edit, or null for a new one. */
  tier: Tier | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={tier ? `Edit ${tier.name}` : 'Add a subscription tier'}
        description="Fans pay this every month for what the tier includes."
      >
        <TierFormBody key={tier?.id ?? 'new'} tier={tier} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
