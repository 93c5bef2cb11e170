/**
 * A subscriber moves to another of the creator's tiers. The server prices each choice now
 * (`tier-options`) and the dialog says plainly what happens, as Patreon does it: a dearer tier
 * starts at once and the difference for the rest of this period is paid today; a cheaper one
 * starts on the next billing date, with the current tier kept until then and nothing refunded.
 */
import { formatMoney } from '@contract/format';
import { ArrowDownRight, ArrowUpRight, CircleAlert, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/states';
import { TEST_MODE_NOTE } from '../../components/payments/checkout-dialog-view';
import { usePaymentProvider } from '../../lib/api/access.api';
import { errorMessage } from '../../lib/api/api-client';
import { useChangeTier, useTierOptions } from '../../lib/api/storefront.api';
import type { TierOption, ViewerSubscription } from '../../lib/api/storefront.api';
import { formatLongDate } from '../../lib/format-date';

/** What choosing this tier does, in one line. */
export function tierChangeText(option: TierOption, subscription: ViewerSubscription): string {
  const perMonth = `${formatMoney(option.price_cents)}/month`;
  switch (option.kind) {
    case 'upgrade':
      return `Starts now: ${formatMoney(option.charge_now_cents)} today for the rest of this billing period, then ${perMonth} from ${formatLongDate(subscription.next_billing_date)}.`;
    case 'downgrade':
      return `Starts on ${formatLongDate(option.takes_effect)}, your next billing date, at ${perMonth}. You keep ${subscription.tier_name} until then; nothing is charged or refunded today.`;
    case 'switch':
      return `Starts now at the same price, ${perMonth}. Nothing is charged today.`;
    case 'current':
      return subscription.scheduled_change
        ? `Your current tier. Choose it to stay on it after ${formatLongDate(subscription.scheduled_change.takes_effect)} instead of moving to ${subscription.scheduled_change.tier_name}.`
        : 'Your current tier.';
  }
}

function confirmLabel(option: TierOption): string {
  switch (option.kind) {
    case 'upgrade':
      return option.charge_now_cents > 0
        ? `Pay ${formatMoney(option.charge_now_cents)} and upgrade`
        : `Upgrade to ${option.name}`;
    case 'downgrade':
      return `Move to ${option.name} on ${formatLongDate(option.takes_effect)}`;
    case 'switch':
      return `Switch to ${option.name}`;
    case 'current':
      return `Stay on ${option.name}`;
  }
}

function OptionCard({
  option,
  subscription,
  selected,
  disabled,
  onSelect,
}: {
  option: TierOption;
  subscription: ViewerSubscription;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const Icon = option.kind === 'downgrade' ? ArrowDownRight : ArrowUpRight;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-300',
        selected
          ? 'border-accent-400/70 bg-accent-500/10'
          : 'border-white/12 bg-white/[0.02] hover:border-white/25',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="tier"
        value={option.tier_id}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-[var(--color-accent-400)]"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold break-words text-fg">{option.name}</span>
          <span className="text-sm text-fg-muted tabular-nums">
            {formatMoney(option.price_cents)}/month
          </span>
        </span>
        <span className="flex items-start gap-1.5 text-sm text-fg-muted">
          {option.kind !== 'current' && (
            <Icon className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
          )}
          <span>{tierChangeText(option, subscription)}</span>
        </span>
      </span>
    </label>
  );
}

export function ChangeTierDialog({
  creatorId,
  subscription,
  open,
  onOpenChange,
}: {
  creatorId: number;
  subscription: ViewerSubscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const options = useTierOptions(subscription.id, open);
  const change = useChangeTier(creatorId);
  const { data: provider } = usePaymentProvider();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = options.data?.find((option) => option.tier_id === chosenId) ?? null;
  // Choosing the current tier only means something when a downgrade waits.
  const canConfirm =
    chosen !== null && (chosen.kind !== 'current' || subscription.scheduled_change !== null);

  function handleOpenChange(next: boolean) {
    if (change.isPending) return;
    if (!next) {
      setChosenId(null);
      setProblem(null);
    }
    onOpenChange(next);
  }

  async function handleConfirm() {
    if (!chosen) return;
    setProblem(null);
    try {
      const reply = await change.mutateAsync({
        subscriptionId: subscription.id,
        tier_id: chosen.tier_id,
        price_cents: chosen.price_cents,
      });
      const updated = reply.subscription;
      if (reply.kind === 'downgrade') {
        toast.success(`Moving to ${chosen.name}`, {
          description: `From ${formatLongDate(updated.next_billing_date)}. You keep ${updated.tier_name} until then.`,
        });
      } else if (reply.kind === 'current') {
        toast.success(`Staying on ${updated.tier_name}`);
      } else {
        toast.success(`You're now on ${updated.tier_name}`, {
          description: reply.payment
            ? `${formatMoney(reply.payment.amount_cents)} paid for the rest of this period${reply.payment.test_mode ? ' (test mode, no card was charged)' : ''}.`
            : 'Nothing was charged today.',
        });
      }
      setChosenId(null);
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, 'The change did not go through. Please try again.'));
      void options.refetch();
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Change your tier"
        description={`Moving up starts now and you pay the difference for the rest of this billing period. Moving down starts on your next billing date, ${formatLongDate(subscription.next_billing_date)}.`}
        className="max-w-lg"
      >
        <div className="flex flex-col gap-5">
          {options.isPending ? (
            <div role="status" aria-label="Loading tiers" className="flex flex-col gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : options.isError ? (
            <ErrorState
              title="Could not load the tiers"
              message={errorMessage(options.error)}
              onRetry={() => void options.refetch()}
              isRetrying={options.isRefetching}
            />
          ) : (
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">Choose a tier</legend>
              {options.data.map((option) => (
                <OptionCard
                  key={option.tier_id}
                  option={option}
                  subscription={subscription}
                  selected={option.tier_id === chosenId}
                  disabled={change.isPending}
                  onSelect={() => setChosenId(option.tier_id)}
                />
              ))}
              {options.data.length === 1 && (
                <p className="text-sm text-fg-subtle">
                  This artist has no other tier open right now.
                </p>
              )}
            </fieldset>
          )}

          {chosen?.kind === 'upgrade' && provider?.test_mode && (
            <p className="flex items-start gap-2 rounded-xl border border-glow-400/25 bg-glow-500/10 px-3.5 py-2.5 text-sm text-fg">
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-glow-400" aria-hidden="true" />
              <span>
                <strong className="font-semibold">{TEST_MODE_NOTE}</strong> The payment is recorded
                in Backline&apos;s own ledger.
              </span>
            </p>
          )}

          {problem && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-danger-400/35 bg-danger-500/10 px-3.5 py-2.5 text-sm text-danger-300"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{problem}</span>
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={change.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              onClick={() => void handleConfirm()}
              disabled={!canConfirm}
              loading={change.isPending}
            >
              {change.isPending
                ? 'Processing…'
                : chosen && canConfirm
                  ? confirmLabel(chosen)
                  : 'Choose a tier'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
