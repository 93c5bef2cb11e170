/**
 * The Orders list of the Merch tab: what fans bought, newest first, a page at a time, with
 * where each ships. A paid order is marked shipped with a tracking note for the buyer, or
 * cancelled and refunded; a shipped one can still be refunded. Refunds go to the ledger once.
 */
import { formatMoney } from '@contract/format';
import { MerchLimits } from '@contract/limits';
import { ShipOrderRequest } from '@contract/merch';
import { addressLines } from '@contract/shipping';
import { PackageCheck, ReceiptText, Truck, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { TextArea } from '../../components/posts/text-area';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FilterChips } from '../../components/ui/filter-chips';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useCreatorOrders, useRefundOrder, useShipOrder } from '../../lib/api/merch.api';
import type { CreatorOrder, MerchOrderStatus } from '../../lib/api/merch.api';
import { useContractForm } from '../../lib/contract-form';
import { formatLongDate } from '../../lib/format-date';
import { orderStatus } from '../../lib/merch-order-status';

const filters: { label: string; value: MerchOrderStatus | null }[] = [
  { label: 'All', value: null },
  { label: 'To ship', value: 'paid' },
  { label: 'Shipped', value: 'shipped' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Refunded', value: 'refunded' },
];

function ShipDialog({ order, onClose }: { order: CreatorOrder | null; onClose: () => void }) {
  const id = useId();
  const ship = useShipOrder();
  const { form, onSubmit, showServerFieldError } = useContractForm(ShipOrderRequest, {
    defaultValues: { tracking_note: '' },
  });
  const error = form.formState.errors.tracking_note?.message;

  function handleOpenChange(open: boolean) {
    if (open || ship.isPending) return;
    form.reset({ tracking_note: '' });
    onClose();
  }

  function send(request: ShipOrderRequest) {
    if (!order) return;
    ship.mutate(
      { orderId: order.id, trackingNote: request.tracking_note },
      {
        onSuccess: (shipped) => {
          toast.success('Marked as shipped', {
            description: `${shipped.product_name} for ${shipped.buyer.name}`,
          });
          form.reset({ tracking_note: '' });
          onClose();
        },
        onError: (failure) => {
          if (!showServerFieldError(failure)) {
            toast.error('Could not mark the order as shipped', {
              description: errorMessage(failure),
            });
          }
        },
      },
    );
  }

  return (
    <Dialog open={order !== null} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Mark as shipped"
        description={
          order
            ? `${order.quantity} × ${order.product_name} (${order.variant_name}) for ${order.buyer.name}. The buyer sees your note in their purchases.`
            : undefined
        }
        className="max-w-md"
      >
        <form className="flex flex-col gap-5" onSubmit={onSubmit(send)} noValidate>
          <Field
            id={`${id}-note`}
            label="Tracking note"
            hint="The carrier and tracking number, or how it was sent."
            error={error}
          >
            {(describedBy) => (
              <TextArea
                id={`${id}-note`}
                rows={3}
                maxLength={MerchLimits.maxTrackingNote}
                placeholder="USPS 9400 1000 0000 0000 0000 00"
                {...form.register('tracking_note')}
                invalid={Boolean(error)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={ship.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={ship.isPending}>
              {!ship.isPending && <Truck aria-hidden="true" />}
              Mark as shipped
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function OrderRow({
  order,
  onShip,
  onRefund,
}: {
  order: CreatorOrder;
  onShip: () => void;
  onRefund: () => void;
}) {
  const status = orderStatus[order.status];
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5" aria-labelledby={`order-${order.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p id={`order-${order.id}`} className="font-semibold break-words text-fg">
            {order.quantity} × {order.product_name}
            {order.variant_name !== 'Default' && (
              <span className="font-normal text-fg-muted"> · {order.variant_name}</span>
            )}
          </p>
          <p className="mt-0.5 text-sm text-fg-muted">
            Order #{order.id} · {formatLongDate(order.created_at)} · {order.buyer.name}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="font-display font-extrabold text-fg tabular-nums">
            {formatMoney(order.price_cents)}
          </span>
        </div>
      </div>
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Ship to</p>
          {order.shipping_address ? (
            <address className="mt-1 text-fg-muted not-italic">
              {addressLines(order.shipping_address).map((line, index) => (
                <span key={index} className="block break-words">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="mt-1 text-fg-subtle">
              No address (ordered before checkout asked for one). Contact {order.buyer.email}.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Buyer</p>
          <p className="break-words text-fg-muted">{order.buyer.email}</p>
          {order.tracking_note && (
            <>
              <p className="mt-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
                Tracking
              </p>
              <p className="break-words whitespace-pre-line text-fg-muted">{order.tracking_note}</p>
            </>
          )}
          {order.status_changed_at && order.status !== 'paid' && (
            <p className="text-xs text-fg-subtle">
              {status.label.split(' ·')[0]} {formatLongDate(order.status_changed_at)}
            </p>
          )}
        </div>
      </div>
      {(order.can.ship || order.can.refund) && (
        <div className="flex flex-wrap gap-2">
          {order.can.ship && (
            <Button size="sm" onClick={onShip}>
              <Truck aria-hidden="true" />
              Mark as shipped
            </Button>
          )}
          {order.can.refund && (
            <Button variant="ghost" size="sm" onClick={onRefund} className="hover:text-danger-300">
              <Undo2 aria-hidden="true" />
              {order.status === 'paid' ? 'Cancel and refund' : 'Refund'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

export function MerchOrders() {
  const [status, setStatus] = useState<MerchOrderStatus | null>(null);
  const orders = useCreatorOrders(status);
  const refund = useRefundOrder();
  const [toShip, setToShip] = useState<CreatorOrder | null>(null);
  const [toRefund, setToRefund] = useState<CreatorOrder | null>(null);
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  async function handleRefund() {
    if (!toRefund) return;
    try {
      const refunded = await refund.mutateAsync(toRefund.id);
      toast.success(refunded.status === 'cancelled' ? 'Order cancelled and refunded' : 'Refunded', {
        description: `${formatMoney(refunded.price_cents)} back to ${refunded.buyer.name}.`,
      });
    } catch (error) {
      toast.error('Could not refund the order', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="orders-title" className="font-display text-xl font-bold text-fg">
            Orders
          </h2>
          <p className="text-sm text-fg-muted">
            Ship what fans bought, with a tracking note they can see.
          </p>
        </div>
        <FilterChips label="Show orders" options={filters} value={status} onChange={setStatus} />
      </div>

      {orders.isPending ? (
        <SkeletonList rows={2} />
      ) : orders.isError ? (
        <ErrorState
          title="We couldn't load your orders"
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
          isRetrying={orders.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={status === null ? 'No orders yet' : 'No orders here'}
          text={
            status === null
              ? 'When fans buy from your storefront, their orders and addresses show here.'
              : 'No order has this status right now.'
          }
          icon={
            status === null ? (
              <ReceiptText aria-hidden="true" />
            ) : (
              <PackageCheck aria-hidden="true" />
            )
          }
        />
      ) : (
        <Card>
          <ul className="divide-y divide-white/[0.06]">
            {list.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                onShip={() => setToShip(order)}
                onRefund={() => setToRefund(order)}
              />
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className="border-t border-white/[0.06] p-3 text-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void orders.fetchNextPage()}
                loading={orders.isFetchingNextPage}
              >
                Show more orders
              </Button>
            </div>
          )}
        </Card>
      )}

      <ShipDialog order={toShip} onClose={() => setToShip(null)} />
      <ConfirmDialog
        open={toRefund !== null}
        onOpenChange={(open) => !open && setToRefund(null)}
        title={toRefund?.status === 'paid' ? 'Cancel and refund this order?' : 'Refund this order?'}
        text={
          toRefund
            ? `${formatMoney(toRefund.price_cents)} goes back to ${toRefund.buyer.name}${
                toRefund.status === 'paid'
                  ? ' and the stock returns to your store.'
                  : '. The item has shipped, so its stock does not return.'
              } This cannot be undone.`
            : undefined
        }
        confirmLabel={toRefund?.status === 'paid' ? 'Cancel and refund' : 'Refund'}
        destructive
        onConfirm={handleRefund}
      />
    </section>
  );
}
