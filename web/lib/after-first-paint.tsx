import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** A page in a background tab paints only once it is shown: wait no longer than this. */
const FIRST_PAINT_WAIT_MS = 3000;

let firstPaint: Promise<void> | null = null;

/**
 * Settles once the browser has put the page's first content on screen (its own
 * first-contentful-paint entry). Not a frame callback: those run before the frame reaches
 * the screen, and requests started then compete with the paint for the link.
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    const canObserve =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!canObserve) {
      window.setTimeout(resolve, 100);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    window.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, FIRST_PAINT_WAIT_MS);
  });
  return firstPaint;
}

/** Calls `callback` when the browser is idle; Safari has no `requestIdleCallback`. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * Calls `callback` once the page has painted its first content and the browser is idle;
 * returns a function that cancels it.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let isCancelled = false;
  void whenFirstPainted().then(() => {
    if (!isCancelled) cancelIdle = whenIdle(callback);
  });
  return () => {
    isCancelled = true;
    cancelIdle?.();
  };
}

function useAfterFirstPaint(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => afterFirstPaint(() => setIsAfter(true)), []);
  return isAfter;
}

/**
 * Renders its children (and so fetches their code) once the page has painted its first
 * content and the browser is idle: for what can come after what the screen is for (a
 * storefront's sign-up and merch forms below the artist and their work, the toaster), so
 * that on a slow link it does not hold up the first paint. Written here because it is one
 * effect.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const isAfter = useAfterFirstPaint();
  return isAfter ? <Suspense fallback={null}>{children}</Suspense> : null;
}
