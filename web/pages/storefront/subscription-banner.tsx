/**
 * 'Subscribed to {tier}' with the next billing date (spec part 1, section 2), a way to change
 * tier (a waiting move to a cheaper one is shown), and a way to cancel: renewal stops and
 * access lasts until the paid period ends, which the banner then says instead, with a way to
 * undo the cancel until then.
 */
import { formatMoney } from '@contract/format';
import { ArrowDownRight, BadgeCheck, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api/api-client';
import { usePaymentProvider } from '../../lib/api/access.api';
import { useCancelSubscription, useResumeSubscription } from '../../lib/api/storefront.api';
import { formatLongDate } from '../../lib/format-date';
import type { ViewerSubscription } from '../../lib/api/storefront.api';
import { onFirstOpen } from '../../components/ui/on-first-open';

const ChangeTierDialog = onFirstOpen(
  async () => (await import('./change-tier-dialog')).ChangeTierDialog,
);

export function SubscriptionBanner({
  creatorId,
  subscription,
}: {
  creatorId: number;
  subscription: ViewerSubscription;
}) {
  const cancel = useCancelSubscription(creatorId);
  const resume = useResumeSubscription(creatorId);
  const provider = usePaymentProvider();
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const canceled = subscription.status === 'canceled';
  const scheduled = subscription.scheduled_change;

  async function handleResume() {
    try {
      const { subscription: updated } = await resume.mutateAsync(subscription.id);
      toast.success('Subscription resumed', {
        description: `${updated.tier_name} renews on ${formatLongDate(updated.next_billing_date)}.`,
      });
    } catch (error) {
      toast.error('Could not resume the subscription', { description: errorMessage(error) });
    }
  }

  async function handleCancel() {
    try {
      const { subscription: updated } = await cancel.mutateAsync(subscription.id);
      toast.success('Subscription canceled', {
        description: `You keep access until ${formatLongDate(updated.access_until)}.`,
      });
    } catch (error) {
      toast.error('Could not cancel the subscription', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section
      aria-label="Your subscription"
      className="flex flex-col gap-3 rounded-2xl border border-success-400/30 bg-success-400/[0.08] p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex items-start gap-3">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-fg">Subscribed to {subscription.tier_name}</p>
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {canceled
              ? `Canceled. Access until ${formatLongDate(subscription.access_until)}`
              : `Next billing date: ${formatLongDate(subscription.next_billing_date)}`}
          </p>
          {scheduled && (
            <p className="flex items-center gap-1.5 text-sm text-fg-muted">
              <ArrowDownRight className="size-4 shrink-0" aria-hidden="true" />
              Moves to {scheduled.tier_name} ({formatMoney(scheduled.price_cents)}/month) on{' '}
              {formatLongDate(scheduled.takes_effect)}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:self-auto">
        {canceled ? (
          <Button size="sm" loading={resume.isPending} onClick={() => void handleResume()}>
            Resume subscription
          </Button>
        ) : (
          <>
            {/* Stripe bills the tier it sold; moving there is not built yet. */}
            {provider.data?.name !== 'stripe' && (
              <Button variant="outline" size="sm" onClick={() => setDialog('change')}>
                Change tier
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setDialog('cancel')}>
              Cancel subscription
            </Button>
          </>
        )}
      </div>
      {!canceled && (
        <ChangeTierDialog
          creatorId={creatorId}
          subscription={subscription}
          open={dialog === 'change'}
          onOpenChange={(open) => setDialog(open ? 'change' : null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title="Cancel your subscription?"
        text={`You won't be charged again. You keep access to ${subscription.tier_name} until ${formatLongDate(subscription.next_billing_date)}, and you can resume until then.`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        destructive
        onConfirm={handleCancel}
      />
    </section>
  );
}
