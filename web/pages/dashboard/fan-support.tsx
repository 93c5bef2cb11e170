/**
 * A fan's dashboard: what they pay for. Subscriptions come from the storefront's
 * subscription-status call for each person they follow (the same cache the storefront uses);
 * the latest posts bought from the purchase history, which has everything else.
 */
import { formatMoney } from '@contract/format';
import { Crown, Receipt, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/api-client';
import type { PublicUser } from '../../lib/api/people.api';
import { usePurchaseHistory } from '../../lib/api/purchases.api';
import { useFollowedSubscriptions } from '../../lib/api/fan-home.api';
import { formatLongDate } from '../../lib/format-date';

/** Where the full history of posts bought, subscriptions and orders lives. */
export const PURCHASE_HISTORY_PATH = '/purchases';

export function FanSupport({ people, isLoading }: { people: PublicUser[]; isLoading: boolean }) {
  const subscriptions = useFollowedSubscriptions(people);
  const pending = isLoading || subscriptions.isPending;

  return (
    <section aria-labelledby="support-title" className="flex flex-col gap-4">
      <h2 id="support-title" className="font-display text-lg font-bold text-fg">
        Your subscriptions
      </h2>
      <Card className="flex flex-col">
        {pending ? (
          <div className="flex flex-col gap-3 p-5" role="status" aria-label="Loading subscriptions">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : subscriptions.list.length === 0 ? (
          <p className="p-5 text-sm text-fg-muted">
            No subscriptions to the people you follow. Subscribe on a creator&apos;s storefront to
            get their subscriber posts.
          </p>
        ) : (
          <ul className="divide-y divide-white/[0.06]">
            {subscriptions.list.map(({ person, subscription }) => (
              <li key={person.id} className="flex items-start gap-3 px-5 py-3.5">
                <Crown className="mt-0.5 size-4.5 shrink-0 text-accent-300" aria-hidden="true" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <Link
                    to={`/storefront/${person.id}`}
                    className="truncate text-sm font-semibold text-fg hover:underline"
                  >
                    {person.display_name}
                  </Link>
                  <span className="text-xs text-fg-muted">
                    {subscription.tier_name} · {formatMoney(subscription.price_cents)}/month
                  </span>
                  <span className="text-xs text-fg-subtle">
                    {subscription.status === 'canceled'
                      ? `Cancelled, access until ${formatLongDate(subscription.access_until)}`
                      : `Renews ${formatLongDate(subscription.next_billing_date)}`}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {subscriptions.isError && (
          <p role="alert" className="px-5 pb-3 text-xs text-danger-300">
            Some subscriptions could not be loaded. Reload to try again.
          </p>
        )}
      </Card>
    </section>
  );
}

/** How many bought posts the dashboard lists; the history page has them all. */
const BOUGHT_SHOWN = 3;

/** The latest posts the fan bought (the purchase history, pay-per-view only). */
export function BoughtPosts() {
  const history = usePurchaseHistory('post');
  const bought =
    history.data?.pages
      .flatMap((page) => page.purchases)
      .filter((purchase) => !purchase.is_refund && purchase.post_id !== null)
      .slice(0, BOUGHT_SHOWN) ?? [];

  let body;
  if (history.isPending) {
    body = (
      <div className="flex flex-col gap-3 p-5" role="status" aria-label="Loading your purchases">
        <Skeleton className="h-4 w-44" />
        <Skeleton className="h-4 w-36" />
      </div>
    );
  } else if (history.isError) {
    body = (
      <p role="alert" className="p-5 text-sm text-danger-300">
        {errorMessage(history.error, 'Could not load your purchases.')}
      </p>
    );
  } else if (bought.length === 0) {
    body = (
      <p className="p-5 text-sm text-fg-muted">
        No posts bought yet. Pay-per-view posts you unlock stay here.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-white/[0.06]">
        {bought.map((purchase) => (
          <li key={purchase.id}>
            <Link
              to={`/post/${purchase.post_id}`}
              className="flex items-start gap-3 px-5 py-3.5 transition hover:bg-white/[0.03]"
            >
              <ShoppingBag
                className="mt-0.5 size-4.5 shrink-0 text-accent-300"
                aria-hidden="true"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-fg">
                  {purchase.description}
                </span>
                <span className="text-xs text-fg-subtle">
                  {[purchase.creator?.name, formatMoney(purchase.amount_cents)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="bought-title" className="flex flex-col gap-4">
      <h2 id="bought-title" className="font-display text-lg font-bold text-fg">
        Posts you bought
      </h2>
      <Card className="flex flex-col">
        {body}
        <Link
          to={PURCHASE_HISTORY_PATH}
          className="flex items-center gap-2 border-t border-white/[0.06] px-5 py-3.5 text-sm font-semibold text-accent-300 transition hover:bg-white/[0.03] hover:text-accent-200"
        >
          <Receipt className="size-4.5 shrink-0" aria-hidden="true" />
          Purchase history: posts, subscriptions and orders
        </Link>
      </Card>
    </section>
  );
}
