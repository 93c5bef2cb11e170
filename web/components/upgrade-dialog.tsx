/**
 * The Pro upgrade (spec part 1, sections 2 and 4): opens on #upgrade, offers the monthly or
 * yearly plan, and charges it through the server's payment provider. Unlike the spec's
 * simulation (wait 2 seconds, reload) the server really starts Pro, so we refresh the
 * subscription status, say so, and close.
 */
import type { ProPlan } from '@contract/access';
import { ProPlans } from '@contract/limits';
import { CalendarClock, Check, CircleAlert, Crown, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { ApiError, errorMessage } from '../lib/api/api-client';
import { usePaymentProvider, useSubscriptionStatus, useUpgradeToPro } from '../lib/api/access.api';
import { useAuth } from '../lib/auth/auth-context';
import { formatLongDate } from '../lib/format-date';
import { formatPlanPrice, proFeatures, trialDaysNote, yearlySavingPercent } from '../lib/pro-plan';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Dialog, DialogContent } from './ui/dialog';

const planOrder: ProPlan[] = ['price_monthly', 'price_yearly'];

function PlanOption({
  plan,
  selected,
  disabled,
  onSelect,
}: {
  plan: ProPlan;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { label, amountCents, interval } = ProPlans[plan];
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-1.5 rounded-2xl border p-3.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-300 sm:p-4',
        selected
          ? 'border-accent-400/70 bg-accent-500/10 shadow-[0_0_0_1px_var(--color-accent-400)]'
          : 'border-white/12 bg-white/[0.02] hover:border-white/25',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="pro-plan"
        value={plan}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="flex items-center gap-2 text-sm font-semibold text-fg-muted">
        <span
          className={cn(
            'flex size-4 shrink-0 items-center justify-center rounded-full border-2',
            selected ? 'border-accent-400' : 'border-white/30',
          )}
          aria-hidden="true"
        >
          {selected && <span className="size-1.5 rounded-full bg-accent-400" />}
        </span>
        {label}
      </span>
      <span className="font-display text-2xl font-extrabold tracking-tight text-fg">
        {formatPlanPrice(amountCents)}
        <span className="text-sm font-medium text-fg-subtle">/{interval}</span>
      </span>
      {plan === 'price_yearly' ? (
        <Badge tone="success" className="self-start">
          Save {yearlySavingPercent}%
        </Badge>
      ) : (
        <span className="text-xs text-fg-subtle">Billed monthly</span>
      )}
    </label>
  );
}

function UpgradeForm({
  upgrade,
  trial,
  onDone,
}: {
  upgrade: ReturnType<typeof useUpgradeToPro>;
  /** The free trial still running, if it is. */
  trial: { daysLeft: number; endsAt: string } | null;
  onDone: () => void;
}) {
  const [plan, setPlan] = useState<ProPlan>('price_monthly');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: provider } = usePaymentProvider();
  const isProcessing = upgrade.isPending;

  function handleUpgrade() {
    setProblem(null);
    upgrade.mutate(plan, {
      onSuccess: (reply) => {
        const until = reply.status.currentPeriodEnd;
        toast.success('Welcome to Backline Pro!', {
          description: `${ProPlans[plan].label} plan active${until ? ` until ${formatLongDate(until)}` : ''}${reply.payment.test_mode ? ' (test mode, no card was charged)' : ''}.`,
        });
        onDone();
      },
      onError: (error) => {
        setProblem(
          error instanceof ApiError && error.status === 409
            ? error.message
            : errorMessage(error, 'The upgrade did not go through. Please try again.'),
        );
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Choose a plan</legend>
        <div className="grid grid-cols-2 gap-3">
          {planOrder.map((option) => (
            <PlanOption
              key={option}
              plan={option}
              selected={plan === option}
              disabled={isProcessing}
              onSelect={() => setPlan(option)}
            />
          ))}
        </div>
      </fieldset>

      <ul className="grid gap-x-4 gap-y-1.5 text-sm text-fg-muted sm:grid-cols-2 sm:gap-y-2">
        {proFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      {trial && (
        <p className="flex items-start gap-2 rounded-xl border border-white/10 bg-white/[0.03] px-3.5 py-2.5 text-sm text-fg">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
          <span>{trialDaysNote(plan, trial.daysLeft, trial.endsAt)}</span>
        </p>
      )}

      {provider?.test_mode && (
        <p className="flex items-start gap-2 rounded-xl border border-glow-400/25 bg-glow-500/10 px-3.5 py-2.5 text-sm text-fg">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-glow-400" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Test mode: no card is charged.</strong> Pro starts at
            once and the payment is recorded in Backline&apos;s own ledger.
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

      <div className="flex gap-3 sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isProcessing} className="max-sm:px-4">
          Not now
        </Button>
        <Button onClick={handleUpgrade} loading={isProcessing} className="max-sm:flex-1">
          {isProcessing
            ? 'Processing…'
            : `Upgrade for ${formatPlanPrice(ProPlans[plan].amountCents)}`}
        </Button>
      </div>
    </div>
  );
}

function AlreadyPro({ periodEnd, onDone }: { periodEnd: string | null; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-start gap-3 rounded-2xl border border-accent-400/30 bg-accent-500/10 p-4 text-sm text-fg">
        <Crown className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
        <span>
          You are on Backline Pro
          {periodEnd ? ` until ${formatLongDate(periodEnd)}` : ''}. Every tool is open to you.
        </span>
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

export interface UpgradeDialogProps {
  /** The address asks for it (#upgrade); it opens for a signed-in user only. */
  open: boolean;
}

/** Mounted once in the signed-in shell; any "Upgrade" button opens it by setting the hash. */
export function UpgradeDialog({ open }: UpgradeDialogProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: status } = useSubscriptionStatus();
  const upgrade = useUpgradeToPro();
  const isOpen = open && user !== null;

  function close() {
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }

  return (
    // While a payment is processing the dialog stays open, so its outcome is always seen.
    <Dialog open={isOpen} onOpenChange={(open) => !open && !upgrade.isPending && close()}>
      <DialogContent
        title={
          <span className="flex items-center gap-2">
            <Crown className="size-5 text-accent-300" aria-hidden="true" />
            Upgrade to Backline Pro
          </span>
        }
        description="Unlimited AI generations, the full writing toolkit and premium insights for your music."
      >
        {status?.isSubscribed ? (
          <AlreadyPro periodEnd={status.currentPeriodEnd} onDone={close} />
        ) : (
          <UpgradeForm
            upgrade={upgrade}
            trial={
              status?.isTrialActive
                ? { daysLeft: status.trialDaysLeft, endsAt: status.trialEndsAt }
                : null
            }
            onDone={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
