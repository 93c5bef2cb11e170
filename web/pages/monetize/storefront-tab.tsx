/**
 * Storefront (spec part 1, section 2, tab 5): the storefront's settings, and its
 * subscription tiers with the modal to add or edit one. A tier with subscribers cannot be
 * deleted (the server refuses); it can be deactivated to stop new sign-ups.
 */
import { formatMoney } from '@contract/format';
import { StorefrontSettingsInput } from '@contract/storefront';
import { StorefrontLimits } from '@contract/limits';
import { Check, Crown, ExternalLink, Pencil, Plus, Power, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { TextArea } from '../../components/posts/text-area';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import {
  useDeleteTier,
  useOwnTiers,
  useSaveStorefrontSettings,
  useSetTierActive,
  useStorefrontSettings,
} from '../../lib/api/storefront.api';
import { useAuth } from '../../lib/auth/auth-context';
import { pluralize } from '../../lib/format-date';
import { useContractForm } from '../../lib/contract-form';
import { PayoutsCard } from './payouts-card';
import { SalesCard } from './sales-card';
import { TierDialog } from './tier-dialog';
import type { StorefrontSettings, Tier } from '../../lib/api/storefront.api';

const VISIBLE_FEATURES = 3;

function SettingsForm({ settings }: { settings: StorefrontSettings }) {
  const id = useId();
  const save = useSaveStorefrontSettings();
  const { form, onSubmit, showServerFieldError } = useContractForm(StorefrontSettingsInput, {
    defaultValues: {
      display_name: settings.display_name ?? '',
      website: settings.website ?? '',
      bio: settings.bio ?? '',
    },
  });
  const { errors } = form.formState;

  function saveSettings(input: StorefrontSettingsInput) {
    save.mutate(input, {
      onSuccess: () => toast.success('Settings saved successfully!'),
      onError: (error) =>
        toast.error('Failed to save settings. Please try again.', {
          description: showServerFieldError(error) ?? errorMessage(error),
        }),
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit(saveSettings)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-display-name`}
          label="Display name"
          hint="Shown instead of your profile name. Leave empty to use it."
          error={errors.display_name?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-display-name`}
              maxLength={StorefrontLimits.maxDisplayName}
              {...form.register('display_name')}
              invalid={Boolean(errors.display_name)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={`${id}-website`} label="Website" error={errors.website?.message}>
          {(describedBy) => (
            <Input
              id={`${id}-website`}
              type="url"
              placeholder="https://"
              maxLength={StorefrontLimits.maxWebsite}
              {...form.register('website')}
              invalid={Boolean(errors.website)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-bio`} label="Bio" error={errors.bio?.message}>
        {(describedBy) => (
          <TextArea
            id={`${id}-bio`}
            rows={3}
            maxLength={StorefrontLimits.maxBio}
            placeholder="What fans get when they support you."
            {...form.register('bio')}
            invalid={Boolean(errors.bio)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          {!save.isPending && <Save aria-hidden="true" />}
          Save Settings
        </Button>
      </div>
    </form>
  );
}

function SettingsCard() {
  const settings = useStorefrontSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Storefront Settings</CardTitle>
        <CardDescription>How your storefront introduces you.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="flex flex-col gap-4" role="status" aria-label="Loading your settings">
            <Skeleton className="h-11" />
            <Skeleton className="h-24" />
          </div>
        ) : settings.isError ? (
          <ErrorState
            title="We couldn't load your settings"
            message={errorMessage(settings.error)}
            onRetry={() => void settings.refetch()}
            isRetrying={settings.isFetching}
          />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TierCard({
  tier,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  tier: Tier;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const subscribers = tier.subscriber_count ?? 0;
  const extra = tier.features.length - VISIBLE_FEATURES;
  return (
    <Card
      className={cn(
        'flex h-full flex-col gap-4 p-5',
        tier.is_popular && 'border-accent-400/40',
        !tier.is_active && 'opacity-75',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-display text-lg font-bold break-words text-fg">
            {tier.name}
          </h3>
          {tier.is_popular && (
            <Badge tone="accent">
              <Crown aria-hidden="true" />
              POPULAR
            </Badge>
          )}
          {!tier.is_active && <Badge>Inactive</Badge>}
        </div>
        {subscribers === 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${tier.name}`}
            className="-mt-1 -mr-2 px-2.5 hover:text-danger-300"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <p className="font-display text-2xl font-extrabold text-fg tabular-nums">
        {formatMoney(tier.price_cents)}
        <span className="text-sm font-medium text-fg-subtle">/month</span>
      </p>
      {tier.description && <p className="text-sm text-fg-muted">{tier.description}</p>}
      {tier.features.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm text-fg-muted">
          {tier.features.slice(0, VISIBLE_FEATURES).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <span className="break-words">{feature}</span>
            </li>
          ))}
          {extra > 0 && (
            <li className="pl-6 text-xs font-semibold text-fg-subtle">+{extra} more features</li>
          )}
        </ul>
      )}
      <p className="text-sm font-medium text-fg">{pluralize(subscribers, 'subscriber')}</p>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-white/[0.06] pt-3">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onToggle} loading={busy}>
          {!busy && <Power aria-hidden="true" />}
          {tier.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        {subscribers > 0 && (
          <p className="w-full text-xs text-fg-subtle">
            Tiers with subscribers can&apos;t be deleted. Deactivate it to stop new sign-ups;
            current subscribers keep their access.
          </p>
        )}
      </div>
    </Card>
  );
}

type TierModal = { open: false } | { open: true; tier: Tier | null };

function TiersCard() {
  const tiers = useOwnTiers();
  const setActive = useSetTierActive();
  const deleteTier = useDeleteTier();
  const [modal, setModal] = useState<TierModal>({ open: false });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [tierToDelete, setTierToDelete] = useState<Tier | null>(null);
  // The last tier shown in the modal stays while it animates closed.
  const [shownTier, setShownTier] = useState<Tier | null>(null);

  function openModal(tier: Tier | null) {
    setShownTier(tier);
    setModal({ open: true, tier });
  }

  function handleToggle(tier: Tier) {
    setBusyId(tier.id);
    setActive.mutate(
      { id: tier.id, isActive: !tier.is_active },
      {
        onSuccess: () =>
          toast.success(tier.is_active ? 'Tier deactivated' : 'Tier activated', {
            description: tier.is_active
              ? 'It no longer takes new subscribers; current ones keep their access.'
              : 'Fans can subscribe to it again.',
          }),
        onError: (error) =>
          toast.error('Failed to update the tier', { description: errorMessage(error) }),
        onSettled: () => setBusyId(null),
      },
    );
  }

  async function handleDelete() {
    if (!tierToDelete) return;
    try {
      await deleteTier.mutateAsync(tierToDelete.id);
      toast.success('Tier deleted', { description: tierToDelete.name });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error("This tier can't be deleted", {
          description:
            'It has subscribers. Deactivate it instead: no new sign-ups, and current subscribers keep their access.',
        });
        setTierToDelete(null);
        return;
      }
      toast.error('Failed to delete the tier', { description: errorMessage(error) });
      throw error;
    }
  }

  const list = tiers.data ?? [];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Subscription Tiers</CardTitle>
          <CardDescription>Monthly plans fans subscribe to from your storefront.</CardDescription>
        </div>
        <Button onClick={() => openModal(null)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add Tier
        </Button>
      </CardHeader>
      <CardContent>
        {tiers.isPending ? (
          <SkeletonList rows={2} />
        ) : tiers.isError ? (
          <ErrorState
            title="We couldn't load your tiers"
            message={errorMessage(tiers.error)}
            onRetry={() => void tiers.refetch()}
            isRetrying={tiers.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title="No subscription tiers yet"
            text="Add a tier so fans can support you every month."
            icon={<Crown aria-hidden="true" />}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((tier) => (
              <li key={tier.id}>
                <TierCard
                  tier={tier}
                  busy={busyId === tier.id}
                  onEdit={() => openModal(tier)}
                  onToggle={() => handleToggle(tier)}
                  onDelete={() => setTierToDelete(tier)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <TierDialog
        open={modal.open}
        tier={modal.open ? modal.tier : shownTier}
        onOpenChange={(open) => !open && setModal({ open: false })}
      />
      <ConfirmDialog
        open={tierToDelete !== null}
        onOpenChange={(open) => !open && setTierToDelete(null)}
        title="Delete tier"
        text={`Delete “${tierToDelete?.name ?? ''}”? Nobody has subscribed to it, so nothing else changes.`}
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </Card>
  );
}

export function StorefrontTab() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="storefront-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="storefront-title" className="font-display text-xl font-bold text-fg">
            Storefront
          </h2>
          <p className="text-sm text-fg-muted">Your public page for releases, tiers and merch.</p>
        </div>
        {user && (
          <a
            href={`/storefront/${user.id}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline' })}
          >
            <ExternalLink aria-hidden="true" />
            View your storefront
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      <PayoutsCard />
      <SettingsCard />
      <TiersCard />
      <SalesCard />
    </section>
  );
}
