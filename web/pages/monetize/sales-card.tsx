/**
 * Sales, on the Storefront tab: every payment the creator received (posts, subscription
 * periods, orders), newest first, each refundable once. A refund gives the money back through
 * the payment provider and ends what it bought (the post closes, the subscription ends). Part of
 * a sale given back at the provider (a partial refund) shows on its row, and a refund then gives
 * back the rest.
 */
import { formatMoney } from '@contract/format';
import { ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useRefundPayment, useSales } from '../../lib/api/payments.api';
import type { Sale } from '../../lib/api/payments.api';
import { formatLongDate } from '../../lib/format-date';

const kindLabel: Record<Sale['kind'], string> = {
  post: 'Post',
  subscription: 'Subscription',
  pro: 'Pro',
  order: 'Order',
};

/** What a refund would still give back: all of it, or what a partial refund left. */
function refundableCents(sale: Sale): number {
  return sale.amount_cents - sale.refunded_cents;
}

function SaleRow({ sale, onRefund }: { sale: Sale; onRefund: () => void }) {
  const partlyRefunded = !sale.refunded && sale.refunded_cents > 0;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
          <span className="truncate">{sale.description}</span>
          <Badge>{kindLabel[sale.kind]}</Badge>
          {sale.refunded && <Badge tone="warning">Refunded</Badge>}
          {partlyRefunded && <Badge tone="warning">Partly refunded</Badge>}
        </p>
        <p className="text-sm text-fg-muted">
          {sale.buyer.name} · {formatLongDate(sale.created_at)}
          {sale.test_mode ? ' · test mode' : ''}
          {partlyRefunded ? ` · ${formatMoney(sale.refunded_cents)} refunded` : ''}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold text-fg tabular-nums">{formatMoney(sale.amount_cents)}</span>
        {!sale.refunded && (
          <Button variant="outline" size="sm" onClick={onRefund}>
            <Undo2 aria-hidden="true" />
            Refund
            <span className="sr-only"> {sale.description}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function SalesCard() {
  const sales = useSales();
  const refund = useRefundPayment();
  const [toRefund, setToRefund] = useState<Sale | null>(null);
  const list = sales.data?.pages.flatMap((page) => page.sales) ?? [];

  async function handleRefund() {
    if (!toRefund) return;
    try {
      const refunded = await refund.mutateAsync(toRefund.id);
      toast.success('Refunded', {
        description: `${formatMoney(refunded.refunded_cents - toRefund.refunded_cents)} back to ${toRefund.buyer.name}.`,
      });
    } catch (error) {
      toast.error('Could not refund', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sales</CardTitle>
        <CardDescription>
          What fans paid you, newest first. Merch orders are on the Merch tab too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sales.isPending ? (
          <SkeletonList rows={2} />
        ) : sales.isError ? (
          <ErrorState
            title="We couldn't load your sales"
            message={errorMessage(sales.error)}
            onRetry={() => void sales.refetch()}
            isRetrying={sales.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title="No sales yet"
            text="When fans unlock a post, subscribe or order merch, it shows here."
            icon={<ReceiptText aria-hidden="true" />}
          />
        ) : (
          <>
            <ul className="divide-y divide-white/[0.06]">
              {list.map((sale) => (
                <SaleRow key={sale.id} sale={sale} onRefund={() => setToRefund(sale)} />
              ))}
            </ul>
            {sales.hasNextPage && (
              <div className="pt-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void sales.fetchNextPage()}
                  loading={sales.isFetchingNextPage}
                >
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => !open && setToRefund(null)}
        title="Refund this payment?"
        text={
          toRefund
            ? `${formatMoney(refundableCents(toRefund))} goes back to ${toRefund.buyer.name}, and what they bought ends now. This cannot be undone.`
            : undefined
        }
        confirmLabel="Refund"
        destructive
        onConfirm={handleRefund}
      />
    </Card>
  );
}
