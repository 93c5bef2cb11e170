/**
 * The one confirmation step before any payment on a storefront: subscribing to a tier,
 * buying a pay-per-view post, ordering merch. It shows what is bought and for how much,
 * says plainly when the payment provider runs in test mode, and stays open with the
 * server's words when the payment is refused, so the buyer can try again or cancel.
 */
import { formatMoney } from '@contract/format';
import { CircleAlert, FlaskConical, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-client';
import { usePaymentProvider } from '../../lib/api/access.api';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';

export const TEST_MODE_NOTE = 'Test mode: no card is charged.';

export interface CheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, e.g. "Subscribe to Gold". */
  title: string;
  /** What is bought, in one line. */
  itemName: string;
  /** The unit price, as the server will charge it. */
  priceCents: number;
  /** Shown after the price, e.g. "month" for "$9.00 / month". */
  interval?: string;
  quantity?: number;
  /** Anything else worth knowing before paying (a variant, what a tier includes). */
  details?: ReactNode;
  confirmLabel?: string;
  /** Runs the payment. Throwing keeps the dialog open and shows the error's message. */
  onConfirm: () => Promise<void>;
}

export function CheckoutDialogView({
  open,
  onOpenChange,
  title,
  itemName,
  priceCents,
  interval,
  quantity = 1,
  details,
  confirmLabel = 'Confirm',
  onConfirm,
}: CheckoutDialogProps) {
  const { data: provider } = usePaymentProvider();
  const [isPaying, setIsPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const total = priceCents * quantity;

  function handleOpenChange(next: boolean) {
    // While a payment runs the dialog stays, so its outcome is always seen.
    if (isPaying) return;
    if (!next) setProblem(null);
    onOpenChange(next);
  }

  async function handleConfirm() {
    setProblem(null);
    setIsPaying(true);
    try {
      await onConfirm();
      setIsPaying(false);
      onOpenChange(false);
    } catch (error) {
      setIsPaying(false);
      setProblem(errorMessage(error, 'The payment did not go through. Please try again.'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={title} className="max-w-md">
        <div className="flex flex-col gap-5">
          <dl className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm">
            <div className="flex items-start justify-between gap-4">
              <dt className="text-fg-muted">Item</dt>
              <dd className="text-right font-semibold break-words text-fg">{itemName}</dd>
            </div>
            {quantity > 1 && (
              <div className="flex items-start justify-between gap-4">
                <dt className="text-fg-muted">Quantity</dt>
                <dd className="text-right text-fg">
                  {quantity} × {formatMoney(priceCents)}
                </dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-white/10 pt-3">
              <dt className="text-fg-muted">{interval ? 'Price' : 'Total'}</dt>
              <dd className="font-display text-xl font-extrabold text-fg">
                {formatMoney(total)}
                {interval && (
                  <span className="text-sm font-medium text-fg-subtle"> / {interval}</span>
                )}
              </dd>
            </div>
          </dl>

          {details}

          {provider?.name === 'stripe' ? (
            <p className="flex items-start gap-2 text-sm text-fg-muted">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
              <span>
                You pay on Stripe&apos;s secure checkout page
                {interval ? `, renewed every ${interval} until you cancel` : ''}.
                {provider.test_mode ? ' Stripe test mode: no real money moves.' : ''}
              </span>
            </p>
          ) : provider?.test_mode ? (
            <p className="flex items-start gap-2 rounded-xl border border-glow-400/25 bg-glow-500/10 px-3.5 py-2.5 text-sm text-fg">
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-glow-400" aria-hidden="true" />
              <span>
                <strong className="font-semibold">{TEST_MODE_NOTE}</strong> The payment is recorded
                in Backline&apos;s own ledger.
              </span>
            </p>
          ) : provider ? (
            <p className="flex items-start gap-2 text-sm text-fg-muted">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
              <span>
                Paid through {provider.name}
                {interval ? `, renewed every ${interval} until you cancel` : ''}.
              </span>
            </p>
          ) : null}

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
              <Button variant="outline" disabled={isPaying}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={() => void handleConfirm()} loading={isPaying}>
              {isPaying ? 'Processing…' : confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
