import { onFirstOpen } from './on-first-open';
import type { ConfirmDialogProps } from './confirm-dialog-view';

/** The in-app replacement for `confirm()` (confirm-dialog-view.tsx), fetched when first asked. */
export const ConfirmDialog = onFirstOpen<ConfirmDialogProps>(
  async () => (await import('./confirm-dialog-view')).ConfirmDialogView,
);
