/**
 * /purchases: what the signed-in person bought — posts, subscriptions, Pro and merch
 * orders — newest first from the ledger, with refunds as their own lines and each order as
 * it stands now (shipped, its tracking note, where it goes).
 */
import { formatMoney } from '@contract/format';
import { addressLines } from '@contract/shipping';
import { CreditCard, Crown, FileText, Package, ReceiptText, Repeat, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { FilterChips } from '../../components/ui/filter-chips';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { usePaymentProvider } from '../../lib/api/access.api';
import { useBillingPortal } from '../../lib/api/payments.api';
import { usePurchaseHistory } from '../../lib/api/purchases.api';
import type { PurchaseHistoryItem, PurchaseKind } from '../../lib/api/purchases.api';
import { formatLongDate } from '../../lib/format-date';
import { orderStatus } from '../../lib/merch-order-status';

const filters: { label: string; value: PurchaseKind | null }[] = [
  { label: 'All', value: null },
  { label: 'Orders', value: 'order' },
  { label: 'Posts', value: 'post' },
  { label: 'Subscriptions', value: 'subscription' },
  { label: 'Pro', value: 'pro' },
];

const kindIcon: Record<PurchaseKind, LucideIcon> = {
  order: Package,
  post: FileText,
  subscription: Repeat,
  pro: Crown,
};

/** What the line bought, in a few words. */
function titleOf(item: PurchaseHistoryItem): string {
  const prefix = item.is_refund ? 'Refund: ' : '';
  if (item.order) {
    const variant = item.order.variant_name === 'Default' ? '' : ` (${item.order.variant_name})`;
    return `${prefix}${item.order.quantity} × ${item.order.product_name}${variant}`;
  }
  if (item.kind === 'post') return `${prefix}Pay-per-view post`;
  return item.description;
}

/** An order as its buyer follows it: status, tracking note, where it goes. */
function OrderDetails({ order }: { order: NonNullable<PurchaseHistoryItem['order']> }) {
  const status = orderStatus[order.status];
  return (
    <div className="mt-3 grid gap-3 rounded-2xl bg-white/[0.03] p-3 text-sm sm:grid-cols-2 sm:p-4">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>
            {order.status === 'paid' ? 'Paid · not shipped yet' : status.label}
          </Badge>
          {order.status_changed_at && order.status !== 'paid' && (
            <span className="text-xs text-fg-subtle">
              {formatLongDate(order.status_changed_at)}
            </span>
          )}
        </p>
        {order.tracking_note && (
          <p className="mt-1 break-words whitespace-pre-line text-fg-muted">
            <span className="font-semibold text-fg">Tracking: </span>
            {order.tracking_note}
          </p>
        )}
      </div>
      {order.shipping_address && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Ships to</p>
          <address className="mt-1 text-fg-muted not-italic">
            {addressLines(order.shipping_address).map((line, index) => (
              <span key={index} className="block break-words">
                {line}
              </span>
            ))}
          </address>
        </div>
      )}
    </div>
  );
}

function PurchaseRow({ item }: { item: PurchaseHistoryItem }) {
  const Icon = item.is_refund ? Undo2 : kindIcon[item.kind];
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-2xl',
          item.is_refund ? 'bg-success-400/15 text-success-400' : 'bg-white/[0.06] text-fg-muted',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="font-semibold break-words text-fg">{titleOf(item)}</p>
            <p className="mt-0.5 text-sm text-fg-muted">
              {formatLongDate(item.created_at)}
              {item.creator ? (
                <>
                  {' · '}
                  <Link
                    to={`/storefront/${item.creator.id}`}
                    className="font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline"
                  >
                    {item.creator.name}
                  </Link>
                </>
              ) : (
                ' · Backline'
              )}
              {item.test_mode && ' · test mode'}
            </p>
          </div>
          <p
            className={cn(
              'font-display font-extrabold tabular-nums',
              item.amount_cents < 0 ? 'text-success-400' : 'text-fg',
            )}
          >
            {item.amount_cents < 0
              ? `+${formatMoney(-item.amount_cents)}`
              : formatMoney(item.amount_cents)}
          </p>
        </div>
        {item.post_id !== null && !item.is_refund && (
          <Link
            to={`/post/${item.post_id}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mt-1' })}
          >
            Open the post
          </Link>
        )}
        {item.order && !item.is_refund && <OrderDetails order={item.order} />}
      </div>
    </li>
  );
}

/** With Stripe: its customer portal, where subscriptions and the card on file are managed. */
function ManageBillingButton() {
  const provider = usePaymentProvider();
  const portal = useBillingPortal();
  if (provider.data?.name !== 'stripe') return null;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="outline" onClick={() => portal.mutate()} loading={portal.isPending}>
        <CreditCard aria-hidden="true" />
        Manage billing
      </Button>
      {portal.isError && (
        <p role="alert" className="max-w-xs text-sm text-danger-300">
          {errorMessage(portal.error)}
        </p>
      )}
    </div>
  );
}

export function PurchasesPage() {
  const [kind, setKind] = useState<PurchaseKind | null>(null);
  const history = usePurchaseHistory(kind);
  const purchases = history.data?.pages.flatMap((page) => page.purchases) ?? [];

  return (
    <PageContainer className="max-w-4xl">
      <PageTitle>Purchases</PageTitle>
      <PageHeader
        eyebrow="Your account"
        title="Purchases"
        subtitle="Posts you unlocked, your subscriptions and merch orders, with where each order is."
        actions={<ManageBillingButton />}
      />
      <FilterChips label="Show purchases" options={filters} value={kind} onChange={setKind} />
      {history.isPending ? (
        <SkeletonList rows={3} />
      ) : history.isError ? (
        <ErrorState
          title="We couldn't load your purchases"
          message={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : purchases.length === 0 ? (
        <EmptyState
          title={kind === null ? 'No purchases yet' : 'Nothing here yet'}
          text="What you buy from artists' storefronts shows here: posts, subscriptions and merch."
          icon={<ReceiptText aria-hidden="true" />}
          action={
            <Link to="/feed" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Discover artists
            </Link>
          }
        />
      ) : (
        <Card>
          <ul className="divide-y divide-white/[0.06]">
            {purchases.map((item) => (
              <PurchaseRow key={item.id} item={item} />
            ))}
          </ul>
          {history.hasNextPage && (
            <div className="border-t border-white/[0.06] p-3 text-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void history.fetchNextPage()}
                loading={history.isFetchingNextPage}
              >
                Show more
              </Button>
            </div>
          )}
        </Card>
      )}
    </PageContainer>
  );
}
