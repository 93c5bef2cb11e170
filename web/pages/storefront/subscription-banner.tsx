/**
 * 'Subscribed to {tier}' with the next billing date (spec part 1, section 2), and a way to
 * cancel: renewal stops and access lasts until the paid period ends, which the banner
 * then says instead.
 */
import { BadgeCheck, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api/api-client';
import { useCancelSubscription } from '../../lib/api/storefront.api';
import { formatLongDate } from '../../lib/format-date';
import type { ViewerSubscription } from '../../lib/api/storefront.api';

export function SubscriptionBanner({
  creatorId,
  subscription,
}: {
  creatorId: number;
  subscription: ViewerSubscription;
}) {
  const cancel = useCancelSubscription(creatorId);
  const [isConfirming, setIsConfirming] = useState(false);
  const canceled = subscription.status === 'canceled';

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
        </div>
      </div>
      {!canceled && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setIsConfirming(true)}
          className="self-start sm:self-auto"
        >
          Cancel subscription
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Cancel your subscription?"
        text={`You won't be charged again. You keep access to ${subscription.tier_name} until ${formatLongDate(subscription.next_billing_date)}.`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        destructive
        onConfirm={handleCancel}
      />
    </section>
  );
}
