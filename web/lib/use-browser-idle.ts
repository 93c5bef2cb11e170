import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after it: the first paint is done
 * and nothing urgent waits. For code that can come after what the screen is for (a
 * storefront's sign-up and merch forms, below the artist and their work). Written here
 * because it is one effect; Safari has no `requestIdleCallback`, so a short timer stands in.
 */
export function useBrowserIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIsIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(markIdle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(markIdle, 200);
    return () => window.clearTimeout(id);
  }, []);
  return isIdle;
}
