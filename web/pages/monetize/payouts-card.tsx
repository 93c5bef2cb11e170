/**
 * Payouts, on the Storefront tab: with Stripe, a creator sells only once their Stripe
 * Express account can take payments; this card says where it stands and opens Stripe's
 * onboarding. With the built-in test mode there is nothing to set up, and it is not shown.
 */
import { BadgeCheck, Landmark } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ErrorState } from '../../components/ui/states';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/api-client';
import { usePayoutAccount, useStartPayoutOnboarding } from '../../lib/api/payments.api';

export function PayoutsCard() {
  const account = usePayoutAccount();
  const onboarding = useStartPayoutOnboarding();

  if (account.isPending) return <Skeleton className="h-32 w-full rounded-3xl" />;
  if (account.isError) {
    return (
      <ErrorState
        title="We couldn't load your payouts"
        message={errorMessage(account.error)}
        onRetry={() => void account.refetch()}
        isRetrying={account.isFetching}
      />
    );
  }
  const payouts = account.data;
  if (!payouts.required) return null;
  const ready = payouts.charges_enabled;
  const fee = `${payouts.platform_fee_percent}%`;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-accent-300" />
            Payouts
            {ready ? (
              <Badge tone="success">Ready to sell</Badge>
            ) : (
              <Badge tone="warning">Not set up</Badge>
            )}
          </CardTitle>
          <CardDescription>
            {ready
              ? `Fans pay through Stripe and Stripe pays you out. Backline keeps ${fee} of each sale.`
              : 'Fans cannot buy from you until Stripe can pay you. Set up your payout account on Stripe: it takes a few minutes.'}
          </CardDescription>
        </div>
        {!ready && (
          <Button
            onClick={() => onboarding.mutate()}
            loading={onboarding.isPending}
            className="w-full sm:w-auto"
          >
            {payouts.connected ? 'Finish payout setup' : 'Set up payouts'}
          </Button>
        )}
      </CardHeader>
      {(ready || payouts.details_submitted || onboarding.isError) && (
        <CardContent>
          {ready ? (
            <p className="flex items-center gap-2 text-sm text-fg-muted">
              <BadgeCheck aria-hidden="true" className="size-4 text-success-400" />
              Your Stripe account can take payments.
            </p>
          ) : payouts.details_submitted ? (
            <p className="text-sm text-fg-muted">Stripe is checking your details.</p>
          ) : null}
          {onboarding.isError && (
            <p role="alert" className="mt-2 text-sm text-danger-300">
              {errorMessage(onboarding.error)}
            </p>
          )}
        </CardContent>
      )}
    </Card>
  );
}
