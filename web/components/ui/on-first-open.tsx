import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';

/**
 * A dialog whose module is not part of the screen that offers it: Radix's dialog is 14 KiB
 * gzip, and on a slow link every byte before a screen's first paint delays it. The module is
 * fetched once the page has painted (so the first open does not wait for it), or on the first
 * open if that comes sooner. Once opened the dialog stays mounted, so it can animate its close.
 *
 *   export const ConfirmDialog = onFirstOpen(async () => (await import('./x')).XDialog);
 */
export function onFirstOpen<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let fetching: Promise<ComponentType<Props>> | null = null;
  const fetchModule = () =>
    (fetching ??= load().catch((error: unknown) => {
      // Not kept: the next open tries again.
      fetching = null;
      throw error;
    }));
  const Dialog = lazy(async () => ({ default: await fetchModule() }));

  return function DialogOnFirstOpen(props: Props) {
    const [wasOpened, setWasOpened] = useState(props.open);
    if (props.open && !wasOpened) setWasOpened(true);
    // A fetch that fails here is tried again on the first open, which shows its failure.
    useEffect(() => afterFirstPaint(() => void fetchModule().catch(() => undefined)), []);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
