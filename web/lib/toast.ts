/**
 * sonner's `toast`, with sonner itself (10 KiB gzip) fetched on the first toast instead of
 * before a screen's first paint. main.tsx mounts the `Toaster` once the first screen has
 * painted; sonner shows the toasts raised before it mounted, so none is lost.
 */
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';

const loadToast = async (): Promise<Toast> => (await import('sonner')).toast;

function show(...args: Parameters<Toast>): void {
  void loadToast().then((toast) => toast(...args));
}

// sonner's success, error, info and warning share one signature.
type ShowKind = Toast['success'];

function showKind(kind: Kind) {
  return (...args: Parameters<ShowKind>): void => {
    void loadToast().then((toast) => {
      const showIt: ShowKind = toast[kind];
      showIt(...args);
    });
  };
}

export const toast = Object.assign(show, {
  success: showKind('success'),
  error: showKind('error'),
  info: showKind('info'),
  warning: showKind('warning'),
});
