import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A dialog whose module is fetched the first time it opens, not with the screen that offers
 * it: Radix's dialog is 14 KiB gzip, and on a slow link every byte before a screen's first
 * paint delays it. Once opened it stays mounted, so it can animate its close.
 *
 *   export const ConfirmDialog = onFirstOpen(async () => (await import('./x')).XDialog);
 */
export function onFirstOpen<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => void } {
  const Dialog = lazy(async () => ({ default: await load() }));
  function DialogOnFirstOpen(props: Props) {
    const [wasOpened, setWasOpened] = useState(props.open);
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  /** Fetches its module ahead of the first open (the phone's menu, once the page has painted). */
  const preload = () => void load();
  return Object.assign(DialogOnFirstOpen, { preload });
}
