/**
 * Toasts from the first bundle, which leaves sonner out (the initial-JavaScript budget in
 * web/budgets.json): `showToast` loads sonner on first use. main.tsx loads the `Toaster`
 * right after the first paint; sonner gives a Toaster that mounts late the toasts already
 * shown, so none is lost. Screens in chunks of their own import `toast` from sonner directly.
 */
import type { toast as sonnerToast } from 'sonner';

export type Toast = typeof sonnerToast;

export function showToast(show: (toast: Toast) => void): void {
  void import('sonner').then(({ toast }) => show(toast));
}
