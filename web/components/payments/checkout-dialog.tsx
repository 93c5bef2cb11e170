import { onFirstOpen } from '../ui/on-first-open';
import type { CheckoutDialogProps } from './checkout-dialog-view';

/** The checkout step (checkout-dialog-view.tsx), fetched when a fan first asks to pay. */
export const CheckoutDialog = onFirstOpen<CheckoutDialogProps>(
  async () => (await import('./checkout-dialog-view')).CheckoutDialogView,
);
