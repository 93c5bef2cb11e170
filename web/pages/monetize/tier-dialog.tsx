/**
 * The tier modal (spec part 1, section 2, tab 5): name, monthly price, description, a
 * features list that always keeps one row (remove shows only with more than one), and
 * "Most popular". Checked with `TierInput`, the server's own schema: a missing name or
 * price says 'Please fill in all required fields.'.
 */
import { dollarsToCents } from '@contract/merch';
import { StorefrontLimits } from '@contract/limits';
import type { TierForm } from '@contract/storefront';
import { TIER_REQUIRED_MESSAGE, TierInput } from '@contract/storefront';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { TextArea } from '../../components/posts/text-area';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DollarInput, Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useSaveTier } from '../../lib/api/storefront.api';
import { centsToDollarsText, fieldErrors, parseDollars } from './form-errors';
import type { Tier } from '../../lib/api/storefront.api';

interface FeatureRow {
  key: number;
  text: string;
}

interface TierDraft {
  name: string;
  price: string;
  description: string;
  features: FeatureRow[];
  is_popular: boolean;
}

function draftFor(tier: Tier | null, nextKey: () => number): TierDraft {
  const features = tier?.features.length ? tier.features : [''];
  return {
    name: tier?.name ?? '',
    price: tier ? centsToDollarsText(tier.price_cents) : '',
    description: tier?.description ?? '',
    features: features.map((text) => ({ key: nextKey(), text })),
    is_popular: tier?.is_popular ?? false,
  };
}

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

function TierFormBody({ tier, onDone }: { tier: Tier | null; onDone: () => void }) {
  const id = useId();
  const keys = useRef(0);
  const nextKey = () => {
    keys.current += 1;
    return keys.current;
  };
  const [draft, setDraft] = useState<TierDraft>(() => draftFor(tier, nextKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveTier = useSaveTier();

  function update(patch: Partial<TierDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function setFeature(key: number, text: string) {
    update({ features: draft.features.map((row) => (row.key === key ? { ...row, text } : row)) });
  }

  function addFeature() {
    update({ features: [...draft.features, { key: nextKey(), text: '' }] });
    window.requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>(`[data-feature-input="${id}"]`);
      inputs[inputs.length - 1]?.focus();
    });
  }

  function removeFeature(key: number) {
    if (draft.features.length <= 1) return;
    update({ features: draft.features.filter((row) => row.key !== key) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TierInput.safeParse(draftToTierForm(draft));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const missing = parsed.error.issues.some((issue) => issue.message === TIER_REQUIRED_MESSAGE);
      toast.error(missing ? TIER_REQUIRED_MESSAGE : Object.values(found)[0]);
      return;
    }
    saveTier.mutate(
      { id: tier?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(tier ? 'Tier updated' : 'Tier created', { description: parsed.data.name });
          onDone();
        },
        onError: (error) =>
          toast.error('Failed to save tier. Please try again.', {
            description: errorMessage(error),
          }),
      },
    );
  }

  const showRemove = draft.features.length > 1;

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:items-start">
        <Field
          id={`${id}-name`}
          label="Tier name"
          error={errors.name === TIER_REQUIRED_MESSAGE ? null : errors.name}
        >
          {(describedBy) => (
            <Input
              id={`${id}-name`}
              value={draft.name}
              required
              maxLength={StorefrontLimits.maxTierName}
              placeholder="Inner Circle"
              onChange={(event) => update({ name: event.target.value })}
              invalid={Boolean(errors.name)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={`${id}-price`}
          label="Monthly price (USD)"
          error={errors.price_cents === TIER_REQUIRED_MESSAGE ? null : errors.price_cents}
        >
          {(describedBy) => (
            <DollarInput
              id={`${id}-price`}
              required
              placeholder="9.99"
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
            rows={2}
            maxLength={StorefrontLimits.maxTierDescription}
            placeholder="Demos first, monthly livestream, my thanks."
            onChange={(event) => update({ description: event.target.value })}
            invalid={Boolean(errors.description)}
            aria-describedby={describedBy}
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-fg">Features</legend>
        <ul className="flex flex-col gap-2">
          {draft.features.map((row, index) => (
            <li key={row.key} className="flex items-center gap-2">
              <Input
                value={row.text}
                data-feature-input={id}
                aria-label={`Feature ${index + 1}`}
                maxLength={StorefrontLimits.maxFeature}
                placeholder={index === 0 ? 'Early access to every demo' : 'Another perk'}
                onChange={(event) => setFeature(row.key, event.target.value)}
              />
              {showRemove && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 px-2.5 hover:text-danger-300"
                  aria-label={`Remove feature ${index + 1}`}
                  onClick={() => removeFeature(row.key)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {errors.features && (
          <p className="text-sm font-medium text-danger-300">{errors.features}</p>
        )}
        {draft.features.length < StorefrontLimits.maxFeatures && (
          <Button variant="outline" size="sm" className="self-start" onClick={addFeature}>
            <Plus aria-hidden="true" />
            Add feature
          </Button>
        )}
      </fieldset>

      <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold text-fg">
        <input
          type="checkbox"
          checked={draft.is_popular}
          onChange={(event) => update({ is_popular: event.target.checked })}
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
